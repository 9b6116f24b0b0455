import type { SqlEngine } from './sql-engine'

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

