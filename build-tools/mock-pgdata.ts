import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

export const SEEDED_DATA_DIR_MODULE = 'virtual:mock-seeded-data-dir'
export const TEMPLATE_DATABASES_MODULE = 'virtual:mock-template-databases'
/** Each module: the part of the made directory it answers, and where the dev server serves it (under the base path). */
const MODULES = {
  [SEEDED_DATA_DIR_MODULE]: { part: 'seed', devPath: '@mock-seeded-data-dir.tar', name: 'mock-seeded-data-dir.tar' },
  [TEMPLATE_DATABASES_MODULE]: { part: 'templates', devPath: '@mock-template-databases.tar', name: 'mock-template-databases.tar' },
} as const
type ModuleId = keyof typeof MODULES
const isModule = (id: string): id is ModuleId => Object.hasOwn(MODULES, id)

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
 *
 * `import url from 'virtual:mock-template-databases'` answers the URL of what the seed leaves out: the
 * template databases' files (see shrink below), a second tarball that the database loads only when a
 * statement needs them (`create database`).
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
      for (const { part, devPath } of Object.values(MODULES))
        server.middlewares.use(`${base}${devPath}`, (_req, res, next) => {
          seededDataDir(root).then((made) => {
            res.setHeader('Content-Type', 'application/x-tar')
            res.setHeader('Cache-Control', 'no-cache')
            res.end(made[part])
          }, next)
        })
    },
    resolveId(source) {
      return isModule(source) ? `\0${source}` : undefined
    },
    async load(id) {
      const source = id.slice(1)
      if (!id.startsWith('\0') || !isModule(source)) return undefined
      const { part, devPath, name } = MODULES[source]
      if (serve) return `export default ${JSON.stringify(`${base}${devPath}`)}`
      const made = await seededDataDir(root)
      const ref = this.emitFile({ type: 'asset', name, source: made[part] })
      return `export default import.meta.ROLLUP_FILE_URL_${ref}`
    },
  }
}

/** The seeded data directory without the template databases, and their files apart (both plain tarballs). */
interface Made {
  seed: Uint8Array
  templates: Uint8Array
}

let making: Promise<Made> | undefined
const seededDataDir = (root: string) => (making ??= makeSeededDataDir(root).finally(() => (making = undefined)))

async function makeSeededDataDir(root: string): Promise<Made> {
  const pglitePackage = join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')
  const pgliteVersion = (JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string }).version
  // The seed's sources decide the content (every seed module: a new one is included by its name).
  const seeds = readdirSync(join(root, 'mocks/pglite')).filter((f) => /^seed.*\.ts$/.test(f) && !f.endsWith('.test.ts'))
  const sources = [...seeds.sort().map((f) => `mocks/pglite/${f}`), 'mocks/pglite/database.ts', 'mocks/pglite/extensions.ts', 'build-tools/mock-pgdata.ts']
  const hash = createHash('sha256').update(pgliteVersion)
  for (const file of sources) hash.update(readFileSync(join(root, file)))
  const cacheDir = join(root, 'node_modules', '.cache', 'mock-seeded-data-dir')
  const key = hash.digest('hex').slice(0, 16)
  const cached = { seed: join(cacheDir, `${key}.tar`), templates: join(cacheDir, `${key}.templates.tar`) }
  if (existsSync(cached.seed) && existsSync(cached.templates))
    return { seed: readFileSync(cached.seed), templates: readFileSync(cached.templates) }

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
    const templates = await shrink(db)
    const seed = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer())
    mkdirSync(cacheDir, { recursive: true })
    writeFileSync(cached.seed, seed)
    writeFileSync(cached.templates, templates)
    return { seed, templates }
  } finally {
    await db.close()
  }
}

interface DataDirFs {
  readdir(path: string): string[]
  readFile(path: string): Uint8Array
  unlink(path: string): void
}

/**
 * Leaves out what a demo never reads: the template databases' files (7 MB of the 20 MB: PGlite's one
 * connection is to `postgres`, template0 allows none, and a demo's `create database` is the one thing
 * that would copy template1: it fails) and the WAL segments after the current one (initdb
 * preallocates them; Postgres makes them again when needed). Answers the template databases' files as
 * a tarball of their paths in the data directory: the demo loads it when `create database` needs them
 * (mocks/pglite/database.ts).
 */
export async function shrink(db: Awaited<ReturnType<typeof import('../mocks/pglite/database').createSeededDatabase>>) {
  const { rows } = await db.query<{ dirs: string[]; wal: string }>(
    `select (select array_agg(oid::text) from pg_database where datname in ('template0', 'template1')) as dirs, pg_walfile_name(pg_current_wal_insert_lsn()) as wal`,
  )
  const { dirs, wal } = rows[0]!
  const fs = (db.Module as unknown as { FS: DataDirFs }).FS
  const data = '/pglite/data'
  const templates: { name: string; data: Uint8Array }[] = []
  for (const dir of dirs)
    for (const name of fs.readdir(`${data}/base/${dir}`)) {
      if (name.startsWith('.')) continue
      const path = `${data}/base/${dir}/${name}`
      templates.push({ name: `base/${dir}/${name}`, data: fs.readFile(path) })
      fs.unlink(path)
    }
  for (const name of fs.readdir(`${data}/pg_wal`)) if (/^[0-9A-F]{24}$/.test(name) && name > wal) fs.unlink(`${data}/pg_wal/${name}`)
  return tar(templates)
}

/** A plain ustar archive of regular files (short paths: no prefix field needed). */
function tar(files: { name: string; data: Uint8Array }[]): Uint8Array<ArrayBuffer> {
  const size = files.reduce((total, file) => total + 512 + Math.ceil(file.data.length / 512) * 512, 1024)
  const out = new Uint8Array(size)
  const put = (offset: number, text: string) => out.set(new TextEncoder().encode(text), offset)
  const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`
  let offset = 0
  for (const file of files) {
    if (file.name.length > 99) throw new Error(`A path too long for the tarball: ${file.name}`)
    put(offset, file.name)
    put(offset + 100, octal(0o600, 8))
    put(offset + 108, octal(0, 8))
    put(offset + 116, octal(0, 8))
    put(offset + 124, octal(file.data.length, 12))
    put(offset + 136, octal(0, 12))
    put(offset + 148, '        ')
    put(offset + 156, '0')
    put(offset + 257, 'ustar\0')
    put(offset + 263, '00')
    const checksum = out.subarray(offset, offset + 512).reduce((sum, byte) => sum + byte, 0)
    put(offset + 148, `${checksum.toString(8).padStart(6, '0')}\0 `)
    out.set(file.data, offset + 512)
    offset += 512 + Math.ceil(file.data.length / 512) * 512
  }
  return out
}
