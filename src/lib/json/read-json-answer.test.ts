import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FromWorker, ToWorker } from './json-answer-protocol'
import { answerReadings } from './json-answer-readings'

// The page's side of the answer worker, with the worker's own message handling behind a stand-in Worker
// (jsdom has none): messages cross asynchronously, as they do between threads.
const rows = Array.from({ length: 5_001 }, (_, i) => ({ id: i, label: `row ${i}`, data: { nested: [i] } }))
const later = (run: () => void) => setTimeout(run, 0)

class StandInWorker {
  onmessage: ((event: { data: FromWorker }) => void) | null = null
  onerror: (() => void) | null = null
  static received: ToWorker['type'][] = []
  private readonly handle = answerReadings((data) => later(() => this.onmessage?.({ data })))
  constructor() {
    later(() => this.onmessage?.({ data: { id: 0, type: 'ready' } }))
  }
  postMessage(data: ToWorker) {
    StandInWorker.received.push(data.type)
    later(() => this.handle(data))
  }
}

function streamed(text: string, size = 32 * 1024) {
  const bytes = new TextEncoder().encode(text)
  let at = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(at, (at += size)))
    },
  })
  return new Response(body)
}

/** A fresh module (its worker and its check of stream transfer are kept per page load). */
async function load({ transferable }: { transferable: boolean }) {
  vi.resetModules()
  StandInWorker.received = []
  vi.stubGlobal('Worker', StandInWorker)
  vi.stubGlobal(
    'MessageChannel',
    class {
      port1 = {
        postMessage: () => {
          if (!transferable) throw new DOMException('not transferable', 'DataCloneError')
        },
        close: () => {},
      }
    },
  )
  return import('./read-json-answer')
}

beforeEach(() => vi.stubGlobal('requestAnimationFrame', (run: () => void) => later(run)))
afterEach(() => vi.unstubAllGlobals())

describe.each([{ transferable: true }, { transferable: false }])('readJsonAnswer (streams transferable: $transferable)', ({ transferable }) => {
  it('an early reader gets the first rows at once, then every row in order in the same array', async () => {
    const { readJsonAnswer, rowsArriving } = await load({ transferable })
    const answer = (await readJsonAnswer(streamed(JSON.stringify(rows)), { ahead: 'rows' })) as typeof rows
    expect(StandInWorker.received).toContain(transferable ? 'stream' : 'end')
    const arrival = rowsArriving(answer)!
    expect(answer.length).toBe(200)
    expect(arrival.count).toBeUndefined()
    await expect(arrival.done).resolves.toBe(5_001)
    expect(answer).toEqual(rows)
    expect(rowsArriving(answer)).toBeUndefined()
  })

  it('a reader of columns gets the whole answer as columns (numbers in a Float64Array) before its rows', async () => {
    const { readJsonAnswer, rowsArriving } = await load({ transferable })
    const answer = (await readJsonAnswer(streamed(JSON.stringify(rows)), { ahead: 'columns' })) as typeof rows
    const arrival = rowsArriving(answer)!
    expect(answer).toEqual([])
    expect(arrival.count).toBe(5_001)
    expect(arrival.table?.names).toEqual(['id', 'label', 'data'])
    expect(arrival.table?.values[0]).toEqual(Float64Array.from(rows, (row) => row.id))
    expect(arrival.table?.values[1]).toEqual(rows.map((row) => row.label))
    await expect(arrival.done).resolves.toBe(5_001)
    expect(answer).toEqual(rows)
  })

  it('a reader without early rows gets the answer whole', async () => {
    const { readJsonAnswer, rowsArriving } = await load({ transferable })
    const answer = (await readJsonAnswer(streamed(JSON.stringify({ result: rows, error: null })))) as { result: unknown[] }
    expect(answer).toEqual({ result: rows, error: null })
    expect(rowsArriving(answer.result)).toBeUndefined()
  })

  it('a large answer that is not JSON is a SyntaxError; after its first rows, their arrival fails', async () => {
    const { readJsonAnswer, rowsArriving } = await load({ transferable })
    await expect(readJsonAnswer(streamed(`<html>${'x'.repeat(300_000)}`))).rejects.toThrow(SyntaxError)
    const answer = (await readJsonAnswer(streamed(`${JSON.stringify(rows).slice(0, -1)},}`), { ahead: 'rows' })) as unknown[]
    await expect(rowsArriving(answer)!.done).rejects.toThrow(SyntaxError)
  })
})

describe('readJsonAnswer below the worker size', () => {
  it('parses a small answer on the page and reads an empty body as {}', async () => {
    const { readJsonAnswer } = await load({ transferable: true })
    await expect(readJsonAnswer(streamed('[{"a":1}]'))).resolves.toEqual([{ a: 1 }])
    await expect(readJsonAnswer(new Response(''))).resolves.toEqual({})
    expect(StandInWorker.received).toEqual([])
  })
})

describe('answerFetch: the worker sends the request and reads its answer', () => {
  const sent: { url: string; init: RequestInit }[] = []
  const answering = (answer: (init: RequestInit) => Promise<Response>) => {
    sent.length = 0
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      sent.push({ url, init })
      return answer(init)
    })
  }
  const request = (signal?: AbortSignal) =>
    new Request('https://api.test/platform/pg-meta/ref/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: JSON.stringify({ query: 'select 1' }),
      credentials: 'include',
      ...(signal ? { signal } : {}),
    })

  it('sends the page’s request as it is; a successful answer’s body is read there, its columns ahead of the rows', async () => {
    const { answerFetch, readJsonAnswer, rowsArriving } = await load({ transferable: true })
    answering(async () => {
      const response = streamed(JSON.stringify(rows))
      return new Response(response.body, { status: 200, headers: { 'x-request-id': 'r1' } })
    })
    const response = await answerFetch('columns')(request())
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('https://api.test/platform/pg-meta/ref/query')
    expect(sent[0]!.init).toMatchObject({ method: 'POST', credentials: 'include' })
    expect(new Headers(sent[0]!.init.headers).get('authorization')).toBe('Bearer t')
    expect(new TextDecoder().decode(sent[0]!.init.body as ArrayBuffer)).toBe('{"query":"select 1"}')
    expect([response.status, response.headers.get('x-request-id')]).toEqual([200, 'r1'])
    // The page never holds the body: the rows come from the worker.
    expect(response.body).toBeNull()
    const answer = (await readJsonAnswer(response)) as typeof rows
    const arrival = rowsArriving(answer)!
    expect(arrival.table?.count).toBe(5_001)
    await expect(arrival.done).resolves.toBe(5_001)
    expect(answer).toEqual(rows)
  })

  it('a failed answer comes back whole, read on the page as any other', async () => {
    const { answerFetch } = await load({ transferable: true })
    answering(async () => Response.json({ message: 'syntax error at or near "selec"' }, { status: 400 }))
    const response = await answerFetch('rows')(request())
    expect(response.status).toBe(400)
    await expect(response.json()).resolves.toEqual({ message: 'syntax error at or near "selec"' })
  })

  it('no answer is a TypeError, as fetch’s; aborting the page’s request aborts the worker’s', async () => {
    const { answerFetch } = await load({ transferable: true })
    answering(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(answerFetch('rows')(request())).rejects.toThrow(TypeError)
    answering(
      (init) =>
        new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))),
    )
    const controller = new AbortController()
    const response = answerFetch('rows')(request(controller.signal))
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    controller.abort()
    await expect(response).rejects.toMatchObject({ name: 'AbortError' })
    expect(StandInWorker.received).toContain('abort')
  })
})
