export const DEFAULT_API_ERROR_MESSAGE = 'API error happened while trying to communicate with the server.'
export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Please check your network or try again later.'
export const ERROR_REPORT_SAMPLE_RATE = 0.2

export interface ApiErrorInit {
  message: string
  code?: number | undefined
  requestId?: string | undefined
  retryAfter?: number | undefined
}

/** The one error type for every failed call (SPEC §3 API error, §8). */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly code: number | undefined
  readonly requestId: string | undefined
  readonly retryAfter: number | undefined

  constructor({ message, code, requestId, retryAfter }: ApiErrorInit) {
    super(message)
    this.code = code
    this.requestId = requestId
    this.retryAfter = retryAfter
  }
}

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
 * Builds the error thrown for an API failure: message from msg or message, plus code, requestId and
 * retryAfter. A body with no message at all gives an ApiError with an empty message (SPEC §8).
 */
export function toApiError(body: unknown, fallback?: Omit<ApiErrorInit, 'message'>): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody
  const nested = typeof b.error === 'object' && b.error !== null ? (b.error as ErrorBody) : undefined
  const message = [b.msg, b.message, nested?.message, typeof b.error === 'string' ? b.error : undefined].find(
    (m): m is string => typeof m === 'string',
  )
  return new ApiError({
    message: message ?? '',
    code: typeof b.code === 'number' ? b.code : fallback?.code,
    requestId: typeof b.requestId === 'string' ? b.requestId : fallback?.requestId,
    retryAfter: typeof b.retryAfter === 'number' ? b.retryAfter : fallback?.retryAfter,
  })
}

/** Turns anything thrown by fetch/ky into an ApiError with the spec's messages. */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof Error) {
    if (error.name === 'AbortError') return new ApiError({ message: error.message || 'The request was aborted' })
    if (error.message.includes('Failed to fetch') || error.name === 'TypeError') {
      return new ApiError({ message: NETWORK_ERROR_MESSAGE })
    }
    if (error.name === 'TimeoutError') return new ApiError({ message: fallbackErrorMessage('Request timed out') })
    return new ApiError({ message: error.message || DEFAULT_API_ERROR_MESSAGE })
  }
  return new ApiError({ message: DEFAULT_API_ERROR_MESSAGE })
}

export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void

let reporter: ErrorReporter = () => {}

/** Installs the error-reporting hook (a no-op until a deployment provides one). */
export function setErrorReporter(next: ErrorReporter) {
  reporter = next
}

/** Reports an error to the error-reporting hook for a sample of calls (SPEC §8: 0.2). */
export function reportError(
  error: unknown,
  context?: Record<string, unknown>,
  sampleRate = ERROR_REPORT_SAMPLE_RATE,
  random: () => number = Math.random,
) {
  if (random() < sampleRate) reporter(error, context)
}
