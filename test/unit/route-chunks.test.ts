import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { preloadChunksModule, routeChunks, routeLazyModules, routePattern, ROUTE_CHUNKS_ELEMENT_ID } from '../../build-tools/route-chunks'
import { ROUTE_CHUNKS_ELEMENT_ID as EARLY_SCRIPT_ELEMENT_ID } from '../../src/app/boot/early-calls'

const src = fileURLToPath(new URL('../../src', import.meta.url))
const routes = join(src, 'routes')
const matches = (file: string, path: string) => new RegExp(routePattern(routes, join(routes, file))!).test(path)

describe('route patterns from the route files (issue 26 item 1)', () => {
  it('matches a page exactly and a layout as a prefix', () => {
    expect(matches('_app/project/$ref/sql/$id.tsx', '/project/abc/sql/new')).toBe(true)
    expect(matches('_app/project/$ref/sql/$id.tsx', '/project/abc/sql/new/more')).toBe(false)
    expect(matches('_app/project/$ref.tsx', '/project/abc/sql/new')).toBe(true)
    expect(matches('_app/project/$ref.tsx', '/projects')).toBe(false)
    expect(matches('_app/project/$ref/index.tsx', '/project/abc')).toBe(true)
    expect(matches('_app/project/$ref/index.tsx', '/project/abc/sql/new')).toBe(false)
    expect(matches('_app/organizations.tsx', '/organizations')).toBe(true)
  })

  it('leaves a static sibling to its own route', () => {
    expect(matches('_app/project/$ref/functions/$slug.tsx', '/project/abc/functions/hello')).toBe(true)
    expect(matches('_app/project/$ref/functions/$slug.tsx', '/project/abc/functions/new')).toBe(false)
    expect(matches('_app/project/$ref/functions/new.tsx', '/project/abc/functions/new')).toBe(true)
  })

  it('has no pattern for the root', () => {
    expect(routePattern(routes, join(routes, '__root.tsx'))).toBeUndefined()
  })

  it('uses the element id the early script reads', () => {
    expect(ROUTE_CHUNKS_ELEMENT_ID).toBe(EARLY_SCRIPT_ELEMENT_ID)
  })
})

describe('the files of a route', () => {
  const route = join(routes, '_app/project/$ref/sql/$id.tsx')
  const loader = join(src, 'features/sql-editor/components/load-sql-code-editor.ts')
  const source = `import { loadSqlCodeEditor } from '@/features/sql-editor/components/load-sql-code-editor'\nexport const Route = createFileRoute('/x')({ staticData: { preloadChunks: loadSqlCodeEditor } })`

  it('finds the module of staticData.preloadChunks', () => {
    expect(preloadChunksModule(source, src, ['/elsewhere.ts', loader])).toBe(loader)
    expect(preloadChunksModule('no preload here', src, [loader])).toBeUndefined()
  })

  it('takes the route’s lazy imports and its preloader’s, not the mock’s, and lists their files minus the entry’s', () => {
    const graph = {
      moduleIds: [route, loader, '/app/main.tsx'],
      staticImports: (id: string) => (id === route ? [loader] : []),
      dynamicImports: (id: string) =>
        id === route ? [`${route}?tsr-split=component`, '/repo/mocks/pglite/control.ts'] : id === loader ? ['/repo/src/editor.tsx'] : [],
    }
    const lazy = routeLazyModules(routes, src, graph, () => source)
    expect(lazy.get(route)).toEqual([`${route}?tsr-split=component`, '/repo/src/editor.tsx'])
    const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false, css: string[] = []) => ({
      type: 'chunk' as const,
      fileName,
      moduleIds,
      imports,
      isEntry,
      viteMetadata: { importedCss: new Set(css) },
    })
    const bundle = {
      entry: chunk('assets/index.js', ['/app/main.tsx'], ['assets/framework.js'], true),
      framework: chunk('assets/framework.js', []),
      page: chunk('assets/page.js', [`${route}?tsr-split=component`], ['assets/framework.js', 'assets/ui.js'], false, ['assets/page.css']),
      ui: chunk('assets/ui.js', []),
      editor: chunk('assets/editor.js', ['/repo/src/editor.tsx']),
    }
    const { files, routes: listed } = routeChunks(routes, lazy, bundle)
    expect(listed).toHaveLength(1)
    const [pattern, indices] = listed[0]!
    // sql/templates and sql/quickstarts are static siblings: the editor's pattern leaves them out.
    expect(pattern).toBe('^/project/[^/]+/sql/(?!(?:quickstarts|templates)(?:/|$))[^/]+/?$')
    expect(indices.map((index) => files[index])).toEqual(['assets/editor.js', 'assets/page.css', 'assets/page.js', 'assets/ui.js'])
  })
})
