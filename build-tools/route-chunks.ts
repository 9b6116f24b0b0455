import { existsSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * Issue 26 item 1 (deep links): which lazy files each route's first load fetches, known to index.html, so
 * that the early script (src/app/boot/early-calls.ts) requests them beside the app's entry instead of after
 * it has arrived and run. Written into the page as a JSON data block (`ROUTE_CHUNKS_ELEMENT_ID`; not a
 * script that runs, so `script-src 'self'` has nothing to say).
 *
 * A route's files are those of the modules its route file loads lazily (its split component, a loader's
 * import) or loads ahead through the function its `staticData.preloadChunks` names (the SQL editor's
 * CodeMirror, the project frame's sidebar), with the files those import in turn; minus the entry's own.
 * The mock's modules (mock mode only) are left out.
 */
export const ROUTE_CHUNKS_ELEMENT_ID = 'dashboard-route-chunks'

export interface RouteChunks {
  /** Files below the base URL. */
  files: string[]
  /** [path pattern (RegExp source, matched against the path below the base), indices into `files`]. */
  routes: [string, number[]][]
}

/** The route's path pattern from its file (TanStack Router's file naming as used in src/routes). */
export function routePattern(routesDir: string, file: string): string | undefined {
  const path = relative(routesDir, file).split(sep).join('/').replace(/\.tsx?$/, '')
  const segments = path.split('/')
  if (segments[0] === '__root') return undefined
  const isLayout = existsSync(join(routesDir, path))
  const parts: string[] = []
  let dir = routesDir
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1
    if (segment.startsWith('_')) {
      dir = join(dir, segment)
      continue
    }
    if (last && segment === 'index') break
    if (segment.startsWith('$')) {
      // A static sibling (`functions/new` beside `functions/$slug`) is its own route, not this one's.
      const statics = siblings(dir).filter((name) => !name.startsWith('$') && !name.startsWith('_') && name !== 'index')
      parts.push(statics.length ? `(?!(?:${statics.map(escape).join('|')})(?:/|$))[^/]+` : '[^/]+')
    } else parts.push(escape(segment))
    dir = join(dir, segment)
  }
  const prefix = `^/${parts.join('/')}`
  if (!parts.length) return isLayout ? '^/' : '^/?$'
  return isLayout ? `${prefix}(?:/|$)` : `${prefix}/?$`
}

const siblings = (dir: string) => [...new Set((existsSync(dir) ? readdirSync(dir) : []).map((entry) => entry.replace(/\.tsx?$/, '')))]
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export interface ModuleGraph {
  moduleIds: Iterable<string>
  staticImports: (id: string) => readonly string[]
  dynamicImports: (id: string) => readonly string[]
}

/** Per route file: the module ids whose files its first load fetches (see the header). */
export function routeLazyModules(routesDir: string, srcDir: string, graph: ModuleGraph, readSource: (file: string) => string): Map<string, string[]> {
  const ownCode = (id: string) => !id.includes('/node_modules/') && !/[\\/]mocks[\\/]/.test(id)
  const byRoute = new Map<string, string[]>()
  for (const id of graph.moduleIds) {
    if (!id.startsWith(routesDir + sep) || id.includes('?') || !/\.tsx?$/.test(id)) continue
    const lazy = new Set(graph.dynamicImports(id).filter(ownCode))
    const preloader = preloadChunksModule(readSource(id), srcDir, graph.staticImports(id))
    if (preloader) for (const target of graph.dynamicImports(preloader)) if (ownCode(target)) lazy.add(target)
    byRoute.set(id, [...lazy])
  }
  return byRoute
}

/**
 * The module that gives the route's `staticData.preloadChunks` (`preloadChunks: loadSqlCodeEditor`, imported
 * by name from `@/…`): what it loads lazily is what that function loads.
 */
export function preloadChunksModule(source: string, srcDir: string, importedIds: readonly string[]): string | undefined {
  const name = /preloadChunks:\s*([A-Za-z_$][\w$]*)/.exec(source)?.[1]
  if (!name) return undefined
  const specifier = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@\/([^']+)'/g)].find(([, names]) =>
    names!.split(',').some((part) => part.trim().split(/\s+as\s+/).pop() === name),
  )?.[2]
  if (!specifier) return undefined
  const base = join(srcDir, specifier)
  return importedIds.find((id) => id === base || /^\.(tsx?|js)$/.test(id.slice(base.length)) && id.startsWith(base))
}

interface OutputChunk {
  type: 'chunk'
  fileName: string
  moduleIds: readonly string[]
  imports: readonly string[]
  isEntry: boolean
  viteMetadata?: { importedCss: Set<string> }
}
type Output = OutputChunk | { type: 'asset'; fileName: string }

/** The JSON for the page: each route's files, minus what the entries load anyway. */
export function routeChunks(routesDir: string, lazyModules: Map<string, string[]>, bundle: Record<string, Output>): RouteChunks {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')
  const chunkOf = new Map<string, OutputChunk>()
  for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk)
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (start: OutputChunk[]) => {
    const seen = new Set<string>()
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return
      seen.add(chunk.fileName)
      for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css)
      for (const file of chunk.imports) visit(byFile.get(file))
    }
    start.forEach(visit)
    return seen
  }
  const loadedAnyway = closure(chunks.filter((chunk) => chunk.isEntry))
  const files: string[] = []
  const indexOf = (file: string) => {
    const at = files.indexOf(file)
    return at >= 0 ? at : files.push(file) - 1
  }
  const routes: [string, number[]][] = []
  for (const [file, modules] of [...lazyModules].sort(([a], [b]) => a.localeCompare(b))) {
    const pattern = routePattern(routesDir, file)
    if (!pattern) continue
    const needed = [...closure(modules.map((id) => chunkOf.get(id)).filter((chunk) => chunk !== undefined))].filter((name) => !loadedAnyway.has(name))
    if (needed.length) routes.push([pattern, needed.sort().map(indexOf)])
  }
  return { files, routes }
}
