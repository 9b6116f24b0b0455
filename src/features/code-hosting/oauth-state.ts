import { z } from 'zod/mini'

export const OAUTH_STATE_STORAGE_KEY = 'dashboard-github-oauth-state'
/** SPEC §4: the authorization carries a random 32-character state value. */
export const OAUTH_STATE_LENGTH = 32
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

const stateSchema = z.string().check(z.regex(new RegExp(`^[A-Za-z0-9]{${OAUTH_STATE_LENGTH}}$`)))

/** A fresh random state, kept in localStorage until the authorization returns. */
export function createOAuthState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(OAUTH_STATE_LENGTH))
  // 62 symbols: the tiny modulo bias is irrelevant for a one-time anti-forgery value.
  const state = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
  localStorage.setItem(OAUTH_STATE_STORAGE_KEY, state)
  return state
}

/** True when the returned state is the one we stored; the stored value is used up either way. */
export function consumeOAuthState(returned: string | null): boolean {
  const stored = stateSchema.safeParse(localStorage.getItem(OAUTH_STATE_STORAGE_KEY))
  localStorage.removeItem(OAUTH_STATE_STORAGE_KEY)
  return stored.success && returned === stored.data
}
