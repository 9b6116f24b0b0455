import type { Plugin } from 'vite'

/**
 * Issue 17 item 4b: the chunks of the landing routes are known to the first HTML. Without this, the
 * browser learns of the signed-in frame's and the organization list's chunks (and the small chunks
 * they import) only after the entry script has run and the router has matched the URL: a second wave
 * of requests before the first screen. Each module given here (a route file's split component, e.g.
 * `src/routes/_app.tsx?tsr-split=component`) gets a modulepreload link in index.html for its chunk and
 * every chunk that chunk imports statically, beside the ones Vite already lists for the entry.
 */
export function landingPreload(modules: RegExp[]): Plugin {
  return {
    name: 'dashboard:landing-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const chunks = new Map(
          Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])),
        )
        const wanted = new Set<string>()
        const visit = (fileName: string) => {
          if (wanted.has(fileName)) return
          wanted.add(fileName)
          chunks.get(fileName)?.imports.forEach(visit)
        }
        for (const pattern of modules) {
          const chunk = [...chunks.values()].find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId))
          if (!chunk) throw new Error(`landing-preload: no chunk for ${pattern}`)
          visit(chunk.fileName)
        }
        const base = html.match(/<script type="module"[^>]* src="([^"]*?)assets\//)?.[1] ?? '/'
        const tags = [...wanted]
          .filter((fileName) => !html.includes(`${base}${fileName}"`))
          .map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` }, injectTo: 'head' as const }))
        return { html, tags }
      },
    },
  }
}
