import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const root = resolve(import.meta.dirname, '../..')
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [path] : []
  })
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string
  if (specifier.startsWith('@/')) base = join(root, 'src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else return undefined
  if (/\.tsx?$/.test(base) && existsSync(base)) return base
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate))
}

/** The static import graph of src/ (type-only imports included: they tie modules together too). */
export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(join(root, 'src'))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles.map((f) => resolveImport(file, f.fileName)).filter((t): t is string => !!t)
    graph.set(relative(root, file), [...new Set(targets.map((t) => relative(root, t)))])
  }
  return graph
}

/** Strongly connected components with more than one member (or a self-loop): the import cycles. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0
  const indices = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    indices.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!))
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!indices.has(node)) visit(node)
  return found
}

/** `src/features/<name>/...` → `features/<name>`; other layers by their top folder. */
export function moduleOf(file: string): string {
  const parts = file.split('/')
  return parts[1] === 'features' ? `features/${parts[2]}` : (parts[1] ?? file)
}

/** The graph between modules (features and layers), self-edges dropped. */
export function moduleGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const modules = new Map<string, Set<string>>()
  for (const [file, targets] of graph) {
    const from = moduleOf(file)
    const set = modules.get(from) ?? new Set<string>()
    for (const target of targets) if (moduleOf(target) !== from) set.add(moduleOf(target))
    modules.set(from, set)
  }
  return new Map([...modules].map(([k, v]) => [k, [...v]]))
}
