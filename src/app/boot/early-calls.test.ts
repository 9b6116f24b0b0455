import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { REFRESH_MARGIN_S as AUTH_REFRESH_MARGIN_S } from '@/features/auth/access-token'
import { SESSION_STORAGE_KEY as AUTH_SESSION_STORAGE_KEY } from '@/features/auth/session-store'
import type { EarlyRequests } from '@/lib/http/early-requests'
import { earlyAccessToken, earlyConfig, preloadRouteFiles, projectRefOfPath, REFRESH_MARGIN_S, ROUTE_CHUNKS_ELEMENT_ID, sendEarlyCalls, SESSION_STORAGE_KEY } from './early-calls'

const API = 'http://localhost:3000'
const platformConfig = { platform: true, apiUrl: `${API}/platform`, authUrl: `${API}/auth/v1`, mock: false }
const nowMs = Date.UTC(2026, 10, 28)
const session = (expiresInS: number) => JSON.stringify({ access_token: 'token-1', expires_at: nowMs / 1000 + expiresInS, refresh_token: 'r', user: { id: 'u' } })

describe('what the early script reads', () => {
  it('uses the auth feature’s session key and refresh margin', () => {
    expect(SESSION_STORAGE_KEY).toBe(AUTH_SESSION_STORAGE_KEY)
    expect(REFRESH_MARGIN_S).toBe(AUTH_REFRESH_MARGIN_S)
  })

  it('sends nothing for a mock, or a config it does not understand', () => {
    expect(earlyConfig({ ...platformConfig, mock: true })).toBeUndefined()
    expect(earlyConfig({ ...platformConfig, apiUrl: 'javascript:alert(1)' })).toBeUndefined()
    expect(earlyConfig({ ...platformConfig, platform: 'yes' })).toBeUndefined()
    expect(earlyConfig('nonsense')).toBeUndefined()
    expect(earlyConfig(platformConfig)).toEqual({ apiUrl: API, signInRequired: true })
    expect(earlyConfig({ ...platformConfig, platform: false, authUrl: '' })).toEqual({ apiUrl: API, signInRequired: false })
  })

  it('takes a session’s token only when it is not about to expire', () => {
    expect(earlyAccessToken(null, nowMs)).toBeNull()
    expect(earlyAccessToken(session(3600), nowMs)).toBe('token-1')
    expect(earlyAccessToken(session(REFRESH_MARGIN_S), nowMs)).toBeUndefined()
    expect(earlyAccessToken('{not json', nowMs)).toBeUndefined()
    expect(earlyAccessToken(JSON.stringify({ access_token: 1 }), nowMs)).toBeUndefined()
  })

  it('finds the project ref of a project page', () => {
    expect(projectRefOfPath('/project/abc/sql/new')).toBe('abc')
    expect(projectRefOfPath('/project/a%20b')).toBe('a b')
    expect(projectRefOfPath('/project/%E0%A4%A')).toBeUndefined()
    expect(projectRefOfPath('/organizations')).toBeUndefined()
  })
})

describe('the early calls', () => {
  const seen: { path: string; headers: Headers; at: number }[] = []
  let profileAnswered = 0
  beforeEach(() => {
    seen.length = 0
    vi.spyOn(Date, 'now').mockReturnValue(nowMs)
    localStorage.setItem(SESSION_STORAGE_KEY, session(3600))
    server.use(
      http.get(`${API}/platform/*`, async ({ request }) => {
        const path = new URL(request.url).pathname
        seen.push({ path, headers: request.headers, at: performance.now() })
        if (path === '/platform/profile') {
          await delay(30)
          profileAnswered = performance.now()
          return HttpResponse.json({ id: 1 })
        }
        if (path === '/platform/projects') return HttpResponse.json([{ ref: 'listed' }])
        return HttpResponse.json({})
      }),
    )
  })
  afterEach(() => {
    window.__dashboardEarly = undefined
  })

  let preloads: number[] = []
  const start = async (path: string, config: object = platformConfig) => {
    const early: EarlyRequests = { config: Promise.resolve(Response.json(config)), calls: new Map() }
    window.__dashboardEarly = early
    preloads = []
    await sendEarlyCalls(early, path, () => preloads.push(early.calls.size))
    return early
  }

  it('sends the guards’ calls with the app’s headers, the organizations only after the profile answered', async () => {
    const early = await start('/organizations')
    expect(seen.map((call) => call.path).sort()).toEqual(['/platform/organizations', '/platform/profile', '/platform/profile/permissions', '/platform/projects'])
    const profile = seen.find((call) => call.path === '/platform/profile')!
    expect(profile.headers.get('Authorization')).toBe('Bearer token-1')
    expect(profile.headers.get('Version')).toBe('2')
    expect(profile.headers.get('Accept')).toBe('application/json')
    expect(seen.find((call) => call.path === '/platform/organizations')!.at).toBeGreaterThanOrEqual(profileAnswered)
    const call = early.calls.get(`${API}/platform/profile`)!
    expect(call).toMatchObject({ authorization: 'Bearer token-1', requestId: profile.headers.get('X-Request-Id') })
    expect(await (await call.response).json()).toEqual({ id: 1 })
    // The page's files are requested once, after the first three calls went out.
    expect(preloads).toEqual([3])
  })

  it('fetches a project page’s details only for a listed project', async () => {
    await start('/project/listed/sql/new')
    expect(seen.map((call) => call.path)).toContain('/platform/projects/listed')
    seen.length = 0
    await start('/project/unknown/sql/new')
    expect(seen.map((call) => call.path)).not.toContain('/platform/projects/unknown')
  })

  it('sends nothing without a session where sign-in is needed, for a mock, or once the app booted', async () => {
    localStorage.removeItem(SESSION_STORAGE_KEY)
    await start('/organizations')
    expect(preloads).toEqual([])
    await start('/organizations', { ...platformConfig, mock: true })
    localStorage.setItem(SESSION_STORAGE_KEY, session(3600))
    // A signed-in user's page in the mock: its files, no call.
    await start('/organizations', { ...platformConfig, mock: true })
    expect(preloads).toEqual([0])
    const early: EarlyRequests = { config: Promise.resolve(Response.json(platformConfig)), calls: new Map() }
    window.__dashboardEarly = null
    await sendEarlyCalls(early, '/organizations')
    expect(seen).toEqual([])
  })

  it('sends without Authorization self-hosted without an auth service', async () => {
    localStorage.removeItem(SESSION_STORAGE_KEY)
    const early = await start('/project/default', { ...platformConfig, platform: false, authUrl: '' })
    expect(seen.find((call) => call.path === '/platform/profile')!.headers.has('Authorization')).toBe(false)
    expect(early.calls.get(`${API}/platform/profile`)!.authorization).toBeNull()
  })
})

describe('the route files requested early', () => {
  const links = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.crossOrigin} ${link.getAttribute('href')}`)
  afterEach(() => {
    document.head.innerHTML = ''
  })
  const list = (json: string) => {
    const element = document.createElement('script')
    element.type = 'application/json'
    element.id = ROUTE_CHUNKS_ELEMENT_ID
    element.textContent = json
    document.head.append(element)
  }

  it('adds the matching routes’ files once each, as Vite’s preload helper would', () => {
    list(JSON.stringify({ files: ['assets/frame.js', 'assets/page.js', 'assets/page.css', 'assets/other.js'], routes: [['^/project/[^/]+(?:/|$)', [0]], ['^/project/[^/]+/sql/[^/]+/?$', [0, 1, 2]], ['^/org/', [3]]] }))
    preloadRouteFiles('/project/abc/sql/new', '/dashboard/')
    expect(links()).toEqual(['modulepreload  /dashboard/assets/frame.js', 'modulepreload  /dashboard/assets/page.js', 'stylesheet  /dashboard/assets/page.css'])
  })

  it('adds nothing without a list, or with one it does not understand', () => {
    preloadRouteFiles('/project/abc', '/dashboard/')
    list('{not json')
    preloadRouteFiles('/project/abc', '/dashboard/')
    document.head.innerHTML = ''
    list(JSON.stringify({ files: 'x', routes: [] }))
    preloadRouteFiles('/project/abc', '/dashboard/')
    expect(links()).toEqual([])
  })
})
