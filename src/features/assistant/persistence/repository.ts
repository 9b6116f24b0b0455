import type { AssistantState, Chat } from '../model/schemas'

/** A chat as stored: the chat plus the project it belongs to. */
export type ChatRecord = Chat & { projectRef: string }
/** The per-project state without its chats. */
export type ProjectRecord = Omit<AssistantState, 'chats'>

/** What is stored for one project, unparsed: every value is checked with zod before use. */
export interface StoredSnapshot {
  project: unknown
  chats: unknown[]
}

export interface StoredChange {
  project?: ProjectRecord
  put: ChatRecord[]
  /** Chat ids to delete. */
  remove: string[]
}

/**
 * Where the assistant's chats live (IndexedDB through Dexie in the app, memory in unit tests).
 * `update` reads the current records and writes the change computed from them in one transaction,
 * so two tabs merging their messages do not overwrite each other.
 */
export interface AssistantRepository {
  read(projectRef: string): Promise<StoredSnapshot>
  update(projectRef: string, change: (current: StoredSnapshot) => StoredChange): Promise<void>
  /** Calls the listener with the stored records whenever they change (also from other tabs). */
  observe(projectRef: string, listener: (snapshot: StoredSnapshot) => void): () => void
  close(): void
}
