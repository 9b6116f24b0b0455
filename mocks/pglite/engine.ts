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

const isNode = () => typeof process !== 'undefined' && typeof process.versions?.node === 'string'

// Module names in variables: the browser bundle must not take the Node engine, nor Node the worker.
const NODE_ENGINE = './node-engine.ts'

let engine: Promise<SqlEngine> | undefined

/**
 * The engine for this environment, started on first use only: PGlite directly in Node (vitest, the
 * e2e and benchmark mock server), PGlite in a Web Worker in the browser.
 */
export function sqlEngine(): Promise<SqlEngine> {
  engine ??= isNode()
    ? (import(/* @vite-ignore */ NODE_ENGINE) as Promise<{ createNodeEngine: () => SqlEngine }>).then((m) =>
        m.createNodeEngine(),
      )
    : import('./worker-engine').then((m) => m.createWorkerEngine())
  return engine
}

/** The engine if something already started it (sign-out must not start PGlite just to delete it). */
export const startedSqlEngine = () => engine

export type { QueryOutcome }
