import { ApiError } from './errors'

export const MAX_RETRIES = 3
const BASE_DELAY_MS = 1000
const MAX_DELAY_MS = 30_000

/** SPEC §8: 4xx are not retried except 429; anything else is retried up to 3 times. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.retryable === false) return false
  const code = error instanceof ApiError ? error.code : undefined
  if (code !== undefined && code >= 400 && code < 500 && code !== 429) return false
  return failureCount < MAX_RETRIES
}

/** retryAfter seconds when the server gave one, otherwise 1 s doubling, capped at 30 s. */
export function retryDelay(attemptIndex: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfter !== undefined) return error.retryAfter * 1000
  return Math.min(BASE_DELAY_MS * 2 ** attemptIndex, MAX_DELAY_MS)
}
