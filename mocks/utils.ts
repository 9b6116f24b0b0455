import { delay, HttpResponse } from 'msw'
import { settings } from './state'

/** Handler paths match any origin, so the same handlers serve dev, vitest and the Node server. */
export const platform = (path: string) => `*/platform${path}`
export const auth = (path: string) => `*/auth/v1${path}`

export async function latency() {
  if (settings.latency > 0) await delay(Math.round(settings.latency * (0.7 + Math.random() * 0.6)))
}

const b64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** An unsigned JWT of the shape GoTrue issues; the mock trusts its own tokens. */
export function makeAccessToken(claims: { sub: string; email: string; aal: 'aal1' | 'aal2'; exp: number }) {
  return `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify({ ...claims, role: 'authenticated' }))}.mock`
}

export function readAccessToken(request: Request): { sub: string; email: string; aal: string; exp: number } | null {
  const header = request.headers.get('Authorization') ?? ''
  const token = header.replace(/^Bearer\s+/i, '')
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string; email: string; aal: string; exp: number }
    return claims.exp * 1000 > Date.now() ? claims : null
  } catch {
    return null
  }
}

/** Self-hosted without an auth service has no session; the hosted mock insists on a valid token. */
export function unauthorized(request: Request) {
  if (!settings.platform) return null
  return readAccessToken(request) ? null : HttpResponse.json({ message: 'Invalid or expired JWT' }, { status: 401 })
}
