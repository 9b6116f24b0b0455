import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

export const SEEDED_DATA_DIR_MODULE = 'virtual:mock-seeded-data-dir'
const RESOLVED = `\0${SEEDED_DATA_DIR_MODULE}`

/**
 * The browser mock's embedded Postgres starts from a data directory made here, at build time: initdb
 * and the seed run once in Node, and the browser loads the result (PGlite's `loadDataDir`) instead of
 * running initdb (a second PGlite instance plus initdb.wasm) and the seed in every new tab.
 *
 * `import url from 'virtual:mock-seeded-data-dir'` answers the URL of that tarball in a build, and
 * `undefined` in the dev server (which then runs initdb and the seed as before). The tarball is
 * uncompressed: the HTTP server compresses it (precompressed copies, see precompress.ts), so the
 * browser hands PGlite a plain tar. Kept in node_modules/.cache, keyed by the seed and PGlite's version.
 */
export function mockSeededDataDir(root: string): Plugin {
  let serve = false
  return {
    name: 'dashboard:mock-seeded-data-dir',
    configResolved(config) {
      serve = config.command === 'serve'
    },
    resolveId(source) {
      return source === SEEDED_DATA_DIR_MODULE ? RESOLVED : undefined
    },
    async load(id) {
      if (id !== RESOLVED) return undefined
      if (serve) return 'export default undefined'
      const source = await seededDataDir(root)
      const ref = this.emitFile({ type: 'asset', name: 'mock-seeded-data-dir.tar', source })
      return `export default import.meta.ROLLUP_FILE_URL_${ref}`
    },
  }
}

async function seededDataDir(root: string): Promise<Uint8Array> {
  const pglitePackage = join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')
  const pgliteVersion = (JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string }).version
  // The seed's sources decide the content: hash them with PGlite's version.
  const sources = [
    'mocks/pglite/seed.ts',
    'mocks/pglite/seed-vault.ts',
    'mocks/pglite/database.ts',
    'mocks/pglite/extensions.ts',
  ]
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
    const tar = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer())
    mkdirSync(cacheDir, { recursive: true })
    writeFileSync(cached, tar)
    return tar
  } finally {
    await db.close()
  }
}
