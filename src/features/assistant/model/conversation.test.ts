import { describe, expect, it, vi } from 'vitest'
import { createConversation, type ConversationDeps } from './conversation'
import { createAssistantStore } from './store'
import { newChat } from './transitions'

function setup(stream: ConversationDeps['stream']) {
  let id = 0
  const clock = { now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, id)).toISOString(), newId: () => `id-${++id}` }
  const store = createAssistantStore('ref1', clock)
  store.getState().actions.hydrate(newChat(store.getState().assistant, clock))
  const prepare = vi.fn(async (history: readonly { role: 'user' | 'assistant' }[]) =>
    history.map((m) => ({ role: m.role, content: 'x' })),
  )
  const conversation = createConversation(store, { prepare, stream, clock })
  const chat = () => store.getState().assistant.chats['id-1']!
  return { store, conversation, chat, prepare }
}

describe('conversation', () => {
  it('streams the reply into an assistant message, splitting out SQL snippets, and names the chat', async () => {
    const { conversation, chat, store, prepare } = setup(async (_messages, _signal, onDelta) => {
      for (const piece of ['Try this:\n```sql\nselect', ' 1;\n```', '\nDone.']) onDelta(piece)
    })
    await conversation.ask('  count my orders  ')
    expect(chat().name).toBe('count my orders')
    expect(prepare).toHaveBeenCalledWith([expect.objectContaining({ role: 'user' })])
    const [question, answer] = chat().messages
    expect(question!.parts).toEqual([{ type: 'text', text: 'count my orders' }])
    expect(answer!.parts).toEqual([
      { type: 'text', text: 'Try this:' },
      { type: 'sql', id: `${answer!.id}-sql-0`, sql: 'select 1;' },
      { type: 'text', text: 'Done.' },
    ])
    expect(store.getState().request).toEqual({ status: 'idle' })
  })

  it('stops a streaming reply and keeps what arrived', async () => {
    let started!: () => void
    const streaming = new Promise<void>((resolve) => (started = resolve))
    const { conversation, chat, store } = setup(
      (_m, signal, onDelta) =>
        new Promise((_resolve, reject) => {
          onDelta('Partial answer')
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
          started()
        }),
    )
    const asking = conversation.ask('hello')
    await streaming
    expect(store.getState().request.status).toBe('streaming')
    conversation.stop()
    await asking
    expect(store.getState().request).toEqual({ status: 'idle' })
    expect(chat().messages.at(-1)!.parts).toEqual([{ type: 'text', text: 'Partial answer' }])
  })

  it('shows an error and retries the last question', async () => {
    let fail = true
    const { conversation, chat, store } = setup(async (_m, _s, onDelta) => {
      if (fail) throw new Error('The assistant is overloaded')
      onDelta('Second try')
    })
    await conversation.ask('hello')
    expect(store.getState().request).toEqual({
      status: 'error',
      chatId: 'id-1',
      message: 'The assistant is overloaded',
    })
    expect(chat().messages.map((m) => m.role)).toEqual(['user'])
    fail = false
    await conversation.retry('id-1')
    expect(store.getState().request).toEqual({ status: 'idle' })
    expect(chat().messages.map((m) => m.role)).toEqual(['user', 'assistant'])
    expect(chat().messages[1]!.parts).toEqual([{ type: 'text', text: 'Second try' }])
  })
})
