import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const gzipAsync = promisify(gzip)

/** The browser mock's embedded Postgres files: PGlite's wasm and file system bundle, the seeded data directory. */
export const PRECOMPRESSED = /\.(wasm|data|tar)$/

/**
 * Writes `<file>.gz` beside each large binary asset of the build (PGlite's, megabytes each), so that
 * servers send them compressed without compressing them on every request: nginx's gzip_static, the
 * test and benchmark server (test/support/mock-server.ts). The docker image gzips the other assets.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist'
  return {
    name: 'dashboard:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const assets = join(outDir, 'assets')
      const files = (await readdir(assets)).filter((name) => PRECOMPRESSED.test(name))
      await Promise.all(
        files.map(async (name) => {
          const source = await readFile(join(assets, name))
          await writeFile(join(assets, `${name}.gz`), await gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }))
        }),
      )
    },
  }
}
