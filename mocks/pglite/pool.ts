import type { PGlite } from '@electric-sql/pglite'
import { createSeededDatabase, reseedDatabase, runSql, type QueryOutcome } from './database'

/**
 * One seeded database per project ref, started on its first query. A reset does not restart them
 * (seconds each): it marks them, and each is put back to the seed before its next query.
 */
export function createDatabasePool() {
  const databases = new Map<string, Promise<PGlite>>()
  const stale = new Set<string>()
  return {
    async query(ref: string, sql: string): Promise<QueryOutcome> {
      let db = databases.get(ref)
      if (!db) {
        db = createSeededDatabase()
        databases.set(ref, db)
        stale.delete(ref)
      }
      const instance = await db
      if (stale.delete(ref)) await reseedDatabase(instance)
      return runSql(instance, sql)
    },
    reset() {
      for (const ref of databases.keys()) stale.add(ref)
    },
  }
}
