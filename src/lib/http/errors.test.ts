import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { server } from '@mocks/node'
import { api } from './client'
import {
  ApiError,
  DEFAULT_API_ERROR_MESSAGE,
  ERROR_REPORT_SAMPLE_RATE,
  NETWORK_ERROR_MESSAGE,
  normaliseError,
  parseRetryAfter,
  reportError,
  setErrorReporter,
} from './errors'

const failure = (path: string) =>
  api.get(path, z.unknown()).then(
    () => {
      throw new Error(`${path} did not fail`)
    },
    (error: unknown) => error as ApiError,
  )

afterEach(() => setErrorReporter(() => {}))

describe('a failed call', () => {
  it('carries the message, the status as code, the request id and Retry-After in seconds', async () => {
    server.use(
      http.get('*/platform/busy', () =>
        HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '7', 'X-Request-Id': 'req-from-server' } }),
      ),
    )
    const error = await failure('/platform/busy')
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: 'Too many requests', code: 429, requestId: 'req-from-server', retryAfter: 7 })
  })

  it('takes msg before message, and falls back to the id it sent', async () => {
    let sent: string | null = null
    server.use(
      http.get('*/platform/bad', ({ request }) => {
        sent = request.headers.get('X-Request-Id')
        return HttpResponse.json({ msg: 'Bad things', message: 'ignored' }, { status: 400 })
      }),
    )
    const error = await failure('/platform/bad')
    expect(error).toMatchObject({ message: 'Bad things', code: 400, retryAfter: undefined })
    expect(error.requestId).toBe(sent)
  })

  it('says the default message when the body has no message', async () => {
    server.use(http.get('*/platform/quiet', () => HttpResponse.json({ details: 1 }, { status: 500 })))
    expect(await failure('/platform/quiet')).toMatchObject({ message: DEFAULT_API_ERROR_MESSAGE, code: 500 })
    server.use(http.get('*/platform/empty', () => new HttpResponse(null, { status: 503 })))
    expect(await failure('/platform/empty')).toMatchObject({ message: DEFAULT_API_ERROR_MESSAGE, code: 503 })
  })

  it("says 'An error has occurred: {status}' when the body is not JSON", async () => {
    server.use(http.get('*/platform/gateway', () => HttpResponse.html('<h1>Bad gateway</h1>', { status: 502 })))
    expect(await failure('/platform/gateway')).toMatchObject({ message: 'An error has occurred: 502', code: 502 })
  })

  it('says the network message when the server cannot be reached', async () => {
    server.use(http.get('*/platform/down', () => HttpResponse.error()))
    const error = await failure('/platform/down')
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE)
    expect(error.code).toBeUndefined()
  })
})

describe('normaliseError', () => {
  it("maps 'Failed to fetch', unknown throws and keeps aborts", () => {
    expect(normaliseError(new TypeError('Failed to fetch'))).toMatchObject({ message: NETWORK_ERROR_MESSAGE })
    expect(normaliseError('boom')).toMatchObject({ message: 'An error has occurred: Unknown error' })
    const abort = new DOMException('aborted', 'AbortError')
    expect(normaliseError(abort)).toBe(abort)
  })

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(parseRetryAfter('12', now)).toBe(12)
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30)
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter(null, now)).toBeUndefined()
  })
})

describe('error reporting', () => {
  it('reports with a sample rate of 0.2', () => {
    const reporter = vi.fn()
    setErrorReporter(reporter)
    const error = new ApiError({ message: 'x' })
    expect(ERROR_REPORT_SAMPLE_RATE).toBe(0.2)
    reportError(error, { where: 'a' }, undefined, () => 0.19)
    reportError(error, { where: 'b' }, undefined, () => 0.2)
    reportError(error, { where: 'c' }, undefined, () => 0.95)
    expect(reporter).toHaveBeenCalledTimes(1)
    expect(reporter).toHaveBeenCalledWith(error, { where: 'a' })
  })

  it('reports about a fifth of errors over many draws', () => {
    const reporter = vi.fn()
    setErrorReporter(reporter)
    let seed = 1
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    for (let i = 0; i < 5000; i++) reportError(new Error('x'), undefined, undefined, random)
    expect(reporter.mock.calls.length / 5000).toBeCloseTo(0.2, 1)
  })
})
