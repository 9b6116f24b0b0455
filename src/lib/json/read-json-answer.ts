import { joinJsonAnswer, type Row, type RowsAt } from './json-answer'
import type { FromWorker, ToWorker } from './json-answer-protocol'

/** Below this size the page parses the answer itself: a worker's round trip would cost more. */
export const OFF_MAIN_THREAD_BYTES = 256 * 1024
/** An early answer's other rows are asked for at the latest this long after its first ones. */
const REST_AFTER_MS = 500

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  /** The answer's bytes as they came (sent to the worker as copies): parsed here if the worker stops. */
  chunks: Uint8Array[]
  /** The caller takes an array answer as soon as its first rows are here (see `rowsArriving`). */
  early: boolean
  envelope?: unknown
  at?: RowsAt | undefined
  count?: number
  rows: Row[]
  /** Set once the call resolved early: settles when the last row has been appended. */
  arrival?: { resolve: () => void; reject: (error: Error) => void }
}

/** An answer handed over before all its rows arrived: how many it has, and when the rest are in. */
export interface RowsArrival {
  count: number
  done: Promise<void>
}

let worker: Worker | undefined
let unavailable = false
let nextId = 0
const pending = new Map<number, Pending>()
const arriving = new WeakMap<readonly unknown[], RowsArrival>()

/**
 * For an answer read with `earlyRows`: its rows count and a promise of the last row, while the rows are
 * still being appended to the array (undefined once the array is whole, or when it always was).
 */
export function rowsArriving(rows: readonly unknown[]): RowsArrival | undefined {
  return arriving.get(rows)
}

const joinChunks = (chunks: readonly Uint8Array[]) => {
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0))
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}
const parseHere = (chunks: readonly Uint8Array[]): unknown => JSON.parse(new TextDecoder().decode(joinChunks(chunks))) as unknown

function resolveEarly(id: number, call: Pending) {
  const done = new Promise<void>((resolve, reject) => (call.arrival = { resolve, reject }))
  // Nobody may be waiting for the rest (the page moved on): not an unhandled rejection.
  done.catch(() => {})
  arriving.set(call.rows, { count: call.count ?? call.rows.length, done })
  call.resolve(call.rows)
  // The rest once the first rows are painted (after the next frame), not before; a hidden tab paints
  // no frames, so a timer asks too.
  let asked = false
  const more = () => {
    if (!asked) worker?.postMessage({ id, type: 'more' } satisfies ToWorker)
    asked = true
  }
  requestAnimationFrame(() => setTimeout(more, 0))
  setTimeout(more, REST_AFTER_MS)
}

function settle(id: number, call: Pending) {
  pending.delete(id)
  if (!call.arrival) return call.resolve(joinJsonAnswer({ envelope: call.envelope, at: call.at }, call.rows))
  arriving.delete(call.rows)
  call.arrival.resolve()
}

function onWorkerMessage({ data }: MessageEvent<FromWorker>) {
  const call = pending.get(data.id)
  if (!call) return
  if (data.type === 'start') Object.assign(call, { envelope: data.envelope, at: data.at, count: data.count })
  else if (data.type === 'rows') {
    for (const row of data.rows) call.rows.push(row)
    if (call.early && call.at === 'root' && !call.arrival && call.rows.length < (call.count ?? 0)) resolveEarly(data.id, call)
  } else if (data.type === 'end') settle(data.id, call)
  else {
    pending.delete(data.id)
    call.reject(new SyntaxError('The answer is not JSON'))
  }
}

/** A worker that stopped: the calls waiting on it finish here (the bytes were copied, not moved). */
function onWorkerError() {
  unavailable = true
  worker = undefined
  for (const [id, call] of pending) {
    pending.delete(id)
    if (!call.arrival) {
      call.reject(new Error('The answer worker stopped'))
      continue
    }
    try {
      const all = parseHere(call.chunks) as Row[]
      for (let i = call.rows.length; i < all.length; i++) call.rows.push(all[i]!)
      arriving.delete(call.rows)
      call.arrival.resolve()
    } catch (error) {
      call.arrival.reject(error as Error)
    }
  }
}

function answerWorker(): Worker | undefined {
  if (worker || unavailable) return worker
  try {
    worker = new Worker(new URL('./json-answer.worker.ts', import.meta.url), { type: 'module', name: 'json-answer' })
  } catch {
    unavailable = true
    return undefined
  }
  worker.onmessage = onWorkerMessage
  worker.onerror = onWorkerError
  return worker
}

export interface ReadJsonOptions {
  /**
   * An array answer (pg-meta's rows) read off the page's thread resolves with its first rows, parsed and
   * shape-checked with all the others; the rest are appended to the same array in slices
   * (`rowsArriving` tells how many and when). Only for a caller that shows rows as they come.
   */
  earlyRows?: boolean | undefined
}

/**
 * Reads a JSON answer: a large one is streamed to a worker as it arrives, which parses and shape-checks
 * it on the way (the page gets its rows in slices, each read in a short task), a small one is parsed
 * here (SPEC §7: an empty body is `{}`). Throws a SyntaxError when the answer is not JSON.
 */
export async function readJsonAnswer(response: Response, { earlyRows = false }: ReadJsonOptions = {}): Promise<unknown> {
  const chunks: Uint8Array[] = []
  let size = 0
  let id: number | undefined
  let target: Worker | undefined
  const reader = response.body?.getReader()
  try {
    for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
      chunks.push(read.value)
      size += read.value.byteLength
      // Past the size worth a worker, the bytes so far go to it, then each chunk as it comes.
      if (id === undefined && size >= OFF_MAIN_THREAD_BYTES && typeof Worker !== 'undefined') {
        target = answerWorker()
        if (target) {
          id = ++nextId
          for (const chunk of chunks) target.postMessage({ id, type: 'bytes', bytes: chunk } satisfies ToWorker)
        }
      } else if (id !== undefined) target?.postMessage({ id, type: 'bytes', bytes: read.value } satisfies ToWorker)
    }
  } catch (error) {
    if (id !== undefined) target?.postMessage({ id, type: 'drop' } satisfies ToWorker)
    throw error
  }
  if (size === 0) return {}
  if (id === undefined || !target || worker !== target) return parseHere(chunks)
  const sent = id
  try {
    return await new Promise<unknown>((resolve, reject) => {
      pending.set(sent, { resolve, reject, chunks, early: earlyRows, rows: [] })
      target.postMessage({ id: sent, type: 'end', early: earlyRows } satisfies ToWorker)
    })
  } catch (error) {
    if (error instanceof SyntaxError) throw error
    return parseHere(chunks)
  }
}
