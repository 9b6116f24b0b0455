import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAssistantStore } from '../model/store'
import type { Chat } from '../model/schemas'
import { loadAssistantState } from './load'
import { createMemoryRepository } from './memory-repository'
import type { AssistantRepository } from './repository'
import { SAVE_DEBOUNCE_MS, startAssistantSync } from './sync'
import { chatWith, textMessage } from './test-helpers'

/** A tab: a store loaded from the repository and kept in sync with it. */
async function openTab(repository: AssistantRepository, ref = 'ref1') {
  const store = createAssistantStore(ref)
  const { state, stored } = await loadAssistantState(ref, repository)
  store.getState().actions.hydrate(state)
  const sync = startAssistantSync({
    projectRef: ref,
    repository,
    stored,
    target: {
      get: () => store.getState().assistant,
      set: (next) => store.setState({ assistant: next }),
      subscribe: (listener) => store.subscribe((s, prev) => s.assistant !== prev.assistant && listener()),
    },
  })
  return { store, sync, actions: store.getState().actions, chat: (id: string) => store.getState().assistant.chats[id] }
}

const storedChat = (repository: ReturnType<typeof createMemoryRepository>, id: string) =>
  (repository.snapshot('ref1').chats as Chat[]).find((chat) => chat.id === id)

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
afterEach(() => vi.useRealTimers())

describe('startAssistantSync', () => {
  it('saves 500 ms after the last change, once', async () => {
    const repository = createMemoryRepository({ ref1: { project: undefined, chats: [chatWith('c1', 0)] } })
    const tab = await openTab(repository)
    const writesAfterLoad = repository.writes

    tab.actions.addMessage('c1', textMessage('a', 1))
    await vi.advanceTimersByTimeAsync(300)
    tab.actions.addMessage('c1', textMessage('b', 2))
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1)
    expect(repository.writes).toBe(writesAfterLoad)
    expect(storedChat(repository, 'c1')!.messages).toEqual([])

    await vi.advanceTimersByTimeAsync(1)
    expect(repository.writes).toBe(writesAfterLoad + 1)
    expect(storedChat(repository, 'c1')!.messages.map((m) => m.id)).toEqual(['a', 'b'])
  })

  it('keeps only the last 20 messages per chat when saving', async () => {
    const repository = createMemoryRepository({ ref1: { project: undefined, chats: [chatWith('c1', 20)] } })
    const tab = await openTab(repository)
    for (let i = 21; i <= 25; i++) tab.actions.addMessage('c1', textMessage(`c1-m${i}`, i))
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    const ids = storedChat(repository, 'c1')!.messages.map((m) => m.id)
    expect(ids).toHaveLength(20)
    expect(ids[0]).toBe('c1-m6')
    expect(ids.at(-1)).toBe('c1-m25')
  })

  it('does not let two tabs overwrite each other’s new messages', async () => {
    const repository = createMemoryRepository({ ref1: { project: undefined, chats: [chatWith('c1', 1)] } })
    const first = await openTab(repository)
    const second = await openTab(repository)

    first.actions.addMessage('c1', textMessage('from-first', 10))
    second.actions.addMessage('c1', textMessage('from-second', 11))
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)

    const expected = ['c1-m1', 'from-first', 'from-second']
    expect(storedChat(repository, 'c1')!.messages.map((m) => m.id)).toEqual(expected)
    expect(first.chat('c1')!.messages.map((m) => m.id)).toEqual(expected)
    expect(second.chat('c1')!.messages.map((m) => m.id)).toEqual(expected)
  })

  it('merges on save even before the other tab’s change is observed', async () => {
    const repository = createMemoryRepository({ ref1: { project: undefined, chats: [chatWith('c1', 1)] } })
    const unobserved: AssistantRepository = { ...repository, observe: () => () => {} }
    const first = await openTab(unobserved)
    const second = await openTab(unobserved)

    first.actions.addMessage('c1', textMessage('from-first', 10))
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    second.actions.addMessage('c1', textMessage('from-second', 11))
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)

    expect(storedChat(repository, 'c1')!.messages.map((m) => m.id)).toEqual(['c1-m1', 'from-first', 'from-second'])
    expect(second.chat('c1')!.messages.map((m) => m.id)).toEqual(['c1-m1', 'from-first', 'from-second'])
  })

  it('applies a chat created in one tab and deleted in another to both', async () => {
    const repository = createMemoryRepository({ ref1: { project: undefined, chats: [chatWith('c1', 1)] } })
    const first = await openTab(repository)
    const second = await openTab(repository)

    first.actions.newChat()
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    const created = first.store.getState().assistant.activeChatId!
    expect(second.chat(created)).toBeDefined()

    second.actions.deleteChat('c1')
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(storedChat(repository, 'c1')).toBeUndefined()
    expect(first.chat('c1')).toBeUndefined()
    expect(first.store.getState().assistant.activeChatId).toBe(created)
  })

  it('keeps a cleared chat cleared instead of merging the old messages back', async () => {
    const repository = createMemoryRepository({ ref1: { project: undefined, chats: [chatWith('c1', 3)] } })
    const tab = await openTab(repository)
    tab.actions.clearChat('c1')
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS)
    expect(storedChat(repository, 'c1')!.messages).toEqual([])
    expect(tab.chat('c1')!.messages).toEqual([])
  })

  it('stops saving once stopped (sign-out)', async () => {
    const repository = createMemoryRepository({ ref1: { project: undefined, chats: [chatWith('c1', 0)] } })
    const tab = await openTab(repository)
    const writes = repository.writes
    tab.actions.addMessage('c1', textMessage('late', 1))
    tab.sync.stop()
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2)
    expect(repository.writes).toBe(writes)
  })
})
