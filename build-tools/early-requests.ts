import { relative } from 'node:path'
import type { Plugin } from 'vite'

export const EARLY_REQUESTS_CHUNK = 'early-requests'

/**
 * Issue 26 item 1: the early script (src/app/boot/early-requests.ts) as an entry of its own, and an async
 * module script for it at the top of index.html's head (high priority: Chrome holds back async scripts
 * otherwise), so that it runs as soon as it arrives, while the app's entry is still loading. Built, it is one small file under assets/ (hashed, cached like the others;
 * `script-src 'self'` allows it); the dev server serves the source.
 */
export function earlyRequests(entry: string): Plugin {
  let base = '/'
  let root = ''
  let building = false
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
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fileName = bundle
          ? Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry && output.name === EARLY_REQUESTS_CHUNK)?.fileName
          : relative(root, entry).replaceAll('\\', '/')
        if (!fileName) throw new Error(`The ${EARLY_REQUESTS_CHUNK} chunk is missing from the build`)
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, fetchpriority: 'high', src: `${base}${fileName}` }, injectTo: 'head-prepend' }]
      },
    },
  }
}
