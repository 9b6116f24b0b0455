import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseSync } from 'vite'

/** Where the browser's code lives: every module there may be loaded under the dev server. */
export const BROWSER_SOURCE_DIRS = ['src', 'mocks']

/** Code that never runs in a browser: tests and their helpers, and the mock's Node-only entries. */
export function isBrowserModule(path: string): boolean {
  const file = path.split('\\').join('/')
  if (!/\.(ts|tsx|js|jsx|mjs)$/.test(file) || file.endsWith('.d.ts')) return false
  if (/\.test\.[tj]sx?$|(^|\/)test-helpers\.[tj]sx?$|(^|\/)testing\//.test(file)) return false
  return !NODE_ONLY.has(file)
}
// Loaded by Node only (mocks/pglite/engine.ts and the mock server name them in a variable).
const NODE_ONLY = new Set(['mocks/node.ts', 'mocks/pglite/node-engine.ts'])

/** A package import: not relative, not an alias of ours, not a Node built-in, a virtual module or a style sheet. */
export function isPackageImport(specifier: string, aliases: readonly string[]): boolean {
  if (/^[./]/.test(specifier) || /^[a-z]+:/.test(specifier)) return false
  if (aliases.some((alias) => specifier === alias || specifier.startsWith(`${alias}/`))) return false
  return !/\.(css|scss|svg|png|jpe?g|gif|webp|woff2?|json|wasm|tar)(\?.*)?$/.test(specifier)
}

const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')

/** The packages a module imports for their values (type-only imports are erased), static or lazy. */
export function importedSpecifiers(path: string, code: string): string[] {
  const { module } = parseSync(path, code, { lang: path.endsWith('x') ? 'tsx' : 'ts' })
  const found: string[] = []
  for (const entry of module.staticImports)
    if (entry.entries.length === 0 || entry.entries.some((e) => !e.isType)) found.push(entry.moduleRequest.value)
  for (const entry of module.staticExports)
    for (const item of entry.entries) if (item.moduleRequest && !item.isType) found.push(item.moduleRequest.value)
  for (const entry of module.dynamicImports) {
    // `import('pkg')` only: a name in a variable is the module's own choice to keep a package out.
    const literal = /^(['"`])([^'"`$]+)\1$/.exec(code.slice(entry.moduleRequest.start, entry.moduleRequest.end))
    if (literal?.[2]) found.push(literal[2])
  }
  return found
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? files(path) : [path]
  })
}

/**
 * Every package the browser's code imports (src/ and mocks/, a lazy page's or a worker's as much as
 * the entry's), for the dev server to pre-bundle when it starts: one met only later (a page or a
 * worker loaded on first use) would make the optimizer run again and reload the open page (issue 32
 * item 3: sucrase, met at the first Edge Function deploy). Read from the sources on each start, so a new
 * dependency is pre-bundled as soon as something imports it. Packages in `exclude` are served as they
 * are (with their subpaths).
 */
export function browserDependencies(root: string, aliases: readonly string[], exclude: readonly string[]): string[] {
  const found = new Set<string>()
  for (const dir of BROWSER_SOURCE_DIRS)
    for (const path of files(join(root, dir))) {
      if (!isBrowserModule(relative(root, path))) continue
      for (const specifier of importedSpecifiers(path, readFileSync(path, 'utf8')))
        if (isPackageImport(specifier, aliases) && !exclude.includes(packageOf(specifier))) found.add(specifier)
    }
  return [...found].sort()
}
