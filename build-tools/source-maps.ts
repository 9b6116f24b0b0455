import { mkdirSync, renameSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Source maps never go into dist/: nginx serves everything there (with immutable caching), so a map
 * there publishes the whole source. With `SOURCEMAP_DIR` set (a deployment that uploads maps to its
 * error-reporting service) they are written 'hidden' (no sourceMappingURL comment) and moved there.
 */
export function sourceMapBuildOptions(env: Record<string, string | undefined> = process.env) {
  const dir = env.SOURCEMAP_DIR?.trim()
  return dir ? { sourcemap: 'hidden' as const, plugin: moveSourceMaps(resolve(dir)) } : { sourcemap: false as const, plugin: undefined }
}

/** Moves every written `*.map` out of the output folder into `targetDir`, keeping relative paths. */
export function moveSourceMaps(targetDir: string): Plugin {
  return {
    name: 'dashboard:move-source-maps',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? (options.file ? dirname(options.file) : 'dist')
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.endsWith('.map')) continue
        const target = join(targetDir, fileName)
        mkdirSync(dirname(target), { recursive: true })
        renameSync(join(outDir, fileName), target)
      }
    },
  }
}
