import type { SqlEngine } from './sql-engine'
import { createCachedSeededDatabase } from './node-seed-cache'
import { createDatabasePool } from './pool'

/** PGlite in this Node process, one in-memory instance per project ref. */
export function createNodeEngine(): SqlEngine {
  const pool = createDatabasePool({ start: () => createCachedSeededDatabase() })
  return {
    query: (ref, sql) => pool.query(ref, sql),
    reset: async () => pool.reset(),
    warm: (ref) => pool.warm(ref),
    resetProject: (ref) => pool.resetProject(ref),
    forget: () => pool.close(),
  }
}
