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
