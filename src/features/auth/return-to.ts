import { DEFAULT_REDIRECT } from './landing'

export const RETURN_TO_PARAM = 'returnTo'
const BASE_PATH = '/dashboard'

// SPEC §2 Redirect rules + CONTRACT §3: a same-site path of letters, digits, '/', '-' and '_', with an
// optional simple query (`?a=b&c=d`, names and values of letters, digits, '-' and '_').
const SIMPLE_NAME = '[A-Za-z0-9_-]+'
const SAFE_TARGET = new RegExp(`^/[A-Za-z0-9/_-]*(\\?${SIMPLE_NAME}=[A-Za-z0-9_-]*(&${SIMPLE_NAME}=[A-Za-z0-9_-]*)*)?$`)

/** Whether a candidate target (after the /dashboard segment is removed) may be followed. */
export function isSafeReturnPath(target: string) {
  return SAFE_TARGET.test(target) && !target.startsWith('//') && !target.includes('://')
}

/** Removes a leading /dashboard segment: '/dashboard/org/x' -> '/org/x', '/dashboard?a=b' -> '/?a=b'. */
function withoutBasePath(value: string) {
  if (!value.startsWith(BASE_PATH)) return value
  const rest = value.slice(BASE_PATH.length)
  if (rest === '' || rest.startsWith('?')) return `/${rest}`
  return rest.startsWith('/') ? rest : value
}

/**
 * Where to go after sign-in, from the query string of the sign-in URL (with or without '?'): its
 * returnTo if safe, else `fallback`; the other query parameters are merged into the target. The
 * result is always a path on this site (under the dashboard's base path), starting with one '/'.
 */
export function resolveReturnTo(searchStr: string, fallback: string = DEFAULT_REDIRECT): string {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)
  const requested = withoutBasePath(params.get(RETURN_TO_PARAM) ?? '')
  params.delete(RETURN_TO_PARAM)

  const target =
    requested && isSafeReturnPath(requested) ? requested : isSafeReturnPath(fallback) ? fallback : DEFAULT_REDIRECT
  const [path = '/', query = ''] = target.split('?')
  const merged = new URLSearchParams(query)
  params.forEach((value, name) => merged.set(name, value))
  const mergedQuery = merged.toString()
  // `path` matched SAFE_TARGET, so it starts with exactly one '/'; a bare '/' cannot grow a second one.
  return mergedQuery ? `${path}?${mergedQuery}` : path
}

/** The returnTo value for a page the user was going to (router location, without the base path). */
export function returnToFor(location: { pathname: string; searchStr: string }) {
  return `${location.pathname}${location.searchStr}`
}
