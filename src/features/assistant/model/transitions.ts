import { DEFAULT_CHAT_NAME, type AssistantState, type Chat, type Message, type SnippetResult } from './schemas'

/** SPEC §4: the assistant's transitions, as pure functions of the per-project state. */
export interface Clock {
  now: () => string
  newId: () => string
}
export const systemClock: Clock = { now: () => new Date().toISOString(), newId: () => crypto.randomUUID() }

export function emptyAssistantState(projectRef: string): AssistantState {
  return {
    projectRef,
    open: false,
    activeChatId: undefined,
    chats: {},
    initialInput: '',
    sqlSnippets: [],
    suggestions: undefined,
    tables: [],
  }
}

export const openPanel = (state: AssistantState): AssistantState => ({ ...state, open: true })
export const closePanel = (state: AssistantState): AssistantState => ({ ...state, open: false })
export const togglePanel = (state: AssistantState): AssistantState => ({ ...state, open: !state.open })

export function createChat(name = DEFAULT_CHAT_NAME, clock: Clock = systemClock): Chat {
  const now = clock.now()
  return { id: clock.newId(), name, messages: [], createdAt: now, updatedAt: now }
}

/** A new chat becomes the active one. */
export function newChat(state: AssistantState, clock: Clock = systemClock): AssistantState {
  const chat = createChat(DEFAULT_CHAT_NAME, clock)
  return { ...state, chats: { ...state.chats, [chat.id]: chat }, activeChatId: chat.id }
}

export function selectChat(state: AssistantState, chatId: string): AssistantState {
  return state.chats[chatId] ? { ...state, activeChatId: chatId } : state
}

/** The first remaining chat becomes active; deleting the last one starts a fresh chat. */
export function deleteChat(state: AssistantState, chatId: string, clock: Clock = systemClock): AssistantState {
  if (!state.chats[chatId]) return state
  const { [chatId]: _deleted, ...chats } = state.chats
  const first = Object.keys(chats)[0]
  if (!first) return newChat({ ...state, chats, activeChatId: undefined }, clock)
  return { ...state, chats, activeChatId: state.activeChatId === chatId ? first : state.activeChatId }
}

function updateChat(state: AssistantState, chatId: string, change: (chat: Chat) => Chat): AssistantState {
  const chat = state.chats[chatId]
  const next = chat && change(chat)
  return next && next !== chat ? { ...state, chats: { ...state.chats, [chatId]: next } } : state
}

export function renameChat(
  state: AssistantState,
  chatId: string,
  name: string,
  clock: Clock = systemClock,
): AssistantState {
  const trimmed = name.trim()
  if (!trimmed) return state
  return updateChat(state, chatId, (chat) => ({ ...chat, name: trimmed, updatedAt: clock.now() }))
}

export function clearChat(state: AssistantState, chatId: string, clock: Clock = systemClock): AssistantState {
  return updateChat(state, chatId, (chat) => ({ ...chat, messages: [], updatedAt: clock.now() }))
}

/** Drops every message after the given one (to answer it again). */
export function truncateAfter(
  state: AssistantState,
  chatId: string,
  messageId: string,
  clock: Clock = systemClock,
): AssistantState {
  return updateChat(state, chatId, (chat) => {
    const index = chat.messages.findIndex((m) => m.id === messageId)
    if (index < 0 || index === chat.messages.length - 1) return chat
    return { ...chat, messages: chat.messages.slice(0, index + 1), updatedAt: clock.now() }
  })
}

export function addMessage(
  state: AssistantState,
  chatId: string,
  message: Message,
  clock: Clock = systemClock,
): AssistantState {
  return updateChat(state, chatId, (chat) => ({
    ...chat,
    messages: [...chat.messages, message],
    updatedAt: clock.now(),
  }))
}

export function updateMessage(
  state: AssistantState,
  chatId: string,
  messageId: string,
  change: (message: Message) => Message,
  clock: Clock = systemClock,
): AssistantState {
  return updateChat(state, chatId, (chat) => ({
    ...chat,
    messages: chat.messages.map((m) => (m.id === messageId ? change(m) : m)),
    updatedAt: clock.now(),
  }))
}

export function removeMessage(state: AssistantState, chatId: string, messageId: string): AssistantState {
  return updateChat(state, chatId, (chat) => ({ ...chat, messages: chat.messages.filter((m) => m.id !== messageId) }))
}

/** Stores a snippet's result in its message, under the snippet id. */
export function setSnippetResult(
  state: AssistantState,
  chatId: string,
  messageId: string,
  snippetId: string,
  result: SnippetResult,
  clock: Clock = systemClock,
): AssistantState {
  return updateMessage(
    state,
    chatId,
    messageId,
    (m) => ({ ...m, results: { ...m.results, [snippetId]: result } }),
    clock,
  )
}

/** The most recently updated chat, or undefined. */
export function mostRecentChatId(chats: Record<string, Chat>): string | undefined {
  let best: Chat | undefined
  for (const chat of Object.values(chats)) if (!best || chat.updatedAt > best.updatedAt) best = chat
  return best?.id
}

/** SPEC §4: with no chat a new one is made; otherwise the most recently updated becomes active. */
export function withActiveChat(state: AssistantState, clock: Clock = systemClock): AssistantState {
  if (Object.keys(state.chats).length === 0) return newChat(state, clock)
  return { ...state, activeChatId: mostRecentChatId(state.chats) }
}

/** Keeps a valid active chat after outside changes (another tab deleting it). */
export function keepActiveChatValid(state: AssistantState, clock: Clock = systemClock): AssistantState {
  if (state.activeChatId && state.chats[state.activeChatId]) return state
  const first = Object.keys(state.chats)[0]
  return first ? { ...state, activeChatId: first } : newChat(state, clock)
}
