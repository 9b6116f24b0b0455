import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PGlite, type Extensions } from '@electric-sql/pglite'
import { createSeededDatabase } from './database'
import { SEED_SQL } from './seed'

/**
 * Node (the e2e mock server, vitest): a data directory made once per machine and kept as a tarball in
 * the temp folder, so that every other database of the same kind loads it instead of running initdb
 * (and the seed) again: about three times faster. Named after PGlite's version and what the directory
 * holds, so a change to either makes a new one; written under a temporary name and renamed, so a
 * reader never sees half a file.
 */
function tarballPath(kind: string, contents: string) {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const pglite = readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')
  const key = createHash('sha256').update(`${pglite}\n${contents}`).digest('hex').slice(0, 16)
  return join(tmpdir(), `dashboard-pglite-${kind}-${key}.tar`)
}

const tarballs = new Map<string, Promise<Blob>>()

function cachedTarball(kind: string, contents: string, make: () => Promise<PGlite>): Promise<Blob> {
  let tarball = tarballs.get(kind)
  if (!tarball) {
    tarball = (async () => {
      const path = tarballPath(kind, contents)
      try {
        return new Blob([await readFile(path)])
      } catch {
        const db = await make()
        const made = await db.dumpDataDir('none')
        await db.close()
        const temporary = `${path}.${process.pid}.${Date.now()}`
        await writeFile(temporary, new Uint8Array(await made.arrayBuffer()))
        await rename(temporary, path)
        return made
      }
    })()
    tarball.catch(() => tarballs.delete(kind))
    tarballs.set(kind, tarball)
  }
  return tarball
}

/** A seeded database (seed.ts) in Node, from the cached data directory. */
export const createCachedSeededDatabase = () =>
  createSeededDatabase({ seededDataDir: () => cachedTarball('seed', SEED_SQL, () => createSeededDatabase()) })

/** A new empty database (what initdb makes) with these extensions, from the cached data directory. */
export const createCachedEmptyDatabase = async <E extends Extensions>(extensions: E) =>
  PGlite.create({ extensions, loadDataDir: await cachedTarball('empty', '', () => PGlite.create()) })
