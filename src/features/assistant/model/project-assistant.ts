import { reportError } from '@/lib/http/errors'
import { onReleaseProjectAssistant } from '../release'
import { onClearAssistantStorage } from '../storage'
import { createDexieRepository } from '../persistence/dexie-repository'
import { loadAssistantState } from '../persistence/load'
import type { AssistantRepository } from '../persistence/repository'
import { startAssistantSync } from '../persistence/sync'
import { createConversation, type Conversation, type ConversationDeps } from './conversation'
import { createAssistantStore, type AssistantStoreApi } from './store'
import { emptyAssistantState, systemClock, withActiveChat } from './transitions'

interface ProjectAssistant {
  store: AssistantStoreApi
  ready: Promise<void>
  stop: () => void
  flush: () => Promise<void>
  /** Asking and streaming; lives with the store so a reply keeps going (and can be stopped) across panel mounts. */
  conversation: Conversation
  /** What the conversation needs from the page (config, project, opt-in); set by the panel. */
  deps: ConversationDeps | undefined
}

let createRepository: () => AssistantRepository = createDexieRepository
let repository: AssistantRepository | undefined
const assistants = new Map<string, ProjectAssistant>()

/** Tests use an in-memory repository instead of IndexedDB. */
export function setAssistantRepositoryFactory(factory: () => AssistantRepository) {
  createRepository = factory
  resetProjectAssistants()
}

export function resetProjectAssistants() {
  for (const assistant of assistants.values()) {
    assistant.conversation.stop()
    assistant.stop()
  }
  assistants.clear()
  repository?.close()
  repository = undefined
}

function start(projectRef: string): ProjectAssistant {
  const store = createAssistantStore(projectRef)
  const assistant: ProjectAssistant = {
    store,
    ready: Promise.resolve(),
    stop: () => {},
    flush: async () => {},
    deps: undefined,
    conversation: createConversation(store, {
      prepare: (history) =>
        assistant.deps ? assistant.deps.prepare(history) : Promise.reject(new Error('The assistant is not ready.')),
      stream: (messages, signal, onDelta) => assistant.deps!.stream(messages, signal, onDelta),
    }),
  }
  assistant.ready = (async () => {
    try {
      repository ??= createRepository()
      const repo = repository
      const { state, stored } = await loadAssistantState(projectRef, repo)
      if (assistants.get(projectRef) !== assistant) return
      store.getState().actions.hydrate(state)
      const sync = startAssistantSync({
        projectRef,
        repository: repo,
        stored,
        target: {
          get: () => store.getState().assistant,
          set: (next) => store.setState({ assistant: next }),
          subscribe: (listener) => store.subscribe((s, prev) => s.assistant !== prev.assistant && listener()),
        },
      })
      assistant.stop = sync.stop
      assistant.flush = sync.flush
    } catch (error) {
      // No browser database (private mode, quota): the panel still works, chats are not kept.
      reportError(error, { projectRef })
      store.getState().actions.hydrate(withActiveChat(emptyAssistantState(projectRef), systemClock), 'unsaved')
    }
  })()
  return assistant
}

/** Whether a project's assistant is loaded (tests of the release on leaving a project). */
export const isProjectAssistantLoaded = (projectRef: string) => assistants.has(projectRef)

/** Leaving the project: stop a reply, save what is pending, then stop saving and observing, and forget it. */
export function releaseProjectAssistantNow(projectRef: string) {
  const assistant = assistants.get(projectRef)
  if (!assistant) return
  assistants.delete(projectRef)
  assistant.conversation.stop()
  void assistant.ready
    .then(() => assistant.flush())
    .finally(() => assistant.stop())
}

/** The assistant of one project, loaded from the browser database on first use (SPEC §4). */
export function projectAssistant(projectRef: string): ProjectAssistant {
  let assistant = assistants.get(projectRef)
  if (!assistant) {
    assistant = start(projectRef)
    assistants.set(projectRef, assistant)
  }
  return assistant
}

// Sign-out: stop saving (nothing may recreate the database) and close it so it can be deleted.
onClearAssistantStorage(resetProjectAssistants)
onReleaseProjectAssistant(releaseProjectAssistantNow)

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const assistant of assistants.values()) void assistant.flush()
  })
}
