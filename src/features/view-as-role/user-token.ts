/** The end user the test panel acts as: a row of auth.users. */
export interface TokenUser {
  id: string
  email: string | null
  phone: string | null
  is_anonymous: boolean
}

/** How long a test-panel token is valid: long enough for one test session, short enough to be useless later. */
export const USER_TOKEN_LIFETIME_S = 3600

const bytesToB64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const textToB64url = (text: string) => bytesToB64url(new TextEncoder().encode(text))

/** The claims GoTrue puts in a signed-in user's access token (what functions read from Authorization). */
export function userClaims(user: TokenUser, ref: string, nowS: number) {
  return {
    iss: `https://${ref}.supabase.co/auth/v1`,
    ref,
    aud: 'authenticated',
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    role: 'authenticated',
    aal: 'aal1',
    is_anonymous: user.is_anonymous,
    iat: nowS,
    exp: nowS + USER_TOKEN_LIFETIME_S,
  }
}

/**
 * An access token for `user`, signed HS256 with the project's JWT secret, as GoTrue signs one: the
 * request carries it in Authorization so the function (and verify JWT) see that user.
 */
export const signUserToken = (secret: string, user: TokenUser, ref: string, nowS = Math.floor(Date.now() / 1000)) =>
  signClaims(secret, userClaims(user, ref, nowS))

/** A JWT of these claims, signed HS256 with the project's JWT secret (what PostgREST and pg_graphql verify). */
export async function signClaims(secret: string, claims: Record<string, unknown>) {
  const unsigned = `${textToB64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${textToB64url(JSON.stringify(claims))}`
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(unsigned)))
  return `${unsigned}.${bytesToB64url(signature)}`
}
