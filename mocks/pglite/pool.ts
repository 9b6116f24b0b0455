import type { PGlite } from '@electric-sql/pglite'
import { createSeededDatabase, installLazyExtensions, reseedDatabase, runSql, type QueryOutcome } from './database'

export interface DatabasePoolOptions {
  /** Where a project's database keeps its files (`idb://...`); none: in memory. */
  dataDir?: (ref: string) => string
  /** The seeded data directory as a tarball, when a project's directory is new (see createSeededDatabase). */
  seededDataDir?: (ref: string) => Promise<Blob | undefined>
}

/**
 * One seeded database per project ref, started on its first query (or when warmed). A reset does
 * not restart them (seconds each): it marks them, and each is put back to the seed before its next query.
 */
export function createDatabasePool(options: DatabasePoolOptions = {}) {
  const databases = new Map<string, Promise<PGlite>>()
  const stale = new Set<string>()
  const open = (ref: string) => {
    let db = databases.get(ref)
    if (!db) {
      const seeded = options.seededDataDir
      db = createSeededDatabase(options.dataDir?.(ref), seeded && (() => seeded(ref)))
      databases.set(ref, db)
      stale.delete(ref)
      // A failed start is not cached: the next query tries again.
      db.catch(() => databases.delete(ref))
    }
    return db
  }
  return {
    async query(ref: string, sql: string): Promise<QueryOutcome> {
      const instance = await open(ref)
      if (stale.delete(ref)) await reseedDatabase(instance)
      const outcome = await runSql(instance, sql)
      // The extensions the database started without (browser) are put in place after its first answer.
      void installLazyExtensions(instance).catch(() => {})
      return outcome
    },
    /** Starts the project's database ahead of its first query. */
    async warm(ref: string) {
      await open(ref)
    },
    reset() {
      for (const ref of databases.keys()) stale.add(ref)
    },
    /** Puts one project's database back to the seed now. */
    async resetProject(ref: string) {
      stale.delete(ref)
      await reseedDatabase(await open(ref))
    },
    /** Closes every database (before their persisted files are deleted). */
    async close() {
      const all = [...databases.values()]
      databases.clear()
      stale.clear()
      await Promise.allSettled(all.map(async (db) => (await db).close()))
    },
  }
}
