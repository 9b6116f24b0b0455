import { afterEach, describe, expect, it, vi } from 'vitest'
import { setErrorReporter } from '@/lib/http/errors'
import { LEGACY_ASSISTANT_KEY_PREFIX } from '../storage'
import { loadAssistantState } from './load'
import { createMemoryRepository } from './memory-repository'
import { chatWith } from './test-helpers'

const clock = { now: () => '2026-03-01T00:00:00.000Z', newId: () => 'fresh-chat' }

afterEach(() => setErrorReporter(() => {}))

describe('loadAssistantState', () => {
  it('creates a chat when nothing is stored, and stores it', async () => {
    const repository = createMemoryRepository()
    const { state } = await loadAssistantState('ref1', repository, { clock })
    expect(state.activeChatId).toBe('fresh-chat')
    expect(state.chats['fresh-chat']).toMatchObject({ name: 'New chat', messages: [] })
    const stored = repository.snapshot('ref1')
    expect(stored.chats).toEqual([expect.objectContaining({ id: 'fresh-chat', projectRef: 'ref1' })])
    expect(stored.project).toMatchObject({ projectRef: 'ref1', activeChatId: 'fresh-chat' })
  })

  it('makes the most recently updated stored chat active', async () => {
    const repository = createMemoryRepository({
      ref1: {
        project: undefined,
        chats: [chatWith('old', 1, 5), chatWith('recent', 1, 50), chatWith('middle', 1, 20)],
      },
    })
    const { state } = await loadAssistantState('ref1', repository, { clock })
    expect(state.activeChatId).toBe('recent')
    expect(Object.keys(state.chats)).toEqual(['old', 'recent', 'middle'])
  })

  it('migrates the older localStorage record, keeps the last 20 messages, then removes it', async () => {
    const legacyChat = chatWith('legacy', 25, 9, 'Orders')
    // The older store kept AI SDK messages with a content string.
    const messages = legacyChat.messages.map(({ parts, ...m }) => ({
      ...m,
      content: parts[0]?.type === 'text' ? parts[0].text : '',
    }))
    localStorage.setItem(
      `${LEGACY_ASSISTANT_KEY_PREFIX}ref1`,
      JSON.stringify({ open: true, activeChatId: 'legacy', chats: { legacy: { ...legacyChat, messages } } }),
    )
    localStorage.setItem(`${LEGACY_ASSISTANT_KEY_PREFIX}ref2`, '{"chats":{}}')
    const repository = createMemoryRepository()

    const { state } = await loadAssistantState('ref1', repository, { clock })

    expect(state.activeChatId).toBe('legacy')
    expect(state.chats.legacy!.messages[0]).toMatchObject({
      id: 'legacy-m1',
      parts: [{ type: 'text', text: 'text of legacy-m1' }],
    })
    const [stored] = repository.snapshot('ref1').chats as { name: string; messages: { id: string }[] }[]
    expect(stored!.name).toBe('Orders')
    expect(stored!.messages.map((m) => m.id)).toEqual(Array.from({ length: 20 }, (_, i) => `legacy-m${i + 6}`))
    expect(localStorage.getItem(`${LEGACY_ASSISTANT_KEY_PREFIX}ref1`)).toBeNull()
    expect(localStorage.getItem(`${LEGACY_ASSISTANT_KEY_PREFIX}ref2`)).not.toBeNull()
  })

  it('does not read the older record when the browser database has the state', async () => {
    localStorage.setItem(
      `${LEGACY_ASSISTANT_KEY_PREFIX}ref1`,
      JSON.stringify({ chats: { legacy: chatWith('legacy', 1) } }),
    )
    const repository = createMemoryRepository({ ref1: { project: undefined, chats: [chatWith('current', 2)] } })
    const { state } = await loadAssistantState('ref1', repository, { clock })
    expect(Object.keys(state.chats)).toEqual(['current'])
  })

  it('reports corrupt chat records and replaces them, keeping the valid ones', async () => {
    const reporter = vi.fn()
    setErrorReporter(reporter)
    const repository = createMemoryRepository({
      ref1: {
        project: { projectRef: 'ref1', open: 'yes' },
        chats: [chatWith('good', 1), { id: 'bad', name: 3, messages: 'nope' }],
      },
    })
    const { state } = await loadAssistantState('ref1', repository, { clock })
    expect(Object.keys(state.chats)).toEqual(['good'])
    expect(reporter).toHaveBeenCalledTimes(2)
    expect(String(reporter.mock.calls[0]![0])).toMatch(/Corrupt assistant state replaced/)
    expect(String(reporter.mock.calls[1]![0])).toMatch(/Corrupt assistant chat replaced/)
    const stored = repository.snapshot('ref1')
    expect(stored.chats.map((c) => (c as { id: string }).id)).toEqual(['good'])
    expect(stored.project).toMatchObject({ projectRef: 'ref1', open: false, activeChatId: 'good' })
  })

  it('starts a fresh chat when every record is corrupt, and when the older record is not JSON', async () => {
    setErrorReporter(vi.fn())
    const corrupt = createMemoryRepository({
      ref1: { project: undefined, chats: [{ id: 'bad', messages: [{ role: 'robot' }] }] },
    })
    expect(Object.keys((await loadAssistantState('ref1', corrupt, { clock })).state.chats)).toEqual(['fresh-chat'])

    localStorage.setItem(`${LEGACY_ASSISTANT_KEY_PREFIX}ref3`, '{not json')
    const { state } = await loadAssistantState('ref3', createMemoryRepository(), { clock })
    expect(Object.keys(state.chats)).toEqual(['fresh-chat'])
    expect(localStorage.getItem(`${LEGACY_ASSISTANT_KEY_PREFIX}ref3`)).toBeNull()
  })
})
