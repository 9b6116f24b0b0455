import { type MemoryFS, PGlite, type PGliteOptions } from '@electric-sql/pglite'
import type { CapturedChange } from '../realtime/capture'
import { extensions, lazyExtensions } from './extensions'
import { missingExtensionFile, untar } from './lazy-extension'
import { type PgMetaErrorBody, toPgMetaErrorBody } from './pg-error'
import { SEED_SQL } from './seed'

export type Row = Record<string, unknown>
export type QueryOutcome =
  | { ok: true; rows: Row[]; changes?: CapturedChange[] }
  | { ok: false; message: string; error?: PgMetaErrorBody }

// The database's comment marks a data directory that holds the seed (a persisted one is not seeded twice).
const SEEDED_MARK = 'dashboard-mock-seeded'
const MARK_SEEDED = /* SQL */ `
do $$ begin execute format('comment on database %I is %L', current_database(), '${SEEDED_MARK}'); end $$;
`
const IS_SEEDED = /* SQL */ `
select shobj_description(oid, 'pg_database') = '${SEEDED_MARK}' as seeded from pg_database where datname = current_database()
`

// A directory loaded from the build's tarball shares its vault key with every other: each gets its own.
const NEW_VAULT_KEY = /* SQL */ `update vault.encryption_key set key = md5(random()::text) || md5(random()::text)`

/** Where PGlite keeps the data directory in its in-memory file system. */
const PGDATA = '/pglite/data'

/** Every database of the mock: 1 MB WAL segments (not 16 MB), so a data directory and its changes stay small. */
const SMALL_WAL = {
  initDbStartParams: ['--wal-segsize=1'],
  postgresqlconf: ["min_wal_size = '2MB'", "max_wal_size = '8MB'"],
} satisfies PGliteOptions

export interface SeededDatabaseOptions {
  /** A file system that already holds a data directory (a restored snapshot: see snapshot.ts). */
  restore?: MemoryFS
  /** The seeded data directory as a tarball, for a new directory (see build-tools/mock-pgdata.ts). */
  seededDataDir?: () => Promise<Blob | undefined>
  /**
   * The template databases' files, which the seeded tarball leaves out (build-tools/mock-pgdata.ts):
   * loaded into a directory made from that tarball the first time a statement needs them.
   */
  templateDatabases?: () => Promise<Blob>
}

// The databases whose directory has no template databases' files yet, with the way to load them.
const missingTemplates = new WeakMap<PGlite, () => Promise<void>>()
// What Postgres says when a statement (`create database`) reads a template database's missing files.
const MISSING_TEMPLATE_FILE = /could not open file "base\/\d+\/[^"]*": No such file or directory/

/** Writes the template databases' files into the data directory, once (a failed load is tried again next time). */
function templatesLoader(db: PGlite, templateDatabases: () => Promise<Blob>) {
  let loading: Promise<void> | undefined
  return () =>
    (loading ??= templateDatabases()
      .then(async (blob) => {
        const { FS } = db.Module as unknown as { FS: { mkdirTree(path: string): void; writeFile(path: string, data: Uint8Array): void } }
        for (const file of untar(new Uint8Array(await blob.arrayBuffer()))) {
          const path = `${PGDATA}/${file.name}`
          FS.mkdirTree(path.slice(0, path.lastIndexOf('/')))
          FS.writeFile(path, file.data)
        }
        missingTemplates.delete(db)
      })
      .catch((error: unknown) => {
        loading = undefined
        throw error
      }))
}

/**
 * A Postgres with the seed (seed.ts): a restored data directory, or a new one in memory. A new one
 * loads `seededDataDir`'s tarball when given (several times faster than initdb and the seed), else
 * runs initdb and the seed.
 */
export async function createSeededDatabase({ restore, seededDataDir, templateDatabases }: SeededDatabaseOptions = {}): Promise<PGlite> {
  if (restore) {
    const db = await PGlite.create({ fs: restore, extensions, ...SMALL_WAL })
    // A directory saved from the seeded tarball has no template files either (until it needed them).
    if (templateDatabases) missingTemplates.set(db, templatesLoader(db, templateDatabases))
    const { rows } = await db.query<{ seeded: boolean | null }>(IS_SEEDED)
    if (rows[0]?.seeded) return db
    await installLazyExtensions(db)
    await db.exec(SEED_SQL + MARK_SEEDED)
    return db
  }
  const tarball = await seededDataDir?.().catch(() => undefined)
  if (tarball) {
    // A tarball that cannot be read leaves the directory empty (nothing is written before it is read):
    // initdb and the seed below then make it as before.
    performance.mark('mock-postgres:pglite-create')
    const loaded = await PGlite.create({ extensions, loadDataDir: tarball, ...SMALL_WAL }).catch(() => undefined)
    performance.mark('mock-postgres:pglite-created')
    if (loaded) {
      if (templateDatabases) missingTemplates.set(loaded, templatesLoader(loaded, templateDatabases))
      await loaded.exec(NEW_VAULT_KEY)
      performance.mark('mock-postgres:vault-key')
      return loaded
    }
  }
  const db = await PGlite.create({ extensions, ...SMALL_WAL })
  await installLazyExtensions(db)
  await db.exec(SEED_SQL + MARK_SEEDED)
  return db
}

/** Puts the files of the extensions the database started without in place (the seed creates them). */
export async function installLazyExtensions(db: PGlite) {
  await Promise.all(lazyExtensions(db).map(([, extension]) => extension.install()))
}

// Drops every user schema (public included) and wrapper so the seed can run again on the same instance.
const DROP_USER_SCHEMAS = /* SQL */ `
do $$ declare s record; begin
  for s in select nspname from pg_namespace
    where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'
  loop execute format('drop schema %I cascade', s.nspname); end loop;
  -- Wrappers (with their servers, user mappings and foreign tables) belong to no schema.
  for s in select w.fdwname from pg_foreign_data_wrapper w
    where not exists (select 1 from pg_depend d where d.classid = 'pg_foreign_data_wrapper'::regclass and d.objid = w.oid and d.deptype = 'e')
  loop execute format('drop foreign data wrapper %I cascade', s.fdwname); end loop;
end $$;
create schema public;
`

/** Puts a database back to the seed, much faster than starting a new instance. */
export async function reseedDatabase(db: PGlite) {
  await installLazyExtensions(db)
  await db.exec(DROP_USER_SCHEMAS + SEED_SQL + MARK_SEEDED)
}

const hex = (bytes: Uint8Array) => `\\x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`

/** Values as pg-meta sends them over JSON: big numbers as text, dates as ISO strings, bytea as hex. */
function toJsonValue(value: unknown): unknown {
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString()
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  if (value instanceof Uint8Array) return hex(value)
  if (Array.isArray(value)) return value.map(toJsonValue)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonValue(v)]))
  return value
}

/**
 * Runs one or more statements; answers the rows of the last statement that returned rows (`[]` when
 * none), and failures in postgres-meta's error shape (CONTRACT §7).
 */
export async function runSql(db: PGlite, sql: string): Promise<QueryOutcome> {
  try {
    const results = await db.exec(sql)
    const last = results.findLast((result) => result.rows.length > 0)
    return { ok: true, rows: (last?.rows ?? []).map((row) => toJsonValue(row) as Row) }
  } catch (error) {
    // A statement that needs an extension whose files are not in place yet (the failed text was rolled
    // back): put them in place and run it again.
    const message = error instanceof Error ? error.message : String(error)
    const needed = lazyExtensions(db).filter(([name, extension]) => !extension.installed && missingExtensionFile(message, name))
    if (needed.length > 0) {
      const installed = await Promise.all(needed.map(([, extension]) => extension.install())).then(() => true, () => false)
      if (installed) return runSql(db, sql)
    }
    // `create database` copies a template database, whose files a demo loads only now.
    const loadTemplates = missingTemplates.get(db)
    if (loadTemplates && MISSING_TEMPLATE_FILE.test(message)) {
      const loaded = await loadTemplates().then(() => true, () => false)
      if (loaded) return runSql(db, sql)
    }
    const body = toPgMetaErrorBody(error, sql)
    return { ok: false, message: body.message, error: body }
  }
}
