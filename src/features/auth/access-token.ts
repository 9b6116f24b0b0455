import { ApiError } from '@/lib/http/errors'
import { refreshSession } from './api/auth-client'
import { getSession, readStoredSession, setSession, useSessionStore, type Session } from './session-store'

/** Refresh this long before `expires_at`, so no request goes out with a token about to lapse. */
export const REFRESH_MARGIN_S = 60
// setTimeout cannot wait longer than 2^31-1 ms; a later expiry is re-checked when the timer fires.
const MAX_TIMER_MS = 2_147_483_647

const nowSeconds = () => Date.now() / 1000
export const needsRefresh = (session: Pick<Session, 'expires_at'>, now = nowSeconds()) =>
  session.expires_at - now <= REFRESH_MARGIN_S

let refreshing: Promise<Session | null> | null = null

/** The Web Lock every tab of this browser takes to refresh: one tab at a time spends the refresh token. */
export const REFRESH_LOCK_NAME = 'dashboard-auth-session-refresh'

/**
 * Refreshes the session with its refresh token. Single-flight: callers arriving while a refresh is
 * under way share it, so the rotating refresh token is spent once; across tabs the refresh runs under a
 * Web Lock, and a tab that gets the lock after another refreshed takes that tab's session instead of
 * spending the used token again. A rejected refresh token ends the session; a network failure keeps it.
 */
export function refreshSessionOnce(): Promise<Session | null> {
  refreshing ??= withRefreshLock(refreshStoredSession).finally(() => {
    refreshing = null
  })
  return refreshing
}

function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  // Without Web Locks (old browsers, tests) the in-tab single flight still holds.
  if (!locks) return run()
  return locks.request(REFRESH_LOCK_NAME, run) as Promise<T>
}

async function refreshStoredSession(): Promise<Session | null> {
  const stored = readStoredSession()
  // Another tab refreshed (or signed out) while this one waited for the lock: follow it.
  if (stored?.refresh_token !== getSession()?.refresh_token) useSessionStore.setState({ session: stored })
  if (stored && !needsRefresh(stored)) return stored
  const current = getSession()
  if (!current) return null
  try {
    const next = await refreshSession(current.refresh_token)
    // Signed out (or refreshed by another tab) meanwhile: keep what is there now.
    if (getSession()?.refresh_token !== current.refresh_token) return getSession()
    setSession(next)
    return next
  } catch (error) {
    if (isRejected(error) && getSession()?.refresh_token === current.refresh_token) setSession(null)
    return getSession()
  }
}

const isRejected = (error: unknown) =>
  error instanceof ApiError && error.code !== undefined && error.code >= 400 && error.code < 500 && error.code !== 429

/** The access token for API calls, refreshed first when it is about to expire. */
export async function getAccessToken(): Promise<string | undefined> {
  const session = getSession()
  if (!session) return undefined
  if (!needsRefresh(session)) return session.access_token
  return (await refreshSessionOnce())?.access_token
}

let stopTimer: (() => void) | undefined

/** Keeps the stored session fresh: refreshes REFRESH_MARGIN_S before each expiry. Idempotent. */
export function startSessionRefreshTimer() {
  if (stopTimer) return stopTimer
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = (session: Session | null) => {
    clearTimeout(timer)
    timer = undefined
    if (!session) return
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, (session.expires_at - REFRESH_MARGIN_S) * 1000 - Date.now()))
    timer = setTimeout(() => {
      const current = getSession()
      if (current && needsRefresh(current)) void refreshSessionOnce()
      else schedule(current)
    }, delay)
  }
  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.session !== previous.session) schedule(state.session)
  })
  schedule(getSession())
  stopTimer = () => {
    unsubscribe()
    clearTimeout(timer)
    stopTimer = undefined
  }
  return stopTimer
}
