import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { server } from '@mocks/node'
import { TEST_ORIGIN } from '../../../test/support/test-config'
import { api, apiBaseUrl, fillPath, META_CONNECTION_ERROR, setAccessTokenProvider, toSearchParams } from './client'
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors'
import { shouldRetry } from './retry'
import { claimEarlyRequests, closeEarlyRequests, takeEarlyConfig } from './early-requests'

const seen: Request[] = []
function record(path: string, answer: () => Response = () => HttpResponse.json({ ok: true })) {
  server.use(
    http.all(`*/platform${path}`, ({ request }) => {
      seen.push(request.clone())
      return answer()
    }),
  )
}
const okSchema = z.object({ ok: z.boolean() })

afterEach(() => {
  seen.length = 0
  setAccessTokenProvider(() => undefined)
})

describe('base URL and paths', () => {
  it('removes a trailing /platform from the platform API URL', () => {
    expect(apiBaseUrl('https://api.example.com/platform')).toBe('https://api.example.com')
    expect(apiBaseUrl('https://api.example.com/platform/')).toBe('https://api.example.com')
    expect(apiBaseUrl('https://api.example.com/v1')).toBe('https://api.example.com/v1')
  })

  it('fills {id} templates with encoded values and refuses a missing one', () => {
    expect(fillPath('/platform/projects/{ref}/x/{id}', { ref: 'a b', id: 'c/d' })).toBe('/platform/projects/a%20b/x/c%2Fd')
    expect(() => fillPath('/platform/projects/{ref}', {})).toThrow(ApiError)
  })

  it('sends array query values comma-separated and leaves out empty ones', async () => {
    expect(toSearchParams({ ids: ['a', 'b', 3], skip: undefined, none: null, n: 1 }).toString()).toBe('ids=a%2Cb%2C3&n=1')
    record('/things/:ref')
    await api.get('/platform/things/{ref}', okSchema, { params: { ref: 'abc' }, query: { status: ['ACTIVE', 'COMING_UP'] } })
    const url = new URL(seen[0]!.url)
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_ORIGIN}/platform/things/abc`)
    expect(url.searchParams.get('status')).toBe('ACTIVE,COMING_UP')
  })

  it('sends an already encoded query string as it is', async () => {
    record('/things/:ref')
    await api.get('/platform/things/{ref}', okSchema, { params: { ref: 'abc' }, encodedQuery: 'path=folder/a%20b.txt' })
    expect(new URL(seen[0]!.url).search).toBe('?path=folder/a%20b.txt')
  })
})

describe('headers', () => {
  it('sends a fresh X-Request-Id, Accept JSON, credentials and the session Bearer token', async () => {
    setAccessTokenProvider(async () => 'session-token')
    record('/things')
    await api.get('/platform/things', okSchema)
    await api.get('/platform/things', okSchema)
    const [first, second] = seen
    expect(first!.headers.get('Accept')).toBe('application/json')
    expect(first!.headers.get('Authorization')).toBe('Bearer session-token')
    expect(first!.credentials).toBe('include')
    const ids = seen.map((r) => r.headers.get('X-Request-Id'))
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(ids[0]).not.toBe(ids[1])
    expect(second!.headers.get('X-Request-Id')).toBeTruthy()
  })

  it('keeps an Authorization header the caller set', async () => {
    setAccessTokenProvider(() => 'session-token')
    record('/things')
    await api.get('/platform/things', okSchema, { headers: { Authorization: 'Bearer other' } })
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer other')
  })

  it('sends no Authorization without a session', async () => {
    record('/things')
    await api.get('/platform/things', okSchema)
    expect(seen[0]!.headers.has('Authorization')).toBe(false)
  })

  it('names the application on meta requests and lets encrypted ones through', async () => {
    record('/pg-meta/:ref/query', () => HttpResponse.json([{ n: 1 }]))
    const rows = await api.postJson('/platform/pg-meta/{ref}/query', { query: 'select 1 as n' }, z.array(z.object({ n: z.number() })), {
      params: { ref: 'abc' },
      headers: { 'x-connection-encrypted': 'enc' },
    })
    expect(rows).toEqual([{ n: 1 }])
    expect(seen[0]!.headers.get('x-pg-application-name')).toBe('dashboard')
    expect(await seen[0]!.json()).toEqual({ query: 'select 1 as n' })
  })

  it('rejects a meta request without the encrypted marker client-side with 400', async () => {
    record('/pg-meta/:ref/query', () => HttpResponse.json([]))
    const error = await api.postJson('/platform/pg-meta/{ref}/query', { query: 'select 1' }, z.array(z.unknown()), { params: { ref: 'abc' } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: META_CONNECTION_ERROR, code: 400 })
    expect(seen).toHaveLength(0)
  })
})

describe('bodies', () => {
  it('gives {} for 204 and for an empty body', async () => {
    record('/empty', () => new HttpResponse(null, { status: 204 }))
    expect(await api.delete('/platform/empty', z.object({}))).toEqual({})
    server.use(http.post('*/platform/blank', () => new HttpResponse('', { status: 200 })))
    expect(await api.post('/platform/blank', z.object({}))).toEqual({})
  })

  it('turns an answer that does not match its schema into a clear ApiError', async () => {
    server.use(http.get('*/platform/things', () => HttpResponse.json({ ok: 'yes' })))
    await expect(api.get('/platform/things', okSchema)).rejects.toThrow('Unexpected response from GET /platform/things: ok: ')
    server.use(http.get('*/platform/text', () => HttpResponse.text('hello')))
    await expect(api.get('/platform/text', okSchema)).rejects.toThrow('the body is not JSON')
  })
})

describe('HEAD helper', () => {
  it('answers the selected response headers', async () => {
    server.use(http.head('*/platform/files/:id', () => new HttpResponse(null, { headers: { 'Content-Length': '42', ETag: '"v1"' } })))
    await expect(api.head('/platform/files/{id}', ['content-length', 'etag', 'x-missing'], { params: { id: 'f1' } })).resolves.toEqual({
      'content-length': '42',
      etag: '"v1"',
      'x-missing': null,
    })
  })

  it('times out after 60000 ms by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      server.use(http.head('*/platform/slow', () => new Promise<Response>(() => {})))
      const outcome = api.head('/platform/slow', ['etag']).then(
        () => 'resolved',
        (e: unknown) => e,
      )
      await vi.advanceTimersByTimeAsync(59_000)
      const early = await Promise.race([outcome, Promise.resolve('pending')])
      expect(early).toBe('pending')
      await vi.advanceTimersByTimeAsync(1_000)
      expect(await outcome).toBeInstanceOf(ApiError)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('timeouts and unreadable answers (issue 11 items 12 and 14)', () => {
  it('fails a call that never answers after 30000 ms, like a network failure that may be retried', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      server.use(http.get('*/platform/hangs', () => new Promise<Response>(() => {})))
      const outcome = api.get('/platform/hangs', okSchema).then(
        () => 'resolved',
        (e: unknown) => e,
      )
      await vi.advanceTimersByTimeAsync(29_000)
      expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending')
      await vi.advanceTimersByTimeAsync(1_000)
      const error = await outcome
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).message).toBe(NETWORK_ERROR_MESSAGE)
      expect(shouldRetry(0, error)).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves SQL through pg-meta to the database’s own timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      let answer: (response: Response) => void = () => {}
      server.use(http.post('*/platform/pg-meta/:ref/query', () => new Promise<Response>((resolve) => (answer = resolve))))
      const outcome = api.postJson('/platform/pg-meta/{ref}/query', { query: 'select pg_sleep(60)' }, z.array(z.unknown()), {
        params: { ref: 'r' },
        headers: { 'x-connection-encrypted': 'c' },
      })
      await vi.advanceTimersByTimeAsync(45_000)
      answer(HttpResponse.json([]))
      await expect(outcome).resolves.toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not retry a 200 whose body is HTML or fails its schema, and names the call', async () => {
    server.use(http.get('*/platform/html', () => new HttpResponse('<!doctype html><p>hi</p>', { headers: { 'Content-Type': 'text/html' } })))
    const html = await api.get('/platform/html', okSchema).catch((e: unknown) => e)
    expect((html as ApiError).message).toBe('Unexpected response from GET /platform/html: the body is not JSON')
    expect(shouldRetry(0, html)).toBe(false)

    server.use(http.get('*/platform/shape', () => HttpResponse.json({ ok: 'yes' })))
    const shape = await api.get('/platform/shape', okSchema).catch((e: unknown) => e)
    expect((shape as ApiError).message).toMatch(/^Unexpected response from GET \/platform\/shape: ok: /)
    expect(shouldRetry(0, shape)).toBe(false)
  })
})

describe('answers the early script fetched at page load (issue 26 item 1)', () => {
  const early = (calls: Record<string, { authorization: string | null; response: Response }>) => {
    window.__dashboardEarly = {
      config: Promise.resolve(Response.json({})),
      calls: new Map(Object.entries(calls).map(([path, call]) => [`${TEST_ORIGIN}${path}`, { ...call, requestId: 'early-id', response: Promise.resolve(call.response) }])),
    }
    claimEarlyRequests()
  }
  afterEach(() => {
    closeEarlyRequests()
    window.__dashboardEarly = undefined
  })

  it('takes the answer to the same GET with the same Authorization once, then asks the network', async () => {
    setAccessTokenProvider(() => 'session-token')
    record('/things', () => HttpResponse.json({ ok: false }))
    early({ '/platform/things': { authorization: 'Bearer session-token', response: Response.json({ ok: true }) } })
    expect(window.__dashboardEarly).toBeNull()
    await expect(api.get('/platform/things', okSchema)).resolves.toEqual({ ok: true })
    expect(seen).toHaveLength(0)
    await expect(api.get('/platform/things', okSchema)).resolves.toEqual({ ok: false })
    expect(seen).toHaveLength(1)
  })

  it('asks the network when the token differs, the call has a query, or the first load is over', async () => {
    setAccessTokenProvider(() => 'new-token')
    record('/things', () => HttpResponse.json({ ok: false }))
    early({ '/platform/things': { authorization: 'Bearer old-token', response: Response.json({ ok: true }) } })
    await expect(api.get('/platform/things', okSchema)).resolves.toEqual({ ok: false })
    early({ '/platform/things': { authorization: 'Bearer new-token', response: Response.json({ ok: true }) } })
    await expect(api.get('/platform/things', okSchema, { query: { a: 1 } })).resolves.toEqual({ ok: false })
    closeEarlyRequests()
    await expect(api.get('/platform/things', okSchema)).resolves.toEqual({ ok: false })
    expect(seen).toHaveLength(3)
  })

  it('turns an early failure into the same ApiError, with the request id that was sent', async () => {
    early({ '/platform/things': { authorization: null, response: Response.json({ message: 'Nope' }, { status: 403 }) } })
    const error = await api.get('/platform/things', okSchema).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: 'Nope', code: 403, requestId: 'early-id' })
  })

  it('gives the early config.json to loadConfig once', async () => {
    window.__dashboardEarly = { config: Promise.resolve(Response.json({ marker: 1 })), calls: new Map() }
    claimEarlyRequests()
    expect(await (await takeEarlyConfig())!.json()).toEqual({ marker: 1 })
    expect(takeEarlyConfig()).toBeUndefined()
  })
})
