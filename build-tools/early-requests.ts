import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Plugin } from 'vite'
import { ROUTE_CHUNKS_ELEMENT_ID, routeChunks, routeLazyModules } from './route-chunks.ts'

export const EARLY_REQUESTS_CHUNK = 'early-requests'

/**
 * Issue 26 item 1: the early script (src/app/boot/early-requests.ts) as an entry of its own, and an async
 * module script for it at the top of index.html's head (high priority: Chrome holds back async scripts
 * otherwise), so that it runs as soon as it arrives, while the app's entry is still loading. Built, it is one small file under assets/ (hashed, cached like the others;
 * `script-src 'self'` allows it); the dev server serves the source.
 */
export function earlyRequests({ entry, srcDir, routesDir }: { entry: string; srcDir: string; routesDir: string }): Plugin {
  let base = '/'
  let root = ''
  let building = false
  let lazyModules = new Map<string, string[]>()
  return {
    name: 'dashboard-early-requests',
    configResolved(config) {
      base = config.base
      root = config.root
      building = config.command === 'build' && !config.build.ssr
    },
    buildStart() {
      if (building) this.emitFile({ type: 'chunk', id: entry, name: EARLY_REQUESTS_CHUNK })
    },
    buildEnd() {
      if (!building) return
      const graph = {
        moduleIds: this.getModuleIds(),
        staticImports: (id: string) => this.getModuleInfo(id)?.importedIds ?? [],
        dynamicImports: (id: string) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      }
      lazyModules = routeLazyModules(routesDir, srcDir, graph, (file) => readFileSync(file, 'utf8'))
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fileName = bundle
          ? Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === EARLY_REQUESTS_CHUNK)?.fileName
          : relative(root, entry).replaceAll('\\', '/')
        if (!fileName) throw new Error(`The ${EARLY_REQUESTS_CHUNK} chunk is missing from the build`)
        // The route files' lazy chunks, for the early script to request (build-tools/route-chunks.ts); before
        // the script's tag, so that it is parsed when the script runs.
        const chunks = bundle && JSON.stringify(routeChunks(routesDir, lazyModules, bundle as never)).replaceAll('<', '\\u003c')
        return [
          ...(chunks ? [{ tag: 'script', attrs: { type: 'application/json', id: ROUTE_CHUNKS_ELEMENT_ID }, children: chunks, injectTo: 'head-prepend' as const }] : []),
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, fetchpriority: 'high', src: `${base}${fileName}` }, injectTo: 'head-prepend' as const },
        ]
      },
    },
  }
}
