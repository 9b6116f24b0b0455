// SPEC §8 "Client error behaviour".
export const DEFAULT_API_ERROR_MESSAGE = 'API error happened while trying to communicate with the server.'
export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Please check your network or try again later.'
export const ERROR_REPORT_SAMPLE_RATE = 0.2

export interface ApiErrorInit {
  message?: string | undefined
  code?: number | undefined
  requestId?: string | undefined
  retryAfter?: number | undefined
  /** false: the caller already reacted (e.g. toasted) and a retry would only repeat that. */
  retryable?: boolean | undefined
  /** The parsed JSON body of a failed response, for callers that read service-specific fields (pg-meta). */
  body?: unknown
}

/** The one error type for every failed call (SPEC §3 API error, §8). Without a message it says the default. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly code: number | undefined
  readonly requestId: string | undefined
  readonly retryAfter: number | undefined
  readonly retryable: boolean | undefined
  readonly body: unknown

  constructor({ message, code, requestId, retryAfter, retryable, body }: ApiErrorInit = {}) {
    super(message || DEFAULT_API_ERROR_MESSAGE)
    this.code = code
    this.requestId = requestId
    this.retryAfter = retryAfter
    this.retryable = retryable
    this.body = body
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

/** 'An error has occurred: {status or Unknown error}' (SPEC §8). */
export function fallbackErrorMessage(status?: number | string) {
  return `An error has occurred: ${status ?? 'Unknown error'}`
}

/** Parses a Retry-After header (seconds or an HTTP date) into whole seconds. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

type ErrorBody = { msg?: unknown; message?: unknown; error?: unknown; code?: unknown; requestId?: unknown; retryAfter?: unknown }

/**
 * The error helper: message from msg or message (or an auth-style `error`), plus code, requestId and
 * retryAfter. A body without any message gives the default message.
 */
export function toApiError(body: unknown): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody
  const nested = typeof b.error === 'object' && b.error !== null ? (b.error as ErrorBody) : undefined
  const message = [b.msg, b.message, nested?.message, b.error].find((m): m is string => typeof m === 'string' && m !== '')
  return new ApiError({
    message,
    code: typeof b.code === 'number' ? b.code : undefined,
    requestId: typeof b.requestId === 'string' ? b.requestId : undefined,
    retryAfter: typeof b.retryAfter === 'number' ? b.retryAfter : undefined,
  })
}

/**
 * SPEC §7 "Outcome of responses": a non-OK JSON body is augmented with code (the status), requestId and
 * retryAfter (from Retry-After). A body that is not JSON gives the fallback message with the status.
 */
export async function errorFromResponse(response: Response, sentRequestId?: string): Promise<ApiError> {
  const augmentation = {
    code: response.status,
    requestId: response.headers.get('x-request-id') ?? sentRequestId,
    retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
  }
  const text = await response.text().catch(() => '')
  let body: unknown = {}
  if (text) {
    try {
      body = JSON.parse(text)
    } catch {
      return new ApiError({ ...augmentation, message: fallbackErrorMessage(response.status) })
    }
  }
  const error = toApiError({ ...(typeof body === 'object' && body !== null ? body : {}), ...augmentation })
  return new ApiError({ message: error.message, code: error.code, requestId: error.requestId, retryAfter: error.retryAfter, body })
}

const NETWORK_FAILURE = /failed to fetch|fetch failed|networkerror|load failed/i

/** Turns anything thrown by fetch/ky into an ApiError with the spec's messages; aborts stay aborts. */
export function normaliseError(error: unknown): unknown {
  if (error instanceof ApiError) return error
  // DOMException is not an Error everywhere (jsdom).
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError') return error
  // A call that never answered (ky's timeout) fails like a network failure, and is retried like one.
  // Marked retryable: the server took the call but did not answer in time, unlike an unreachable API.
  if (error instanceof Error && error.name === 'TimeoutError') return new ApiError({ message: NETWORK_ERROR_MESSAGE, retryable: true })
  if (error instanceof Error) {
    if (NETWORK_FAILURE.test(error.message)) return new ApiError({ message: NETWORK_ERROR_MESSAGE })
    return new ApiError({ message: error.message || fallbackErrorMessage() })
  }
  return new ApiError({ message: fallbackErrorMessage() })
}

export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void

let reporter: ErrorReporter = () => {}

/** Installs the error-reporting hook (a no-op until a deployment provides one). */
export function setErrorReporter(next: ErrorReporter) {
  reporter = next
}

/** The shared error handler: reports a sample of errors (SPEC §8: 0.2) to the error-reporting hook. */
export function reportError(
  error: unknown,
  context?: Record<string, unknown>,
  sampleRate = ERROR_REPORT_SAMPLE_RATE,
  random: () => number = Math.random,
) {
  if (random() < sampleRate) reporter(error, context)
}
