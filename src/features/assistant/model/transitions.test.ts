import { describe, expect, it } from 'vitest'
import type { AssistantState, Message } from './schemas'
import * as t from './transitions'

function testClock() {
  let tick = 0
  let id = 0
  return { now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)).toISOString(), newId: () => `id-${++id}` }
}

const message = (id: string, role: Message['role'] = 'user'): Message => ({
  id,
  role,
  parts: [{ type: 'text', text: id }],
  results: {},
  createdAt: '2026-01-01T00:00:00.000Z',
})

function withChats(...names: string[]): AssistantState {
  const clock = testClock()
  let state = t.emptyAssistantState('ref1')
  for (const name of names) {
    state = t.newChat(state, clock)
    state = t.renameChat(state, state.activeChatId!, name, clock)
  }
  return state
}

describe('assistant transitions', () => {
  it('opens, closes and toggles the panel', () => {
    const state = t.emptyAssistantState('ref1')
    expect(t.openPanel(state).open).toBe(true)
    expect(t.closePanel(t.openPanel(state)).open).toBe(false)
    expect(t.togglePanel(state).open).toBe(true)
    expect(t.togglePanel(t.togglePanel(state)).open).toBe(false)
  })

  it('creates a chat named New chat that becomes active', () => {
    const state = t.newChat(t.emptyAssistantState('ref1'), testClock())
    expect(state.activeChatId).toBe('id-1')
    expect(state.chats['id-1']).toMatchObject({ id: 'id-1', name: 'New chat', messages: [] })
  })

  it('selects an existing chat and ignores unknown ids', () => {
    const state = withChats('a', 'b')
    expect(t.selectChat(state, 'id-1').activeChatId).toBe('id-1')
    expect(t.selectChat(state, 'nope')).toBe(state)
  })

  it('deletes a chat and makes the first remaining one active', () => {
    const state = t.selectChat(withChats('a', 'b', 'c'), 'id-2')
    const next = t.deleteChat(state, 'id-2')
    expect(Object.keys(next.chats)).toEqual(['id-1', 'id-3'])
    expect(next.activeChatId).toBe('id-1')
  })

  it('starts a fresh chat when the last one is deleted', () => {
    const next = t.deleteChat(withChats('only'), 'id-1', {
      now: () => '2026-02-01T00:00:00.000Z',
      newId: () => 'fresh',
    })
    expect(Object.keys(next.chats)).toEqual(['fresh'])
    expect(next.activeChatId).toBe('fresh')
  })

  it('renames a chat, ignoring blank names', () => {
    const state = withChats('a')
    expect(t.renameChat(state, 'id-1', '  Orders report ').chats['id-1']!.name).toBe('Orders report')
    expect(t.renameChat(state, 'id-1', '   ')).toBe(state)
  })

  it('clears a chat', () => {
    let state = withChats('a')
    state = t.addMessage(state, 'id-1', message('m1'))
    expect(t.clearChat(state, 'id-1').chats['id-1']!.messages).toEqual([])
  })

  it('truncates after a message', () => {
    let state = withChats('a')
    for (const id of ['m1', 'm2', 'm3', 'm4']) state = t.addMessage(state, 'id-1', message(id))
    expect(t.truncateAfter(state, 'id-1', 'm2').chats['id-1']!.messages.map((m) => m.id)).toEqual(['m1', 'm2'])
    expect(t.truncateAfter(state, 'id-1', 'm4')).toBe(state)
  })

  it('adds, updates and removes messages and stores snippet results under the snippet id', () => {
    const clock = testClock()
    let state = t.addMessage(withChats('a'), 'id-1', message('m1', 'assistant'), clock)
    state = t.updateMessage(state, 'id-1', 'm1', (m) => ({ ...m, parts: [{ type: 'text', text: 'changed' }] }), clock)
    state = t.setSnippetResult(
      state,
      'id-1',
      'm1',
      'm1-sql-0',
      { status: 'success', rows: [{ a: 1 }], total: 1, ranAt: clock.now() },
      clock,
    )
    const stored = state.chats['id-1']!.messages[0]!
    expect(stored.parts).toEqual([{ type: 'text', text: 'changed' }])
    expect(stored.results['m1-sql-0']).toMatchObject({ status: 'success', rows: [{ a: 1 }], total: 1 })
    expect(t.removeMessage(state, 'id-1', 'm1').chats['id-1']!.messages).toEqual([])
  })

  it('makes the most recently updated chat active, or a new one when there is none', () => {
    const state = withChats('a', 'b', 'c')
    const touched = t.renameChat(state, 'id-2', 'b again', { now: () => '2030-01-01T00:00:00.000Z', newId: () => 'x' })
    expect(t.withActiveChat(touched).activeChatId).toBe('id-2')
    const empty = t.withActiveChat(t.emptyAssistantState('ref1'), {
      now: () => '2026-01-01T00:00:00.000Z',
      newId: () => 'n1',
    })
    expect(empty.activeChatId).toBe('n1')
    expect(Object.keys(empty.chats)).toEqual(['n1'])
  })
})
