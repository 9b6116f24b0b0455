import type { CompletionMessage } from '../api/chat-completions'
import { splitReply } from '../sql/snippets'
import type { Message } from './schemas'
import type { AssistantStoreApi } from './store'
import { DEFAULT_CHAT_NAME } from './schemas'
import { systemClock, type Clock } from './transitions'

export interface ConversationDeps {
  /** Builds the messages sent for the chat so far (system message, history, allowed context). */
  prepare: (history: readonly Message[]) => Promise<CompletionMessage[]>
  /** Streams the reply, calling onDelta with each piece. */
  stream: (messages: CompletionMessage[], signal: AbortSignal, onDelta: (text: string) => void) => Promise<void>
  clock?: Clock
}

/** A chat's name from its first question. */
export const CHAT_NAME_MAX_LENGTH = 40
const nameFrom = (text: string) => {
  const line = text.trim().split('\n')[0]!.trim()
  return line.length > CHAT_NAME_MAX_LENGTH ? `${line.slice(0, CHAT_NAME_MAX_LENGTH - 1)}…` : line
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The assistant could not answer.'

/** Asking, streaming, stopping and retrying, for one project's assistant. */
export function createConversation(store: AssistantStoreApi, deps: ConversationDeps) {
  const clock = deps.clock ?? systemClock
  let controller: AbortController | undefined
  const actions = () => store.getState().actions
  const chatOf = (chatId: string) => store.getState().assistant.chats[chatId]

  async function reply(chatId: string) {
    const history = chatOf(chatId)?.messages ?? []
    const messageId = clock.newId()
    controller = new AbortController()
    const { signal } = controller
    actions().addMessage(chatId, { id: messageId, role: 'assistant', parts: [], results: {}, createdAt: clock.now() })
    actions().setRequest({ status: 'streaming', chatId, messageId })
    let text = ''
    try {
      const messages = await deps.prepare(history)
      signal.throwIfAborted()
      await deps.stream(messages, signal, (delta) => {
        text += delta
        actions().updateMessage(chatId, messageId, (m) => ({ ...m, parts: splitReply(text, messageId) }))
      })
      actions().setRequest({ status: 'idle' })
    } catch (error) {
      if (!text) actions().removeMessage(chatId, messageId)
      actions().setRequest(signal.aborted ? { status: 'idle' } : { status: 'error', chatId, message: errorText(error) })
    } finally {
      if (controller?.signal === signal) controller = undefined
    }
  }

  return {
    async ask(text: string) {
      const { assistant, request } = store.getState()
      const chatId = assistant.activeChatId
      if (!text.trim() || !chatId || request.status === 'streaming') return
      const chat = chatOf(chatId)
      if (chat && chat.messages.length === 0 && chat.name === DEFAULT_CHAT_NAME)
        actions().renameChat(chatId, nameFrom(text))
      actions().addMessage(chatId, {
        id: clock.newId(),
        role: 'user',
        parts: [{ type: 'text', text: text.trim() }],
        results: {},
        createdAt: clock.now(),
      })
      await reply(chatId)
    },
    /** Answers the chat's last question again, dropping what came after it. */
    async retry(chatId: string) {
      const chat = chatOf(chatId)
      const lastQuestion = chat?.messages.findLast((m) => m.role === 'user')
      if (!lastQuestion || store.getState().request.status === 'streaming') return
      actions().truncateAfter(chatId, lastQuestion.id)
      await reply(chatId)
    },
    stop() {
      controller?.abort()
    },
  }
}

export type Conversation = ReturnType<typeof createConversation>
