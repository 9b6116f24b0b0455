import ky, { type KyInstance } from 'ky'
import type { z } from 'zod'
import { getConfig } from '@/lib/config/config'
import { ApiError, DEFAULT_API_ERROR_MESSAGE, normaliseError, parseRetryAfter, toApiError } from './errors'

export const PLATFORM_META_PATH = '/platform/pg-meta/'
export const CONNECTION_ENCRYPTED_HEADER = 'x-connection-encrypted'
export const APPLICATION_NAME_HEADER = 'x-pg-application-name'
export const DEFAULT_APPLICATION_NAME = 'dashboard'
export const META_CONNECTION_ERROR = 'API Error: happened while trying to acquire connection to the database'
export const HEAD_TIMEOUT_MS = 60_000

type TokenProvider = () => Promise<string | undefined> | string | undefined
let accessToken: TokenProvider = () => undefined

/** The auth feature registers how to get a fresh access token; the client stays domain-free. */
export function setAccessTokenProvider(provider: TokenProvider) {
  accessToken = provider
}

/** SPEC §7: the base URL is the platform API URL with its /platform suffix removed. */
export function apiBaseUrl(apiUrl = getConfig().apiUrl) {
  return apiUrl.replace(/\/+$/, '').replace(/\/platform$/, '')
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]

/** Query string with array values comma-separated (SPEC §7); empty values are left out. */
export function toSearchParams(query: Record<string, QueryValue> = {}) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  return params
}

/** Fills `{id}`-style templates with encoded values: `/platform/projects/{ref}`. */
export function fillPath(template: string, params: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === '') throw new ApiError({ message: `Missing path parameter: ${name}` })
    return encodeURIComponent(String(value))
  })
}

function createClient(): KyInstance {
  return ky.create({
    prefixUrl: apiBaseUrl(),
    credentials: 'include',
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
    headers: { Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        async (request) => {
          request.headers.set('X-Request-Id', crypto.randomUUID())
          if (!request.headers.has('Authorization')) {
            const token = await accessToken()
            if (token) request.headers.set('Authorization', `Bearer ${token}`)
          }
          if (new URL(request.url).pathname.includes(PLATFORM_META_PATH)) {
            if (!request.headers.has(APPLICATION_NAME_HEADER)) {
              request.headers.set(APPLICATION_NAME_HEADER, DEFAULT_APPLICATION_NAME)
            }
            if (!request.headers.has(CONNECTION_ENCRYPTED_HEADER)) {
              return Response.json({ message: META_CONNECTION_ERROR }, { status: 400 })
            }
          }
          return undefined
        },
      ],
    },
  })
}

let client: KyInstance | undefined
export function http(): KyInstance {
  client ??= createClient()
  return client
}
/** Forgets the client so the next call is built from the current config (tests). */
export function resetHttpClient() {
  client = undefined
}

export interface RequestOptions {
  params?: Record<string, string | number>
  query?: Record<string, QueryValue>
  json?: unknown
  body?: BodyInit
  headers?: Record<string, string>
  signal?: AbortSignal | undefined
  timeout?: number
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return {}
  const text = await response.text()
  if (!text) return {}
  try {
    return JSON.parse(text)
  } catch {
    return response.ok ? text : { message: text }
  }
}

/** One call: transport via ky, errors normalised, the answer parsed with its zod schema. */
export async function request<S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const url = fillPath(path, options.params).replace(/^\//, '')
  let response: Response
  try {
    response = await http()(url, {
      method,
      searchParams: toSearchParams(options.query),
      json: options.json,
      body: options.body,
      headers: options.headers,
      signal: options.signal,
      timeout: options.timeout ?? false,
    })
  } catch (error) {
    throw normaliseError(error)
  }
  const body = await readBody(response)
  if (!response.ok) {
    const requestId = response.headers.get('x-request-id') ?? undefined
    const augmented =
      typeof body === 'object' && body !== null
        ? { ...body, code: response.status, requestId, retryAfter: parseRetryAfter(response.headers.get('Retry-After')) }
        : { code: response.status }
    const error = toApiError(augmented)
    throw error.message ? error : new ApiError({ ...augmented, message: DEFAULT_API_ERROR_MESSAGE })
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    throw new ApiError({
      message: `Unexpected response from ${method} ${path}: ${parsed.error.issues[0]?.path.join('.') || 'body'} ${parsed.error.issues[0]?.message ?? ''}`.trim(),
      code: response.status,
    })
  }
  return parsed.data
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) => request('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) => request('POST', path, schema, options),
  postJson: <S extends z.ZodType>(path: string, json: unknown, schema: S, options?: RequestOptions) =>
    request('POST', path, schema, { ...options, json }),
  put: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) => request('PUT', path, schema, options),
  patch: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) => request('PATCH', path, schema, options),
  delete: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) => request('DELETE', path, schema, options),
  /** HEAD with a 60000 ms default timeout, answering the named response headers. */
  head: async <H extends string>(path: string, headerNames: readonly H[], options: RequestOptions = {}) => {
    const url = fillPath(path, options.params).replace(/^\//, '')
    let response: Response
    try {
      response = await http().head(url, {
        searchParams: toSearchParams(options.query),
        headers: options.headers,
        signal: options.signal,
        timeout: options.timeout ?? HEAD_TIMEOUT_MS,
      })
    } catch (error) {
      throw normaliseError(error)
    }
    if (!response.ok) throw new ApiError({ message: DEFAULT_API_ERROR_MESSAGE, code: response.status })
    return Object.fromEntries(headerNames.map((name) => [name, response.headers.get(name)])) as Record<H, string | null>
  },
}
