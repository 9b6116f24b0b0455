import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { MAX_RETRIES, retryDelay, shouldRetry } from './retry'

const status = (code?: number, retryAfter?: number) => new ApiError({ message: 'x', code, retryAfter })

describe('retry decision (SPEC §8)', () => {
  it.each([400, 401, 403, 404, 409, 422, 499])('does not retry %i', (code) => {
    expect(shouldRetry(0, status(code))).toBe(false)
  })

  it.each([429, 500, 502, 503, undefined])('retries %s up to 3 times', (code) => {
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, status(code)))).toEqual([true, true, true, false])
    expect(MAX_RETRIES).toBe(3)
  })

  it('doubles from 1 s, capped at 30 s, and a given retryAfter wins', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => retryDelay(i, status(500)))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
    expect(retryDelay(0, status(429, 7))).toBe(7000)
    expect(retryDelay(4, status(503, 2))).toBe(2000)
  })
})

describe('retry in the QueryClient', () => {
  afterEach(() => vi.useRealTimers())

  async function attempts(error: ApiError, advanceMs: number) {
    vi.useFakeTimers()
    const client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, retryDelay } } })
    const queryFn = vi.fn(() => Promise.reject(error))
    const done = client.fetchQuery({ queryKey: ['x'], queryFn }).catch(() => 'failed')
    const calls: number[] = []
    for (const step of [0, 999, 1, 1999, 1, 3999, 1, advanceMs]) {
      await vi.advanceTimersByTimeAsync(step)
      calls.push(queryFn.mock.calls.length)
    }
    return { calls, done }
  }

  it('waits 1 s, 2 s and 4 s between the 3 retries of a 500', async () => {
    const { calls, done } = await attempts(status(500), 60_000)
    expect(calls).toEqual([1, 1, 2, 2, 3, 3, 4, 4])
    expect(await done).toBe('failed')
  })

  it('never retries a 404', async () => {
    const { calls } = await attempts(status(404), 60_000)
    expect(calls.at(-1)).toBe(1)
  })

  it('retries a 429 after its Retry-After', async () => {
    vi.useFakeTimers()
    const client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, retryDelay } } })
    const queryFn = vi.fn().mockRejectedValueOnce(status(429, 5)).mockResolvedValueOnce('ok')
    const done = client.fetchQuery({ queryKey: ['y'], queryFn })
    await vi.advanceTimersByTimeAsync(4_999)
    expect(queryFn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await done).toBe('ok')
    expect(queryFn).toHaveBeenCalledTimes(2)
  })
})

describe('errors marked not retryable', () => {
  it('are never retried, whatever their code', () => {
    expect(shouldRetry(0, new ApiError({ message: 'x', code: 500, retryable: false }))).toBe(false)
  })
})
