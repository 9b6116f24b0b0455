import { SIGN_IN_STATE_PARAM } from './github-sign-in-state'
import { decodeAccessToken, sessionSchema, type Session } from './session-store'

/** Query parameters the auth service adds when a provider sign-in fails; not merged into returnTo. */
export const AUTH_ERROR_PARAMS = ['error', 'error_code', 'error_description'] as const
/** The sign-in's anti-forgery state also comes back in the query; it is not merged into returnTo either. */
const AUTH_RETURN_PARAMS = [...AUTH_ERROR_PARAMS, SIGN_IN_STATE_PARAM] as const
/** An error text from the URL is shown as plain text of at most this many characters. */
export const AUTH_ERROR_MAX_LENGTH = 200
export const PROVIDER_SESSION_INVALID = 'The sign-in with GitHub did not return a valid session. Please try again.'

export type AuthRedirectResult = { kind: 'session'; session: Session } | { kind: 'error'; message: string } | null

/**
 * Reads what the auth service sent back after the GitHub redirect (CONTRACT §4): a session in the URL
 * fragment (`#access_token=...&refresh_token=...&expires_at=...`), or an error in the fragment or query.
 */
export function readAuthRedirect(hash: string, searchStr: string, now = Date.now()): AuthRedirectResult {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  const query = new URLSearchParams(searchStr.replace(/^\?/, ''))
  const error = [fragment, query]
    .map((params) => params.get('error_description') ?? params.get('error'))
    .find((message): message is string => Boolean(message))
  if (error) return { kind: 'error', message: boundedText(error) }

  const accessToken = fragment.get('access_token')
  if (!accessToken) return null
  const claims = decodeAccessToken(accessToken)
  const expiresIn = Number(fragment.get('expires_in') ?? NaN)
  const expiresAt = Number(fragment.get('expires_at') ?? NaN)
  const parsed = sessionSchema.safeParse({
    access_token: accessToken,
    token_type: fragment.get('token_type') ?? 'bearer',
    expires_in: Number.isFinite(expiresIn) ? expiresIn : undefined,
    expires_at: Number.isFinite(expiresAt)
      ? expiresAt
      : Number.isFinite(expiresIn)
        ? Math.floor(now / 1000) + expiresIn
        : claims.exp,
    refresh_token: fragment.get('refresh_token') ?? undefined,
    user: { id: claims.sub, email: claims.email },
  })
  return parsed.success
    ? { kind: 'session', session: parsed.data }
    : { kind: 'error', message: PROVIDER_SESSION_INVALID }
}

/**
 * Anyone can put text in a link's query or fragment: shown only as plain text, without control
 * characters, on one line, at most AUTH_ERROR_MAX_LENGTH characters.
 */
export function boundedText(text: string) {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').replace(/\s+/g, ' ').trim()
  return clean.length > AUTH_ERROR_MAX_LENGTH ? `${clean.slice(0, AUTH_ERROR_MAX_LENGTH - 1)}…` : clean
}

/** The sign-in query string without the auth service's error parameters and the sign-in state. */
export function withoutAuthErrorParams(searchStr: string) {
  const params = new URLSearchParams(searchStr.replace(/^\?/, ''))
  for (const name of AUTH_RETURN_PARAMS) params.delete(name)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}
