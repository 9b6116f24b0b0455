import { z } from 'zod/mini'

/**
 * Anti-forgery for the GitHub sign-in (issue 11 item 1): a session in the URL fragment is accepted only
 * when this browser tab started that sign-in. The state is kept in sessionStorage before the redirect,
 * travels in the redirect_to query, and is checked and removed on return.
 */
export const GITHUB_SIGN_IN_STATE_KEY = 'dashboard-github-sign-in-state'
export const SIGN_IN_STATE_PARAM = 'sign_in_state'
/** A sign-in left unfinished longer than this is not accepted any more. */
export const SIGN_IN_STATE_MAX_AGE_MS = 10 * 60 * 1000
const STATE_LENGTH = 32
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

const storedSchema = z.object({
  state: z.string().check(z.regex(new RegExp(`^[A-Za-z0-9]{${STATE_LENGTH}}$`))),
  startedAt: z.number(),
})

/** A fresh random state for a sign-in about to start, remembered for this tab. */
export function beginGitHubSignIn(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(STATE_LENGTH))
  const state = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
  sessionStorage.setItem(GITHUB_SIGN_IN_STATE_KEY, JSON.stringify({ state, startedAt: now }))
  return state
}

/** True when `searchStr` carries the state of the sign-in this tab started; the stored state is used up either way. */
export function consumeGitHubSignIn(searchStr: string, now = Date.now()): boolean {
  const returned = new URLSearchParams(searchStr.replace(/^\?/, '')).get(SIGN_IN_STATE_PARAM)
  let stored: z.infer<typeof storedSchema> | undefined
  try {
    const parsed = storedSchema.safeParse(JSON.parse(sessionStorage.getItem(GITHUB_SIGN_IN_STATE_KEY) ?? 'null'))
    stored = parsed.success ? parsed.data : undefined
  } catch {
    stored = undefined
  }
  sessionStorage.removeItem(GITHUB_SIGN_IN_STATE_KEY)
  return Boolean(stored && returned === stored.state && now - stored.startedAt <= SIGN_IN_STATE_MAX_AGE_MS)
}

/** The query string with the sign-in state added (for redirect_to) or removed (for returnTo). */
export function withSignInState(searchStr: string, state: string | undefined) {
  const params = new URLSearchParams(searchStr.replace(/^\?/, ''))
  params.delete(SIGN_IN_STATE_PARAM)
  if (state) params.set(SIGN_IN_STATE_PARAM, state)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}
