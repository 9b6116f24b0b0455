import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { configureMock } from '@mocks/state'
import { clockSkewMs, getUtcTime, isClockSkewed, utcTimeQueryOptions } from './utc-time-query'

afterEach(() => {
  server.events.removeAllListeners()
  vi.useRealTimers()
})

describe('UTC time from the dashboard host', () => {
  it("asks the dashboard's own {BASE_URL}api/get-utc-time without platform headers", async () => {
    const seen: Request[] = []
    server.events.on('request:start', ({ request }) => seen.push(request))
    configureMock({ scenarios: ['clock-skew'] })
    const utcTime = await getUtcTime()
    expect(new URL(seen[0]!.url).pathname).toBe(`${import.meta.env.BASE_URL}api/get-utc-time`)
    expect(seen[0]!.headers.has('X-Request-Id')).toBe(false)
    expect(clockSkewMs(utcTime)).toBeGreaterThan(4 * 60 * 1000)
    expect(isClockSkewed(utcTime)).toBe(true)
  })

  it('rejects an answer without utcTime', async () => {
    server.use(http.get('*/api/get-utc-time', () => HttpResponse.json({ time: 'now' })))
    await expect(getUtcTime()).rejects.toThrow('Unexpected response from GET api/get-utc-time')
  })

  it('is polled every 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    let calls = 0
    server.events.on('request:start', () => calls++)
    const unsubscribe = new QueryObserver(new QueryClient(), utcTimeQueryOptions()).subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(30 * 60 * 1000 - 1)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(2)
    unsubscribe()
  })

  it('measures skew in either direction against a 2 minute threshold', () => {
    const now = Date.parse('2026-01-01T12:00:00Z')
    expect(clockSkewMs('2026-01-01T11:58:30Z', now)).toBe(90_000)
    expect(clockSkewMs('2026-01-01T12:01:00+00:00', now)).toBe(60_000)
    expect(isClockSkewed('2026-01-01T12:02:00Z', now)).toBe(false)
    expect(isClockSkewed('2026-01-01T11:57:59Z', now)).toBe(true)
  })
})
