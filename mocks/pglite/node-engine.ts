import type { PGlite } from '@electric-sql/pglite'
import { createSeededDatabase, runSql } from './database'
import type { SqlEngine } from './engine'

/** PGlite in this Node process, one instance per project ref. */
export function createNodeEngine(): SqlEngine {
  const databases = new Map<string, Promise<PGlite>>()
  return {
    async query(ref, sql) {
      let db = databases.get(ref)
      if (!db) {
        db = createSeededDatabase()
        databases.set(ref, db)
      }
      return runSql(await db, sql)
    },
    async reset() {
      const open = [...databases.values()]
      databases.clear()
      await Promise.allSettled(open.map(async (db) => (await db).close()))
    },
  }
}
