import type { QueryOutcome } from './database'

/** Where the mocked platform runs SQL: one embedded Postgres per project ref. */
export interface SqlEngine {
  query(ref: string, sql: string): Promise<QueryOutcome>
  /** Forgets every project's database; the next query starts from the seed again. */
  reset(): Promise<void>
  /** Starts a project's database ahead of its first query. */
  warm(ref: string): Promise<void>
  /** Puts one project's database back to the seed now ('Reset demo database'). */
  resetProject(ref: string): Promise<void>
  /** Closes every database and deletes what the browser kept of them (sign-out). */
  forget(): Promise<void>
}
