import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

export const SEEDED_DATA_DIR_MODULE = 'virtual:mock-seeded-data-dir'
const RESOLVED = `\0${SEEDED_DATA_DIR_MODULE}`
/** Where the dev server serves it, under the base path. */
const DEV_PATH = '@mock-seeded-data-dir.tar'

/**
 * The browser mock's embedded Postgres starts from a data directory made here: initdb and the seed
 * run once in Node, and the browser loads the result (PGlite's `loadDataDir`) instead of running
 * initdb (a second PGlite instance plus initdb.wasm) and the seed in every new demo.
 *
 * `import url from 'virtual:mock-seeded-data-dir'` answers the URL of that tarball: an asset in a
 * build, a path the dev server answers (made on its first request) under `npm run dev`. The tarball is
 * uncompressed: the HTTP server compresses it (precompressed copies, see precompress.ts; the dev
 * server gzips it), so the browser hands PGlite a plain tar. Kept in node_modules/.cache, keyed by the
 * seed's sources and PGlite's version.
 */
export function mockSeededDataDir(root: string): Plugin {
  let serve = false
  let base = '/'
  return {
    name: 'dashboard:mock-seeded-data-dir',
    configResolved(config) {
      serve = config.command === 'serve'
      base = config.base
    },
    configureServer(server) {
      server.middlewares.use(`${base}${DEV_PATH}`, (_req, res, next) => {
        seededDataDir(root).then((tar) => {
          res.setHeader('Content-Type', 'application/x-tar')
          res.setHeader('Cache-Control', 'no-cache')
          res.end(tar)
        }, next)
      })
    },
    resolveId(source) {
      return source === SEEDED_DATA_DIR_MODULE ? RESOLVED : undefined
    },
    async load(id) {
      if (id !== RESOLVED) return undefined
      if (serve) return `export default ${JSON.stringify(`${base}${DEV_PATH}`)}`
      const source = await seededDataDir(root)
      const ref = this.emitFile({ type: 'asset', name: 'mock-seeded-data-dir.tar', source })
      return `export default import.meta.ROLLUP_FILE_URL_${ref}`
    },
  }
}

let making: Promise<Uint8Array> | undefined
const seededDataDir = (root: string) => (making ??= makeSeededDataDir(root).finally(() => (making = undefined)))

async function makeSeededDataDir(root: string): Promise<Uint8Array> {
  const pglitePackage = join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')
  const pgliteVersion = (JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string }).version
  // The seed's sources decide the content (every seed module: a new one is included by its name).
  const seeds = readdirSync(join(root, 'mocks/pglite')).filter((f) => /^seed.*\.ts$/.test(f) && !f.endsWith('.test.ts'))
  const sources = [...seeds.sort().map((f) => `mocks/pglite/${f}`), 'mocks/pglite/database.ts', 'mocks/pglite/extensions.ts', 'build-tools/mock-pgdata.ts']
  const hash = createHash('sha256').update(pgliteVersion)
  for (const file of sources) hash.update(readFileSync(join(root, file)))
  const cacheDir = join(root, 'node_modules', '.cache', 'mock-seeded-data-dir')
  const cached = join(cacheDir, `${hash.digest('hex').slice(0, 16)}.tar`)
  if (existsSync(cached)) return readFileSync(cached)

  // Node 20 runs no TypeScript by itself: tsx loads the mock's modules (as the benchmark does).
  const { tsImport } = await import('tsx/esm/api')
  const { createSeededDatabase } = (await tsImport(
    join(root, 'mocks/pglite/database.ts'),
    import.meta.url,
  )) as typeof import('../mocks/pglite/database')
  const db = await createSeededDatabase()
  try {
    // A checkpoint first: the directory then starts without WAL to replay.
    await db.exec('checkpoint')
    await shrink(db)
    const tar = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer())
    mkdirSync(cacheDir, { recursive: true })
    writeFileSync(cached, tar)
    return tar
  } finally {
    await db.close()
  }
}

interface DataDirFs {
  readdir(path: string): string[]
  unlink(path: string): void
}

/**
 * Leaves out what a demo never reads: the template databases' files (7 MB of the 20 MB: PGlite's one
 * connection is to `postgres`, template0 allows none, and a demo's `create database` is the one thing
 * that would copy template1: it fails) and the WAL segments after the current one (initdb
 * preallocates them; Postgres makes them again when needed).
 */
async function shrink(db: Awaited<ReturnType<typeof import('../mocks/pglite/database').createSeededDatabase>>) {
  const { rows } = await db.query<{ dirs: string[]; wal: string }>(
    `select (select array_agg(oid::text) from pg_database where datname in ('template0', 'template1')) as dirs, pg_walfile_name(pg_current_wal_insert_lsn()) as wal`,
  )
  const { dirs, wal } = rows[0]!
  const fs = (db.Module as unknown as { FS: DataDirFs }).FS
  const data = '/pglite/data'
  for (const dir of dirs)
    for (const name of fs.readdir(`${data}/base/${dir}`)) if (!name.startsWith('.')) fs.unlink(`${data}/base/${dir}/${name}`)
  for (const name of fs.readdir(`${data}/pg_wal`)) if (/^[0-9A-F]{24}$/.test(name) && name > wal) fs.unlink(`${data}/pg_wal/${name}`)
}
