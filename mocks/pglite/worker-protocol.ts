import type { QueryOutcome } from './database'

export type WorkerRequest = { id: number; type: 'query'; ref: string; sql: string } | { id: number; type: 'reset' }
export type WorkerReply = { id: number; outcome: QueryOutcome }
