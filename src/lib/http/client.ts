import ky, { type KyInstance } from 'ky'
import { z } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { getConfig } from '@/lib/config/config'
import { answerFetch, readJsonAnswer, type Ahead } from '@/lib/json/read-json-answer'
import { ApiError, errorFromResponse, normaliseError } from './errors'
import { earlyCallsPending, takeEarlyCall, type EarlyCall } from './early-requests'

export const PLATFORM_META_PATH = '/platform/pg-meta/'
export const CONNECTION_ENCRYPTED_HEADER = 'x-connection-encrypted'
export const APPLICATION_NAME_HEADER = 'x-pg-application-name'
export const DEFAULT_APPLICATION_NAME = 'dashboard'
export const REQUEST_ID_HEADER = 'X-Request-Id'
export const META_CONNECTION_ERROR = 'API Error: happened while trying to acquire connection to the database'
export const HEAD_TIMEOUT_MS = 60_000
/** A platform call that has not answered by then fails like a network failure (and is retried). */
export const REQUEST_TIMEOUT_MS = 30_000

type TokenProvider = () => Promise<string | undefined> | string | undefined
let accessToken: TokenProvider = () => undefined

/** The auth feature registers how to get a fresh access token; the client stays domain-free. */
export function setAccessTokenProvider(provider: TokenProvider) {
  accessToken = provider
}

/** The headers every platform call carries, for transports other than ky (XMLHttpRequest uploads with progress). */
export async function platformHeaders(): Promise<Record<string, string>> {
  const token = await accessToken()
  return { Accept: 'application/json', [REQUEST_ID_HEADER]: crypto.randomUUID(), ...(token ? { Authorization: `Bearer ${token}` } : {}) }
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

/** Meta (SQL) requests name the application and must say the connection is encrypted (SPEC §5, §7). */
function guardMetaRequest(request: Request): Response | undefined {
  const { pathname } = new URL(request.url)
  // postgres-meta's health (CONTRACT §18) runs no SQL: no connection to name.
  if (!pathname.includes(PLATFORM_META_PATH) || pathname.endsWith('/health')) return undefined
  if (!request.headers.has(APPLICATION_NAME_HEADER)) request.headers.set(APPLICATION_NAME_HEADER, DEFAULT_APPLICATION_NAME)
  if (request.headers.has(CONNECTION_ENCRYPTED_HEADER)) return undefined
  return Response.json({ message: META_CONNECTION_ERROR }, { status: 400 })
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
          if (!request.headers.has(REQUEST_ID_HEADER)) request.headers.set(REQUEST_ID_HEADER, crypto.randomUUID())
          if (!request.headers.has('Authorization')) {
            const token = await accessToken()
            if (token) request.headers.set('Authorization', `Bearer ${token}`)
          }
          return guardMetaRequest(request)
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
  /** A query string already encoded, instead of `query` (an object path keeps its slashes: `path=a/b%20c.txt`). */
  encodedQuery?: string
  json?: unknown
  body?: BodyInit
  headers?: Record<string, string>
  signal?: AbortSignal | undefined
  /** ms; default REQUEST_TIMEOUT_MS (HEAD: HEAD_TIMEOUT_MS); false for none (streams). */
  timeout?: number | false
  /** A large array answer resolves early, with its first rows or its columns, the rows following (`rowsArriving`, lib/json). */
  ahead?: Ahead | undefined
}

/** Sends one request; a failed response becomes an ApiError carrying code, requestId and retryAfter. */
async function send(method: string, path: string, options: RequestOptions, defaultTimeout: number | false) {
  const early = method === 'GET' ? await takeEarlyAnswer(path, options) : undefined
  if (early) {
    let response: Response
    try {
      response = await untilAborted(early.response, options.signal)
    } catch (error) {
      throw normaliseError(error)
    }
    if (!response.ok) throw await errorFromResponse(response, early.requestId)
    return { response, requestId: early.requestId }
  }
  const requestId = crypto.randomUUID()
  let response: Response
  try {
    response = await http()(fillPath(path, options.params).replace(/^\//, ''), {
      method,
      searchParams: options.encodedQuery ?? toSearchParams(options.query),
      json: options.json,
      body: options.body,
      headers: { [REQUEST_ID_HEADER]: requestId, ...options.headers },
      signal: options.signal,
      // SQL through pg-meta may rightly run long (the user's own queries; the embedded Postgres' first
      // start in mock mode): the database ends it with its own timeout (408, CONTRACT §7), not the client.
      timeout: options.timeout ?? (path.startsWith(PLATFORM_META_PATH) ? false : defaultTimeout),
      // An answer taken early is fetched and read by the answer worker (its body never on the page's thread).
      // Not with the in-browser mock: its answers are made on the page's thread anyway, and MSW's service
      // worker hands a worker's request to the page only when it finds that page among its visible clients.
      ...(options.ahead && options.ahead !== 'none' && !getConfig().mock ? { fetch: answerFetch(options.ahead) } : {}),
    })
  } catch (error) {
    throw normaliseError(error)
  }
  if (!response.ok) throw await errorFromResponse(response, requestId)
  return { response, requestId }
}

/**
 * The answer to this same request if the early script sent it at page load (lib/http/early-requests.ts):
 * a plain GET, with the Authorization this call would carry.
 */
async function takeEarlyAnswer(path: string, options: RequestOptions): Promise<EarlyCall | undefined> {
  if (!earlyCallsPending() || options.encodedQuery || toSearchParams(options.query).size > 0 || options.headers?.Authorization) return undefined
  const url = `${apiBaseUrl()}${fillPath(path, options.params)}`
  const token = await accessToken()
  return takeEarlyCall(url, token ? `Bearer ${token}` : null)
}

/** The promise, or the signal's abort (a query cancelled while the early answer is on its way). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/** SPEC §7: a 204 or an empty body gives an empty data object. */
async function readBody(response: Response, method: string, path: string, ahead?: Ahead): Promise<unknown> {
  if (response.status === 204) return {}
  try {
    // A large answer (a big query result) is parsed off the page's thread (issue 26 item 2).
    return await readJsonAnswer(response, { ahead })
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error
    // Asking again gets the same unreadable answer: not retried (issue 11 item 14).
    throw new ApiError({ message: `Unexpected response from ${method} ${path}: the body is not JSON`, code: response.status, retryable: false })
  }
}

/** One call: transport via ky, errors normalised, the answer parsed with its zod schema (classic or mini). */
export async function request<S extends $ZodType>(method: string, path: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
  const { response, requestId } = await send(method, path, options, REQUEST_TIMEOUT_MS)
  const body = await readBody(response, method, path, options.ahead)
  const parsed = z.safeParse(schema, body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? issue.path.join('.') : 'body'
    throw new ApiError({
      message: `Unexpected response from ${method} ${path}: ${where}: ${issue?.message ?? 'invalid'}`,
      code: response.status,
      requestId,
      retryable: false,
    })
  }
  return parsed.data
}

/** HEAD with a 60000 ms default timeout, answering the named response headers (null when absent). */
async function head<H extends string>(path: string, headerNames: readonly H[], options: RequestOptions = {}) {
  const { response } = await send('HEAD', path, options, HEAD_TIMEOUT_MS)
  return Object.fromEntries(headerNames.map((name) => [name, response.headers.get(name)])) as Record<H, string | null>
}

type Call = <S extends $ZodType>(path: string, schema: S, options?: RequestOptions) => Promise<z.output<S>>
const call =
  (method: string): Call =>
  (path, schema, options) =>
    request(method, path, schema, options)

export const api = {
  get: call('GET'),
  post: call('POST'),
  put: call('PUT'),
  patch: call('PATCH'),
  delete: call('DELETE'),
  postJson: <S extends $ZodType>(path: string, json: unknown, schema: S, options?: RequestOptions) =>
    request('POST', path, schema, { ...options, json }),
  head,
}
