import { PROJECT_SECTIONS } from '@/features/projects'
import type { FileRoutesById } from '@/routeTree.gen'

/**
 * Document titles (WCAG 2.4.2), one format everywhere, most specific part first:
 * `{page} | {organization or project name} | Dashboard`, e.g. 'SQL editor | Storefront | Dashboard',
 * 'Billing | Northwind Labs | Dashboard', 'Organizations | Dashboard'.
 */
export const APP_TITLE = 'Dashboard'
export const TITLE_SEPARATOR = ' | '
export const NOT_FOUND_TITLE = 'Page not found'

export function formatDocumentTitle(...parts: (string | undefined)[]) {
  return [...parts.filter((part): part is string => Boolean(part?.trim())), APP_TITLE].join(TITLE_SEPARATOR)
}

type RouteId = keyof FileRoutesById

/**
 * The page names of the routes outside projects, and of the project pages that are not sidebar sections
 * (the others are named by PROJECT_SECTIONS).
 */
export const ROUTE_PAGE_NAMES: Partial<Record<RouteId, string>> = {
  '/sign-in': 'Sign in',
  '/sign-in-mfa': 'Authentication code',
  '/_app/account/me': 'Account',
  '/_app/account/security': 'Security',
  '/_app/account/tokens': 'Access tokens',
  '/_app/account/audit': 'Audit log',
  '/logout': 'Signing out',
  '/_app/organizations': 'Organizations',
  '/_app/join': 'Join an organization',
  '/_app/new/': 'New organization',
  '/_app/new/$slug': 'New project',
  '/_app/org/$slug/': 'Projects',
  '/_app/org/$slug/billing': 'Billing',
  '/_app/support/new': 'Support',
  '/_app/project/$ref/sql/templates': 'SQL templates',
  '/_app/project/$ref/sql/quickstarts': 'SQL quickstarts',
}

const PROJECT_PREFIX = '/project/$ref'

/**
 * The name of a project page from its route's full path: the section with the same path, else the
 * section the page lies under (a new page under /storage/ is a Storage page until it has its own entry).
 */
export function projectPageName(fullPath: string): string | undefined {
  const path = fullPath.replace(/\/$/, '')
  if (path === PROJECT_PREFIX) return PROJECT_SECTIONS.find((section) => section.to === PROJECT_PREFIX)?.label
  const exact = PROJECT_SECTIONS.find((section) => section.to === path)
  if (exact) return exact.label
  const within = PROJECT_SECTIONS.filter(
    (section) => section.to !== PROJECT_PREFIX && path.startsWith(`${section.to.replace(/\/\$id$/, '')}/`),
  ).sort((a, b) => b.to.length - a.to.length)
  return within[0]?.label
}

/** A function's tabs: named with the function, e.g. 'Logs | hello-world | Edge Functions'. */
const FUNCTION_TABS: Partial<Record<RouteId, string>> = {
  '/_app/project/$ref/functions/$slug/': 'Overview',
  '/_app/project/$ref/functions/$slug/code': 'Code',
  '/_app/project/$ref/functions/$slug/details': 'Details',
  '/_app/project/$ref/functions/$slug/invocations': 'Invocations',
  '/_app/project/$ref/functions/$slug/logs': 'Logs',
}

/** The page name of the deepest matched route (its params name the object a page is about). */
export function pageNameFor(routeId: string, fullPath: string, params: { slug?: string } = {}): string | undefined {
  const named = ROUTE_PAGE_NAMES[routeId as RouteId]
  if (named) return named
  const tab = FUNCTION_TABS[routeId as RouteId]
  if (tab) return [tab, params.slug, 'Edge Functions'].filter(Boolean).join(TITLE_SEPARATOR)
  return fullPath.startsWith(PROJECT_PREFIX) ? projectPageName(fullPath) : undefined
}
