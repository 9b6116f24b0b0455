import { z } from 'zod/mini'
import { create } from 'zustand'

export const SESSION_STORAGE_KEY = 'dashboard-auth-session'

/** A factor as the session's user and GET {authUrl}/user list it (CONTRACT §14). */
export const sessionFactorSchema = z.looseObject({
  id: z.string(),
  factor_type: z.string(),
  status: z.string(),
  friendly_name: z.nullish(z.string()),
  created_at: z.optional(z.string()),
})

export const authUserSchema = z.looseObject({
  id: z.string(),
  email: z.optional(z.string()),
  // GoTrue's sessions carry the user's factors: whether a code is due is known without another call.
  factors: z.optional(z.nullable(z.array(sessionFactorSchema))),
})

export const sessionSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z._default(z.string(), 'bearer'),
  expires_in: z.optional(z.number()),
  expires_at: z.number(),
  refresh_token: z.string(),
  user: authUserSchema,
})
export type Session = z.infer<typeof sessionSchema>

/** The session as stored now (another tab may have changed it since this tab last looked). */
export function readStoredSession(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY)
    if (!raw) return null
    const parsed = sessionSchema.safeParse(JSON.parse(raw))
    if (!parsed.success) localStorage.removeItem(SESSION_STORAGE_KEY)
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

interface SessionState {
  session: Session | null
  setSession: (session: Session | null) => void
}

/** The signed-in session, kept in localStorage so a reload stays signed in (CONTRACT §4). */
export const useSessionStore = create<SessionState>()((set) => ({
  session: readStoredSession(),
  setSession: (session) => {
    if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session))
    else localStorage.removeItem(SESSION_STORAGE_KEY)
    set({ session })
  },
}))

export const getSession = () => useSessionStore.getState().session
export const setSession = (session: Session | null) => useSessionStore.getState().setSession(session)

/** Claims of the access token; `aal` is the MFA assurance level (CONTRACT §4). */
export const accessTokenClaimsSchema = z.looseObject({
  sub: z.optional(z.string()),
  email: z.optional(z.string()),
  exp: z.optional(z.number()),
  aal: z._default(z.catch(z.enum(['aal1', 'aal2']), 'aal1'), 'aal1'),
})

export function decodeAccessToken(token: string) {
  try {
    const payload = token.split('.')[1] ?? ''
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    return accessTokenClaimsSchema.parse(JSON.parse(json))
  } catch {
    return accessTokenClaimsSchema.parse({})
  }
}

export type AssuranceLevel = 'aal1' | 'aal2'

/** The MFA assurance level of a session, from its access token's `aal` claim (CONTRACT §4). */
export function sessionAal(session: Session | null): AssuranceLevel | undefined {
  return session ? decodeAccessToken(session.access_token).aal : undefined
}

/** Whether the session still owes a code: signed in with a password (aal1) by a person with a verified factor. */
export function sessionNeedsCode(session: Session | null) {
  if (!session || sessionAal(session) === 'aal2') return false
  return (session.user.factors ?? []).some((factor) => factor.status === 'verified')
}

/** What another tab did to the shared session. A refresh (same user, new tokens) is not a change of user. */
export type SessionChange = 'signed-in' | 'signed-out' | 'user-changed'

export function classifySessionChange(previous: Session | null, next: Session | null): SessionChange | undefined {
  if (!previous && next) return 'signed-in'
  if (previous && !next) return 'signed-out'
  if (previous && next && previous.user.id !== next.user.id) return 'user-changed'
  return undefined
}

const otherTabListeners = new Set<(change: SessionChange) => void>()

/** Sign-in, sign-out and a change of user in another tab (issue 11 item 2): the app drops its caches and follows. */
export function onSessionChangedInOtherTab(listener: (change: SessionChange) => void) {
  otherTabListeners.add(listener)
  return () => otherTabListeners.delete(listener)
}

/** Applies the stored session to this tab, telling the listeners when the user changed. */
export function followStoredSession() {
  const previous = getSession()
  const next = readStoredSession()
  useSessionStore.setState({ session: next })
  const change = classifySessionChange(previous, next)
  if (change) otherTabListeners.forEach((listener) => listener(change))
}

// Another tab signing in, refreshing or signing out writes localStorage; the storage event tells this one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return
    followStoredSession()
  })
}
