import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { getAccessToken, REFRESH_LOCK_NAME, REFRESH_MARGIN_S, refreshSessionOnce, startSessionRefreshTimer } from './access-token'
import { signInWithPassword } from './api/auth-client'
import { getSession, onSessionChangedInOtherTab, SESSION_STORAGE_KEY, setSession, useSessionStore } from './session-store'

const DEMO = { email: 'demo@example.com', password: 'demo-password-123' }

/** Counts the refresh calls that cross the network. */
function countRefreshes() {
  const seen: string[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith('/auth/v1/token') && url.searchParams.get('grant_type') === 'refresh_token')
      seen.push(request.url)
  }
  server.events.on('request:start', listener)
  return {
    get count() {
      return seen.length
    },
    stop: () => server.events.removeListener('request:start', listener),
  }
}

/** A real session from the mock, made to expire `inSeconds` from now. */
async function sessionExpiringIn(inSeconds: number) {
  const session = await signInWithPassword(DEMO)
  const expiring = { ...session, expires_at: Math.floor(Date.now() / 1000) + inSeconds }
  setSession(expiring)
  return expiring
}

let stopTimer: (() => void) | undefined
beforeEach(() => setSession(null))
afterEach(() => {
  stopTimer?.()
  stopTimer = undefined
  vi.useRealTimers()
  setSession(null)
})

describe('getAccessToken', () => {
  it('answers nothing without a session', async () => {
    expect(await getAccessToken()).toBeUndefined()
  })

  it('answers the stored token while it is fresh, without a refresh', async () => {
    const session = await sessionExpiringIn(3600)
    const refreshes = countRefreshes()
    expect(await getAccessToken()).toBe(session.access_token)
    expect(refreshes.count).toBe(0)
    refreshes.stop()
  })

  it('refreshes once for concurrent callers when the token is about to expire', async () => {
    const stale = await sessionExpiringIn(REFRESH_MARGIN_S - 5)
    const refreshes = countRefreshes()
    const tokens = await Promise.all([
      getAccessToken(),
      getAccessToken(),
      getAccessToken(),
      refreshSessionOnce().then((s) => s?.access_token),
    ])
    expect(refreshes.count).toBe(1)
    expect(new Set(tokens).size).toBe(1)
    expect(tokens[0]).toBe(getSession()?.access_token)
    expect(getSession()?.expires_at).toBeGreaterThan(stale.expires_at + 3000)
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { refresh_token?: string }
    expect(stored.refresh_token).toBe(getSession()?.refresh_token)
    expect(stored.refresh_token).not.toBe(stale.refresh_token)
    // The next caller has a fresh token: no further refresh.
    await getAccessToken()
    expect(refreshes.count).toBe(1)
    refreshes.stop()
  })

  it('ends the session when the refresh token is rejected', async () => {
    await sessionExpiringIn(10)
    server.use(http.post('*/auth/v1/token', () => HttpResponse.json({ msg: 'Invalid Refresh Token' }, { status: 400 })))
    expect(await getAccessToken()).toBeUndefined()
    expect(getSession()).toBeNull()
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  })

  it('keeps the session when the auth service cannot be reached', async () => {
    const session = await sessionExpiringIn(10)
    server.use(http.post('*/auth/v1/token', () => HttpResponse.error()))
    expect(await getAccessToken()).toBe(session.access_token)
    expect(getSession()).toEqual(session)
  })
})

describe('startSessionRefreshTimer', () => {
  it('refreshes shortly before expires_at, then again before the next expiry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const first = await sessionExpiringIn(REFRESH_MARGIN_S + 120)
    const refreshes = countRefreshes()
    stopTimer = startSessionRefreshTimer()

    await vi.advanceTimersByTimeAsync(119_000)
    expect(refreshes.count).toBe(0)
    expect(getSession()?.access_token).toBe(first.access_token)

    await vi.advanceTimersByTimeAsync(2_000)
    await vi.waitFor(() => expect(refreshes.count).toBe(1))
    await vi.waitFor(() => expect(getSession()?.refresh_token).not.toBe(first.refresh_token))

    // The mock issues one-hour sessions: the next refresh comes REFRESH_MARGIN_S before that.
    await vi.advanceTimersByTimeAsync((3600 - REFRESH_MARGIN_S - 5) * 1000)
    expect(refreshes.count).toBe(1)
    await vi.advanceTimersByTimeAsync(10_000)
    await vi.waitFor(() => expect(refreshes.count).toBe(2))
    refreshes.stop()
  })

  it('stops when signed out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    await sessionExpiringIn(REFRESH_MARGIN_S + 10)
    const refreshes = countRefreshes()
    stopTimer = startSessionRefreshTimer()
    setSession(null)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(refreshes.count).toBe(0)
    refreshes.stop()
  })
})

describe('two tabs (issue 11 item 2)', () => {
  /** navigator.locks as a browser gives it: one holder of a name at a time, the others queued. */
  function installWebLocks() {
    const queues = new Map<string, Promise<unknown>>()
    const requested: string[] = []
    const locks = {
      request: (name: string, callback: () => Promise<unknown>) => {
        requested.push(name)
        const previous = queues.get(name) ?? Promise.resolve()
        const run = previous.then(callback, callback)
        queues.set(name, run.catch(() => {}))
        return run
      },
    }
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
    return { requested, remove: () => Reflect.deleteProperty(navigator, 'locks') }
  }

  it('refreshes under a Web Lock; a tab that waited takes the other tab’s new session instead of spending the used token', async () => {
    const locks = installWebLocks()
    try {
      const stale = await sessionExpiringIn(10)
      const refreshes = countRefreshes()
      // Tab A refreshes: the rotated session lands in localStorage.
      const first = await refreshSessionOnce()
      expect(refreshes.count).toBe(1)
      // Tab B still holds the stale session in memory (its storage event has not arrived yet).
      useSessionStore.setState({ session: stale })
      const token = await getAccessToken()
      expect(refreshes.count).toBe(1)
      expect(token).toBe(first?.access_token)
      expect(getSession()?.refresh_token).toBe(first?.refresh_token)
      expect(locks.requested).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME])
      refreshes.stop()
    } finally {
      locks.remove()
    }
  })

  it('tells the app when another tab signs in, signs out or changes the user, but not on a refresh', async () => {
    const changes: string[] = []
    const stop = onSessionChangedInOtherTab((change) => changes.push(change))
    const session = await signInWithPassword(DEMO)
    const other = async (value: unknown) => {
      if (value === null) localStorage.removeItem(SESSION_STORAGE_KEY)
      else localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(value))
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }))
    }
    await other(session)
    await other({ ...session, access_token: `${session.access_token}x`, refresh_token: 'rotated' })
    await other(null)
    await other(session)
    await other({ ...session, user: { id: 'someone-else', email: 'b@example.com' } })
    stop()
    expect(changes).toEqual(['signed-in', 'signed-out', 'signed-in', 'user-changed'])
  })
})
