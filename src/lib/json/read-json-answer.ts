import type { ColumnTable } from './column-table'
import { joinJsonAnswer, type Row, type RowsAt } from './json-answer'
import type { Ahead, FromWorker, ToWorker, WorkerRequest } from './json-answer-protocol'

/** Below this size the page parses the answer itself: a worker's round trip would cost more. */
export const OFF_MAIN_THREAD_BYTES = 256 * 1024
/** An early answer's other rows are asked for at the latest this long after its first ones. */
const REST_AFTER_MS = 500

/** An answer handed over before all its rows arrived: how many it has, and when the rest are in. */
export interface RowsArrival {
  /** Known once the whole answer is parsed; undefined while its bytes are still being read. */
  count: number | undefined
  /** All the rows as columns, for an answer read with `ahead: 'columns'`. */
  table?: ColumnTable | undefined
  /** Settles with the number of rows once the last one has been appended. */
  done: Promise<number>
}

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  /** The answer's bytes as they came (sent to the worker as copies): parsed here if the worker stops. */
  chunks: Uint8Array[]
  /** What the caller takes ahead of an array answer's rows (see `rowsArriving`). */
  ahead: Ahead
  /** The body is still being read: a stopped worker's call is answered here once it is whole. */
  reading: boolean
  workerStopped: boolean
  /** The rest of the body went to the worker (a transferred stream): nothing to parse here if it stops. */
  transferred: boolean
  envelope?: unknown
  at?: RowsAt | undefined
  count?: number
  rows: Row[]
  /** A request the worker sends: settles with its answer's head (see `answerFetch`). */
  head?: { resolve: (response: Response) => void; reject: (error: Error) => void } | undefined
  /** What `readJsonAnswer` gives for the answer to a request the worker sent. */
  answer?: Promise<unknown>
  /** Set once the call resolved early: settles when the last row has been appended. */
  arrival?: { info: RowsArrival; resolve: (count: number) => void; reject: (error: Error) => void }
}

let worker: Worker | undefined
/** The worker once it said it is ready; undefined when it cannot run (then the page parses). */
let ready: Promise<Worker | undefined> | undefined
let nextId = 0
const pending = new Map<number, Pending>()
const arriving = new WeakMap<readonly unknown[], RowsArrival>()
/** Answers whose bodies the worker reads itself (it sent their requests): what `readJsonAnswer` gives. */
const readInWorker = new WeakMap<Response, Promise<unknown>>()

/**
 * For an answer read with `ahead`: its rows count and a promise of the last row, while the rows are
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

function resolveEarly(id: number, call: Pending, count: number | undefined, table?: ColumnTable) {
  let settle!: Pick<NonNullable<Pending['arrival']>, 'resolve' | 'reject'>
  const done = new Promise<number>((resolve, reject) => (settle = { resolve, reject }))
  // Nobody may be waiting for the rest (the page moved on): not an unhandled rejection.
  done.catch(() => {})
  const info: RowsArrival = { count, done, table }
  call.arrival = { info, ...settle }
  arriving.set(call.rows, info)
  call.resolve(call.rows)
  // The rest once the first rows (or the chart) are painted (after the next frame), not before; a hidden tab paints
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
  call.arrival.resolve(call.rows.length)
}

function fail(id: number, call: Pending, error: Error) {
  pending.delete(id)
  if (call.head) return call.head.reject(error)
  if (!call.arrival) return call.reject(error)
  arriving.delete(call.rows)
  call.arrival.reject(error)
}

/** The head of an answer to a request the worker sent: a Response for ky, its body read in the worker. */
function onHead(id: number, call: Pending, { status, statusText, headers, body }: Extract<FromWorker, { type: 'head' }>) {
  const head = call.head!
  call.head = undefined
  if (body !== undefined) {
    pending.delete(id)
    return head.resolve(new Response(status === 204 ? null : body, { status, statusText, headers }))
  }
  const response = new Response(null, { status, statusText, headers })
  readInWorker.set(response, call.answer!)
  head.resolve(response)
}

function onWorkerMessage({ data }: MessageEvent<FromWorker>) {
  const call = pending.get(data.id)
  if (!call) return
  if (data.type === 'head') onHead(data.id, call, data)
  else if (data.type === 'unsent') fail(data.id, call, data.aborted ? new DOMException(data.message, 'AbortError') : new TypeError(data.message))
  else if (data.type === 'first') {
    for (const row of data.rows) call.rows.push(row)
    resolveEarly(data.id, call, undefined)
  } else if (data.type === 'columns') resolveEarly(data.id, call, data.table.count, data.table)
  else if (data.type === 'start') {
    Object.assign(call, { envelope: data.envelope, at: data.at, count: data.count })
    if (call.arrival) call.arrival.info.count = data.count
  } else if (data.type === 'rows') {
    for (const row of data.rows) call.rows.push(row)
    // Too few rows came before the end for a 'first': the caller takes the first slice.
    if (call.ahead !== 'none' && call.at === 'root' && !call.arrival && call.rows.length < (call.count ?? 0)) resolveEarly(data.id, call, call.count)
  } else if (data.type === 'end') settle(data.id, call)
  else if (data.type === 'failed') fail(data.id, call, new Error(`The answer could not be read: ${data.message}`))
  else if (data.type === 'invalid') fail(data.id, call, new SyntaxError('The answer is not JSON'))
}

/** An answer the worker did not finish, parsed here (the bytes were copied to it, not moved). */
function finishHere(id: number, call: Pending) {
  let all: unknown
  try {
    all = parseHere(call.chunks)
  } catch (error) {
    return fail(id, call, error as Error)
  }
  pending.delete(id)
  if (!call.arrival) return call.resolve(all)
  const rows = all as Row[]
  for (let i = call.rows.length; i < rows.length; i++) call.rows.push(rows[i]!)
  arriving.delete(call.rows)
  call.arrival.resolve(call.rows.length)
}

/** A worker that stopped: the calls waiting on it finish here, once their bytes are all in. */
function onWorkerError() {
  ready = Promise.resolve(undefined)
  worker = undefined
  for (const [id, call] of pending) {
    call.workerStopped = true
    if (call.transferred) fail(id, call, new Error('The answer worker stopped'))
    else if (!call.reading) finishHere(id, call)
  }
}

/** The answer worker, started on first use and handed bodies once it has loaded. */
function answerWorker(): Promise<Worker | undefined> {
  ready ??= new Promise((resolve) => {
    let started: Worker
    try {
      started = new Worker(new URL('./json-answer.worker.ts', import.meta.url), { type: 'module', name: 'json-answer' })
    } catch {
      return resolve(undefined)
    }
    started.onmessage = () => {
      worker = started
      started.onmessage = onWorkerMessage
      resolve(started)
    }
    started.onerror = () => {
      resolve(undefined)
      onWorkerError()
    }
  })
  return ready
}

let streamsTransfer: boolean | undefined
/** Whether a ReadableStream can be transferred to a worker (Chromium and Firefox can; not every browser). */
function canTransferStreams() {
  if (streamsTransfer === undefined) {
    try {
      const stream = new ReadableStream()
      const channel = new MessageChannel()
      channel.port1.postMessage(stream, [stream])
      channel.port1.close()
      streamsTransfer = true
    } catch {
      streamsTransfer = false
    }
  }
  return streamsTransfer
}

/** Streams the rest of the body to the worker (the caller may have its first rows already). */
async function pump(reader: ReadableStreamDefaultReader<Uint8Array>, id: number, call: Pending, target: Worker) {
  const post = (message: ToWorker) => {
    if (!call.workerStopped) target.postMessage(message)
  }
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      call.chunks.push(read.value)
      post({ id, type: 'bytes', bytes: read.value })
    }
  } catch (error) {
    post({ id, type: 'drop' })
    return fail(id, call, error as Error)
  }
  call.reading = false
  if (call.workerStopped) finishHere(id, call)
  else post({ id, type: 'end' })
}

function handOver(response: Response, reader: ReadableStreamDefaultReader<Uint8Array>, chunks: Uint8Array[], target: Worker, ahead: Ahead) {
  const id = ++nextId
  const transferred = canTransferStreams()
  const answer = new Promise<unknown>((resolve, reject) => {
    pending.set(id, { resolve, reject, chunks, ahead, reading: !transferred, workerStopped: false, transferred, rows: [] })
  })
  target.postMessage({ id, type: 'open', ahead } satisfies ToWorker)
  for (const chunk of chunks) target.postMessage({ id, type: 'bytes', bytes: chunk } satisfies ToWorker)
  if (transferred) {
    // The worker reads the rest itself: the page does no work per chunk while a big answer streams in.
    reader.releaseLock()
    const stream = response.body!
    target.postMessage({ id, type: 'stream', stream } satisfies ToWorker, [stream])
  } else void pump(reader, id, pending.get(id)!, target)
  return answer
}

export type { Ahead }

export interface ReadJsonOptions {
  /**
   * An array answer (pg-meta's rows) read off the page's thread resolves early: with its first rows as
   * soon as they are parsed, often before the last byte is in (`'rows'`), or empty once the whole answer
   * is parsed, with its rows as columns (`'columns'`, in `rowsArriving(rows).table`). The rows are then
   * appended to the same array in slices (`rowsArriving` tells how many and when). Only for a caller
   * that shows rows as they come.
   */
  ahead?: Ahead | undefined
}

/**
 * Reads a JSON answer: a large one is streamed to a worker as it arrives, which parses and shape-checks
 * it on the way (the page gets its rows in slices, each read in a short task), a small one is parsed
 * here (SPEC §7: an empty body is `{}`). Throws a SyntaxError when the answer is not JSON.
 */
export async function readJsonAnswer(response: Response, { ahead = 'none' }: ReadJsonOptions = {}): Promise<unknown> {
  const inWorker = readInWorker.get(response)
  if (inWorker) return inWorker
  const reader = response.body?.getReader()
  if (!reader) return {}
  const chunks: Uint8Array[] = []
  let size = 0
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value)
    size += read.value.byteLength
    // Past the size worth a worker, the bytes so far go to it, then the rest of the body.
    const target = size >= OFF_MAIN_THREAD_BYTES && typeof Worker !== 'undefined' ? await answerWorker() : undefined
    if (target) return handOver(response, reader, chunks, target, ahead)
  }
  return size === 0 ? {} : parseHere(chunks)
}

async function workerRequest(request: Request): Promise<WorkerRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
  return { url: request.url, method: request.method, headers: [...request.headers], body, credentials: request.credentials }
}

/**
 * A `fetch` (for ky) whose answer's body never reaches the page's thread: the worker sends the request
 * and reads a successful answer as it arrives, parsing and shape-checking it there and handing the page
 * what it takes ahead, then the rows (`readJsonAnswer` of the Response it resolves with gives them).
 * Chromium receives a fetched body on the thread that fetched it: 10 MB took the page 150 ms in long
 * tasks (issue 32 item 26), and the worker got the bytes only after them (issue 38 item 4). A failed
 * answer's body comes back whole and is read as any other. Without a worker, the page fetches.
 */
export function answerFetch(ahead: Ahead): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const target = typeof Worker === 'undefined' ? undefined : await answerWorker()
    if (!target) return fetch(request)
    if (request.signal.aborted) throw request.signal.reason
    const sent = await workerRequest(request)
    const id = ++nextId
    let call!: Pending
    const answer = new Promise<unknown>((resolve, reject) => {
      call = { resolve, reject, chunks: [], ahead, reading: false, workerStopped: false, transferred: true, rows: [] }
    })
    // A request aborted once its answer's head is in: nobody may read the answer any more.
    answer.catch(() => {})
    const response = new Promise<Response>((resolve, reject) => (call.head = { resolve, reject }))
    call.answer = answer
    pending.set(id, call)
    request.signal.addEventListener('abort', () => target.postMessage({ id, type: 'abort' } satisfies ToWorker), { once: true })
    target.postMessage({ id, type: 'fetch', ahead, request: sent } satisfies ToWorker, sent.body ? [sent.body] : [])
    return response
  }
}
