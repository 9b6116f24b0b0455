/**
 * Issue 26 item 1: the first screen's platform calls start while the page's HTML is read, not after the
 * app's entry (~180 KB) has arrived and run. The early script (./early-requests.ts, which
 * build-tools/early-requests.ts builds as a second entry and puts in index.html as an async module
 * script, before the app's) fetches config.json and, with a session that is not about to expire, sends the calls the signed-in
 * frame's guards send first, with the same headers, in the same order:
 * `GET /platform/profile`, `/platform/profile/permissions` and `/platform/projects` at once, then
 * `/platform/organizations` once the profile answered (SPEC §7), and for a project page
 * `/platform/projects/{ref}` once the project list names the ref.
 *
 * The app takes these answers (src/lib/http/early-requests.ts) where it would have sent the same request,
 * and handles them like its own: status, errors, zod parsing. Nothing read here is trusted beyond
 * deciding whether to send: a config or session this script does not understand sends nothing, and the
 * app does its own. When the app booted first (a cached entry), this script starts nothing.
 *
 * It imports nothing else at run time (it must stay one small file): the session key and refresh margin are the
 * auth feature's (a unit test holds them equal).
 */
import type { EarlyCall, EarlyRequests } from '@/lib/http/early-requests'

export const SESSION_STORAGE_KEY = 'dashboard-auth-session'
export const REFRESH_MARGIN_S = 60
/** The app's own calls time out after 30 s (REQUEST_TIMEOUT_MS); so do these. */
const REQUEST_TIMEOUT_MS = 30_000
const PROFILE_HEADERS = { Version: '2' }

interface EarlyConfig {
  apiUrl: string
  signInRequired: boolean
}

/** The config's fields this script needs; undefined (send nothing) for a mock or anything unexpected. */
export function earlyConfig(json: unknown): EarlyConfig | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const { platform, apiUrl, authUrl, mock } = json as Record<string, unknown>
  if (mock !== false || typeof platform !== 'boolean' || typeof apiUrl !== 'string' || typeof authUrl !== 'string') return undefined
  if (!/^https?:\/\//.test(apiUrl)) return undefined
  return { apiUrl: apiUrl.replace(/\/+$/, '').replace(/\/platform$/, ''), signInRequired: platform || authUrl !== '' }
}

/**
 * The stored session's access token: null without a session, undefined when this script should send
 * nothing (a session about to expire is refreshed by the app first; one it cannot read, the app handles).
 */
export function earlyAccessToken(stored: string | null, nowMs: number): string | null | undefined {
  if (stored === null) return null
  try {
    const session = JSON.parse(stored) as { access_token?: unknown; expires_at?: unknown }
    const { access_token: token, expires_at: expiresAt } = session
    if (typeof token !== 'string' || !token || typeof expiresAt !== 'number') return undefined
    return expiresAt - nowMs / 1000 > REFRESH_MARGIN_S ? token : undefined
  } catch {
    return undefined
  }
}

/** The project ref of a project page's path (below the app's base), if it is one. */
export function projectRefOfPath(path: string): string | undefined {
  const match = /^\/project\/([^/]+)/.exec(path)
  if (!match?.[1]) return undefined
  try {
    return decodeURIComponent(match[1])
  } catch {
    return undefined
  }
}

const listsProject = (json: unknown, ref: string) =>
  Array.isArray(json) && json.some((project: unknown) => typeof project === 'object' && project !== null && (project as { ref?: unknown }).ref === ref)

/**
 * `preloadFiles` requests the page's code: after the calls (on HTTP/1.1's six connections the calls, a chain
 * of two round trips, go first), or when no call is sent (a mock, or an unexpected config) for a signed-in
 * user; self-hosted without sign-in once the config says so.
 */
export async function sendEarlyCalls(early: EarlyRequests, path: string, preloadFiles = () => {}) {
  const config = earlyConfig(await early.config.then((response) => (response.ok ? response.clone().json() : undefined), () => undefined))
  const token = earlyAccessToken(localStorage.getItem(SESSION_STORAGE_KEY), Date.now())
  if (!config || token === undefined || (config.signInRequired && !token)) {
    if (token) preloadFiles()
    return
  }
  // The app booted meanwhile (it claims what is here when it starts): it sends its own from now on.
  if (window.__dashboardEarly !== early) return
  const authorization = token ? `Bearer ${token}` : null
  const get = (apiPath: string, headers: Record<string, string> = {}) => {
    const requestId = crypto.randomUUID()
    const url = `${config.apiUrl}${apiPath}`
    const response = fetch(url, {
      credentials: 'include',
      headers: { Accept: 'application/json', 'X-Request-Id': requestId, ...(authorization ? { Authorization: authorization } : {}), ...headers },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    // Handled by whoever takes it; one nobody takes must not be an unhandled rejection.
    response.catch(() => undefined)
    const call: EarlyCall = { authorization, requestId, response }
    early.calls.set(url, call)
    return response
  }
  const ok = (response: Promise<Response>) => response.then((answer) => answer.ok, () => false)
  const profile = get('/platform/profile', PROFILE_HEADERS)
  get('/platform/profile/permissions')
  const projects = get('/platform/projects')
  preloadFiles()
  const ref = projectRefOfPath(path)
  const stillFirst = () => window.__dashboardEarly === early
  await Promise.all([
    ok(profile).then((answered) => {
      if (answered && stillFirst()) get('/platform/organizations')
    }),
    ref &&
      projects
        .then((answer) => (answer.ok ? answer.clone().json() : undefined))
        .then((json: unknown) => {
          if (listsProject(json, ref) && stillFirst()) get(`/platform/projects/${encodeURIComponent(ref)}`)
        }, () => undefined),
  ])
}

/** `build-tools/route-chunks.ts`' data block: each route's lazy files (a unit test holds the id equal). */
export const ROUTE_CHUNKS_ELEMENT_ID = 'dashboard-route-chunks'

/**
 * Requests the lazy files of the routes this path matches (their page, the code they load ahead), as the
 * build listed them in the page: the router asks for the same files once the entry has run, and finds
 * them arriving. No list (the dev server), or one this script does not understand: nothing.
 */
export function preloadRouteFiles(path: string, base: string) {
  let chunks: unknown
  try {
    chunks = JSON.parse(document.getElementById(ROUTE_CHUNKS_ELEMENT_ID)?.textContent ?? 'null')
  } catch {
    return
  }
  if (typeof chunks !== 'object' || chunks === null) return
  const { files, routes } = chunks as { files?: unknown; routes?: unknown }
  if (!Array.isArray(files) || !Array.isArray(routes)) return
  const wanted = new Set<string>()
  for (const route of routes as unknown[]) {
    if (!Array.isArray(route) || typeof route[0] !== 'string' || !Array.isArray(route[1]) || !new RegExp(route[0]).test(path)) continue
    for (const index of route[1] as unknown[]) if (typeof index === 'number' && typeof files[index] === 'string') wanted.add(files[index])
  }
  for (const file of wanted) {
    const link = document.createElement('link')
    // As Vite's own preload helper would add them, so that it finds them there and adds no second request.
    link.rel = file.endsWith('.css') ? 'stylesheet' : 'modulepreload'
    link.crossOrigin = ''
    link.href = `${base}${file}`
    document.head.appendChild(link)
  }
}

/** Starts the early requests, unless the app already booted. */
export function startEarlyRequests() {
  // The app already booted (its entry was cached and ran first): it sends its own calls.
  if (window.__dashboardEarly !== undefined) return
  const base = import.meta.env.BASE_URL
  const early: EarlyRequests = { config: fetch(`${base}config.json`), calls: new Map() }
  early.config.catch(() => undefined)
  window.__dashboardEarly = early
  const path = `/${window.location.pathname.slice(base.length)}`
  const preload = () => preloadRouteFiles(path, base)
  if (/^\/(sign-in|logout)(\/|$)/.test(path)) return preload()
  return sendEarlyCalls(early, path, preload).catch(() => undefined)
}
