import type { PGlite } from '@electric-sql/pglite'
import { installCronExtension } from './cron-extension'
import { installPgmqExtension } from './pgmq-extension'
import { startCronScheduler } from './cron-scheduler'
import { installChangeCapture, takeChanges } from '../realtime/capture'
import { createSeededDatabase, installLazyExtensions, reseedDatabase, runSql, type QueryOutcome } from './database'

export interface DatabasePoolOptions {
  /** Starts a project's database (default: a new seeded one in memory). */
  start?: (ref: string) => Promise<PGlite>
  /** Runs after each statement, before its answer (the browser saves what changed: see snapshot.ts). */
  afterChange?: (ref: string, db: PGlite) => Promise<void>
}

// The pg_cron and pgmq stand-ins in every database of the pool, cron's jobs run beside it
// (cron-extension.ts, cron-scheduler.ts, pgmq-extension.ts).
async function withStandIns(db: Promise<PGlite>) {
  const instance = await db
  installCronExtension(instance)
  installPgmqExtension(instance)
  return instance
}

const LAZY_EXTENSIONS_AFTER_MS = 3000

/**
 * One seeded database per project ref, started on its first query (or when warmed). A reset does
 * not restart them (seconds each): it marks them, and each is put back to the seed before its next query.
 */
export function createDatabasePool(options: DatabasePoolOptions = {}) {
  const databases = new Map<string, Promise<PGlite>>()
  const started = new Map<string, PGlite>()
  const stale = new Set<string>()
  const afterChange = options.afterChange ?? (() => Promise.resolve())
  let stopCron: (() => void) | undefined
  const lazyInstall = new Map<PGlite, ReturnType<typeof setTimeout>>()
  // Databases whose published tables report their changes (mocks/realtime/capture.ts); a reseed drops it.
  const capturing = new WeakSet<PGlite>()
  const open = (ref: string) => {
    let db = databases.get(ref)
    if (!db) {
      db = withStandIns(options.start ? options.start(ref) : createSeededDatabase())
      databases.set(ref, db)
      const current = db
      void db.then((instance) => databases.get(ref) === current && started.set(ref, instance), () => {})
      stopCron ??= startCronScheduler(() => started.entries(), afterChange)
      stale.delete(ref)
      // A failed start is not cached: the next query tries again.
      db.catch(() => databases.delete(ref))
    }
    return db
  }
  return {
    async query(ref: string, sql: string): Promise<QueryOutcome> {
      const instance = await open(ref)
      if (stale.delete(ref)) {
        await reseedDatabase(instance)
        capturing.delete(instance)
      }
      if (!capturing.has(instance)) {
        await installChangeCapture(instance)
        capturing.add(instance)
      }
      const outcome = await runSql(instance, sql)
      await afterChange(ref, instance)
      // The rows the statement changed in published tables, for the mock's Realtime (mocks/realtime/).
      const changes = takeChanges(instance)
      // The extensions the database started without (browser) are put in place a while after its first
      // answer, not while the page renders it (a statement that needs one before then installs it itself).
      if (!lazyInstall.has(instance))
        lazyInstall.set(instance, setTimeout(() => void installLazyExtensions(instance).catch(() => {}), LAZY_EXTENSIONS_AFTER_MS))
      return outcome.ok && changes.length > 0 ? { ...outcome, changes } : outcome
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
      const instance = await open(ref)
      await reseedDatabase(instance)
      capturing.delete(instance)
      await afterChange(ref, instance)
    },
    /** Closes every database (before their persisted files are deleted). */
    async close() {
      const all = [...databases.values()]
      databases.clear()
      started.clear()
      stopCron?.()
      stopCron = undefined
      stale.clear()
      for (const timer of lazyInstall.values()) clearTimeout(timer)
      lazyInstall.clear()
      await Promise.allSettled(all.map(async (db) => (await db).close()))
    },
  }
}
