import type { QueryOutcome } from './database'

export type WorkerRequest =
  | { id: number; type: 'query'; ref: string; sql: string }
  | { id: number; type: 'reset' }
  | { id: number; type: 'warm'; ref: string }
  | { id: number; type: 'reset-project'; ref: string }
  | { id: number; type: 'forget' }
export type WorkerReply = { id: number; outcome: QueryOutcome }

/**
 * The IndexedDB databases of the projects' persisted mock databases start with this (snapshot.ts:
 * `dashboard-mock-{ref}`; before it, PGlite's own `/pglite/dashboard-mock-{ref}`).
 */
export const PERSISTED_DIR_PREFIX = 'dashboard-mock-'
