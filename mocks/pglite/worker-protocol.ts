import type { QueryOutcome } from './database'

export type WorkerRequest =
  | { id: number; type: 'query'; ref: string; sql: string }
  | { id: number; type: 'reset' }
  | { id: number; type: 'warm'; ref: string }
  | { id: number; type: 'reset-project'; ref: string }
  | { id: number; type: 'forget' }
export type WorkerReply = { id: number; outcome: QueryOutcome }

/** The IndexedDB data directory of a project's persisted mock database (PGlite names it `/pglite/<dir>`). */
export const PERSISTED_DIR_PREFIX = 'dashboard-mock-'
export const persistedDataDir = (ref: string) => `idb://${PERSISTED_DIR_PREFIX}${ref}`
