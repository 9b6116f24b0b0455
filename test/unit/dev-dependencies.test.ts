import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { BROWSER_SOURCE_DIRS, importedSpecifiers, isBrowserModule, isPackageImport } from '../../build-tools/dev-dependencies'
import config from '../../vite.config'

const root = resolve(import.meta.dirname, '../..')

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

/** The imports of a module as TypeScript reads them (a second reader, apart from the config's). */
function valueImports(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined
      const typeOnly = clause?.isTypeOnly || (!clause?.name && named !== undefined && named.length > 0 && named.every((e) => e.isTypeOnly))
      if (!typeOnly) found.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteralLike(node.moduleSpecifier) && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')

describe('dev server pre-bundling (issue 32 item 3)', () => {
  it('pre-bundles every package that src/ and mocks/ import, lazily or in a worker, as the server starts', () => {
    const include = new Set(config.optimizeDeps?.include ?? [])
    const exclude = config.optimizeDeps?.exclude ?? []
    const aliases = Object.keys(config.resolve?.alias ?? {})
    const missing: string[] = []
    for (const dir of BROWSER_SOURCE_DIRS)
      for (const path of files(join(root, dir))) {
        const file = relative(root, path)
        if (!isBrowserModule(file)) continue
        for (const specifier of valueImports(path))
          if (isPackageImport(specifier, aliases) && !exclude.includes(packageOf(specifier)) && !include.has(specifier))
            missing.push(`${specifier} (${file})`)
      }
    expect(missing).toEqual([])
    // What the issue met: the Edge Functions compiler's package, imported only inside its worker.
    expect(include).toContain('sucrase')
  })

  it('reads static, re-exported and lazy imports, not type-only ones nor names in a variable', () => {
    const code = [
      "import { a } from 'static-pkg'",
      "import type { T } from 'types-only'",
      "import { type U } from 'types-only-too'",
      "import 'side-effect-pkg'",
      "export { b } from 'reexported-pkg/sub'",
      "const lazy = () => import('lazy-pkg')",
      "const NAME = './node-only.ts'",
      'const hidden = () => import(/* @vite-ignore */ NAME)',
    ].join('\n')
    expect(importedSpecifiers('example.ts', code).sort()).toEqual(['lazy-pkg', 'reexported-pkg/sub', 'side-effect-pkg', 'static-pkg'])
  })

  it('leaves out what is not a package the browser loads', () => {
    expect(isPackageImport('@/lib/config/config', ['@', '@mocks'])).toBe(false)
    expect(isPackageImport('@mocks/browser', ['@', '@mocks'])).toBe(false)
    expect(isPackageImport('@mantine/core', ['@', '@mocks'])).toBe(true)
    expect(isPackageImport('@mantine/core/styles.css', ['@', '@mocks'])).toBe(false)
    expect(isPackageImport('node:fs', [])).toBe(false)
    expect(isPackageImport('virtual:mock-seeded-data-dir', [])).toBe(false)
    expect(isBrowserModule('mocks/node.ts')).toBe(false)
    expect(isBrowserModule('src/features/x/model.test.ts')).toBe(false)
    expect(isBrowserModule('mocks/functions/compile-worker.ts')).toBe(true)
  })
})
