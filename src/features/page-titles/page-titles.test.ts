import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import type { AnyRoute } from '@tanstack/react-router'
import { createAppRouter } from '@/app/router'
import { testConfig } from '../../../test/support/test-config'
import { formatDocumentTitle, pageNameFor, projectPageName } from './page-titles'

/** Every route that renders a page of its own: the leaves of the route tree (ids and full paths set by a router). */
function leafRoutes(): AnyRoute[] {
  const router = createAppRouter({ queryClient: new QueryClient(), config: testConfig() })
  return Object.values(router.routesById as unknown as Record<string, AnyRoute>).filter(
    (route) => Object.keys(route.children ?? {}).length === 0,
  )
}

describe('page titles', () => {
  it("reads '{page} | {organization or project} | Dashboard'", () => {
    expect(formatDocumentTitle('SQL editor', 'Storefront')).toBe('SQL editor | Storefront | Dashboard')
    expect(formatDocumentTitle('Organizations', undefined)).toBe('Organizations | Dashboard')
    expect(formatDocumentTitle(undefined, ' ')).toBe('Dashboard')
  })

  it('names every page of the route tree', () => {
    // These index routes only redirect; every other leaf is a page a user can land on.
    const redirects = new Set(['/', '/_app/project/$ref/editor/', '/_app/project/$ref/sql/'])
    const pages = leafRoutes().filter((route) => !redirects.has(route.id))
    expect(pages.length).toBeGreaterThan(20)
    const unnamed = pages.filter((route) => !pageNameFor(route.id, route.fullPath)).map((route) => route.id)
    expect(unnamed).toEqual([])
  })

  it('names project pages from the project sections, and new pages by the section they lie under', () => {
    expect(projectPageName('/project/$ref/')).toBe('Project home')
    expect(projectPageName('/project/$ref/sql/$id')).toBe('SQL editor')
    expect(projectPageName('/project/$ref/editor/$id')).toBe('Table editor')
    expect(projectPageName('/project/$ref/advisors/rules/security')).toBe('Advisor rules')
    expect(projectPageName('/project/$ref/storage/buckets/$id')).toBe('Storage buckets')
    expect(projectPageName('/project/$ref/nowhere')).toBeUndefined()
  })

  it("names a function's pages with the function", () => {
    expect(pageNameFor('/_app/project/$ref/functions/$slug/logs', '/project/$ref/functions/$slug/logs', { slug: 'hello' })).toBe(
      'Logs | hello | Edge Functions',
    )
    expect(pageNameFor('/_app/project/$ref/functions/$slug/', '/project/$ref/functions/$slug/', { slug: 'hello' })).toBe(
      'Overview | hello | Edge Functions',
    )
    expect(pageNameFor('/_app/project/$ref/functions/new', '/project/$ref/functions/new')).toBe('Deploy a new function')
    expect(pageNameFor('/_app/project/$ref/functions/secrets', '/project/$ref/functions/secrets')).toBe('Edge Function secrets')
  })
})
