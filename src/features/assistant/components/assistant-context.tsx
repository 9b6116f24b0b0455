import { createContext, useContext } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import type { Conversation } from '../model/conversation'
import type { AssistantStore, AssistantStoreApi } from '../model/store'
import type { SnippetRunner } from './use-snippet-runner'

export interface AssistantContextValue {
  projectRef: string
  store: AssistantStoreApi
  conversation: Conversation
  runSnippet: SnippetRunner
}

export const AssistantContext = createContext<AssistantContextValue | null>(null)

export function useAssistantContext(): AssistantContextValue {
  const value = useContext(AssistantContext)
  if (!value) throw new Error('useAssistantContext outside the assistant panel')
  return value
}

/** Reads from the project's assistant store; objects picked by the selector are compared shallowly. */
export function useAssistant<T>(selector: (state: AssistantStore) => T): T {
  return useStore(useAssistantContext().store, useShallow(selector))
}
