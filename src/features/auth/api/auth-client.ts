import ky from 'ky'
import { z } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { getConfig } from '@/lib/config/config'
import { REQUEST_TIMEOUT_MS } from '@/lib/http/client'
import { ApiError, fallbackErrorMessage, normaliseError } from '@/lib/http/errors'
import { sessionSchema, type Session } from '../session-store'

/**
 * The auth service (GoTrue-compatible, CONTRACT §4), called with ky directly: its answers and errors
 * have their own shape, and the platform client's token hook must not run for the calls that make tokens.
 */
const authErrorSchema = z.looseObject({
  msg: z.optional(z.string()),
  message: z.optional(z.string()),
  error_description: z.optional(z.string()),
  error: z.optional(z.string()),
})

async function authRequest<S extends $ZodType>(
  path: string,
  schema: S,
  init: {
    method: string
    json?: unknown
    token?: string
    query?: Record<string, string>
    signal?: AbortSignal | undefined
  },
) {
  let response: Response
  try {
    response = await ky(path, {
      prefixUrl: getConfig().authUrl,
      method: init.method,
      json: init.json,
      searchParams: init.query,
      headers: { Accept: 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
      signal: init.signal,
      retry: 0,
      timeout: REQUEST_TIMEOUT_MS,
      throwHttpErrors: false,
    })
  } catch (error) {
    throw normaliseError(error)
  }
  const text = await response.text()
  let body: unknown = {}
  try {
    body = text ? JSON.parse(text) : {}
  } catch {
    body = { message: text }
  }
  if (!response.ok) {
    const parsed = authErrorSchema.safeParse(body)
    const b = parsed.success ? parsed.data : {}
    const message = b.msg ?? b.error_description ?? b.message ?? b.error ?? fallbackErrorMessage(response.status)
    throw new ApiError({ message, code: response.status, body })
  }
  const parsed = z.safeParse(schema, body)
  if (!parsed.success)
    throw new ApiError({ message: `Unexpected response from the auth service (${path})`, code: response.status })
  return parsed.data
}

export function signInWithPassword(credentials: { email: string; password: string }): Promise<Session> {
  return authRequest('token', sessionSchema, { method: 'POST', query: { grant_type: 'password' }, json: credentials })
}

export function refreshSession(refreshToken: string): Promise<Session> {
  return authRequest('token', sessionSchema, {
    method: 'POST',
    query: { grant_type: 'refresh_token' },
    json: { refresh_token: refreshToken },
  })
}

export async function signOutRequest(accessToken: string) {
  await authRequest('logout', z.unknown(), { method: 'POST', token: accessToken })
}

export function authGet<S extends $ZodType>(
  path: string,
  schema: S,
  options: { token: string; signal?: AbortSignal | undefined },
) {
  return authRequest(path, schema, { method: 'GET', ...options })
}

/** A call made with the person's access token (the MFA factor calls of CONTRACT §14). */
export function authCall<S extends $ZodType>(
  method: 'POST' | 'DELETE',
  path: string,
  schema: S,
  options: { token: string; json?: unknown; signal?: AbortSignal | undefined },
) {
  return authRequest(path, schema, { method, ...options })
}

/** GoTrue's machine-readable reason of a failed call (`error_code`), e.g. `mfa_verification_failed`. */
export function authErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  const parsed = z.looseObject({ error_code: z.optional(z.string()) }).safeParse(error.body)
  return parsed.success ? parsed.data.error_code : undefined
}

/** The full-page redirect that signs in with the code-hosting service (CONTRACT §4). */
export function authorizeUrl(provider: 'github', redirectTo: string, authUrl = getConfig().authUrl) {
  const url = new URL(`${authUrl.replace(/\/+$/, '')}/authorize`)
  url.searchParams.set('provider', provider)
  url.searchParams.set('redirect_to', redirectTo)
  return url.toString()
}
