import { createStore } from 'zustand/vanilla'
import type { AssistantState, Message, SnippetResult } from './schemas'
import * as t from './transitions'

export type ChatRequest =
  | { status: 'idle' }
  | { status: 'streaming'; chatId: string; messageId: string }
  | { status: 'error'; chatId: string; message: string }

export interface AssistantStore {
  /** loading until the saved state is read; `unsaved` when the browser database could not be used. */
  status: 'loading' | 'ready' | 'unsaved'
  assistant: AssistantState
  request: ChatRequest
  actions: ReturnType<typeof assistantActions>
}

type Set = (partial: Partial<AssistantStore> | ((state: AssistantStore) => Partial<AssistantStore>)) => void

function assistantActions(set: Set, clock: t.Clock) {
  const apply = (change: (state: AssistantState) => AssistantState) =>
    set((s) => {
      const next = change(s.assistant)
      return next === s.assistant ? {} : { assistant: next }
    })
  return {
    hydrate: (assistant: AssistantState, status: 'ready' | 'unsaved' = 'ready') => set({ assistant, status }),
    open: () => apply(t.openPanel),
    close: () => apply(t.closePanel),
    toggle: () => apply(t.togglePanel),
    newChat: () => apply((s) => t.newChat(s, clock)),
    selectChat: (chatId: string) => apply((s) => t.selectChat(s, chatId)),
    deleteChat: (chatId: string) => apply((s) => t.deleteChat(s, chatId, clock)),
    renameChat: (chatId: string, name: string) => apply((s) => t.renameChat(s, chatId, name, clock)),
    clearChat: (chatId: string) => apply((s) => t.clearChat(s, chatId, clock)),
    truncateAfter: (chatId: string, messageId: string) => apply((s) => t.truncateAfter(s, chatId, messageId, clock)),
    addMessage: (chatId: string, message: Message) => apply((s) => t.addMessage(s, chatId, message, clock)),
    updateMessage: (chatId: string, messageId: string, change: (m: Message) => Message) =>
      apply((s) => t.updateMessage(s, chatId, messageId, change, clock)),
    removeMessage: (chatId: string, messageId: string) => apply((s) => t.removeMessage(s, chatId, messageId)),
    setSnippetResult: (chatId: string, messageId: string, snippetId: string, result: SnippetResult) =>
      apply((s) => t.setSnippetResult(s, chatId, messageId, snippetId, result, clock)),
    setInitialInput: (initialInput: string) => apply((s) => ({ ...s, initialInput })),
    setSqlSnippets: (sqlSnippets: string[]) => apply((s) => ({ ...s, sqlSnippets })),
    setSuggestions: (suggestions: AssistantState['suggestions']) => apply((s) => ({ ...s, suggestions })),
    setTables: (tables: AssistantState['tables']) => apply((s) => ({ ...s, tables })),
    setRequest: (request: ChatRequest) => set({ request }),
  }
}

/** One project's assistant: its state (SPEC §3), the transitions of SPEC §4 and the running request. */
export function createAssistantStore(projectRef: string, clock: t.Clock = t.systemClock) {
  return createStore<AssistantStore>()((set) => ({
    status: 'loading',
    assistant: t.emptyAssistantState(projectRef),
    request: { status: 'idle' },
    actions: assistantActions(set, clock),
  }))
}

export type AssistantStoreApi = ReturnType<typeof createAssistantStore>
