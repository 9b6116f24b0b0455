import { joinJsonAnswer, type Row, type RowsAt } from './json-answer'
import type { FromWorker, ToWorker } from './json-answer-protocol'

/** Below this size the page parses the answer itself: a worker's round trip would cost more. */
export const OFF_MAIN_THREAD_BYTES = 256 * 1024

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  envelope?: unknown
  at?: RowsAt | undefined
  rows: Row[]
}

let worker: Worker | undefined
let unavailable = false
let nextId = 0
const pending = new Map<number, Pending>()

function answerWorker(): Worker | undefined {
  if (worker || unavailable) return worker
  try {
    worker = new Worker(new URL('./json-answer.worker.ts', import.meta.url), { type: 'module', name: 'json-answer' })
  } catch {
    unavailable = true
    return undefined
  }
  worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
    const call = pending.get(data.id)
    if (!call) return
    if (data.type === 'start') Object.assign(call, { envelope: data.envelope, at: data.at })
    else if (data.type === 'rows') for (const row of data.rows) call.rows.push(row)
    else {
      pending.delete(data.id)
      if (data.type === 'end') call.resolve(joinJsonAnswer({ envelope: call.envelope, at: call.at }, call.rows))
      else call.reject(new SyntaxError('The answer is not JSON'))
    }
  }
  // A worker that cannot start (a blocked script): every call waiting on it, and the next ones, parse here.
  worker.onerror = () => {
    unavailable = true
    worker = undefined
    for (const [id, call] of pending) {
      pending.delete(id)
      call.reject(new Error('The answer worker stopped'))
    }
  }
  return worker
}

const parseHere = (buffer: ArrayBuffer): unknown => JSON.parse(new TextDecoder().decode(buffer)) as unknown

/**
 * Reads a JSON answer: a large one is parsed and shape-checked off the page's thread (the page gets its
 * rows in slices, each read in a short task), a small one here (SPEC §7: an empty body is `{}`).
 * Throws a SyntaxError when the answer is not JSON.
 */
export async function readJsonAnswer(response: Response): Promise<unknown> {
  const buffer = await response.arrayBuffer()
  if (buffer.byteLength === 0) return {}
  const target = buffer.byteLength >= OFF_MAIN_THREAD_BYTES && typeof Worker !== 'undefined' ? answerWorker() : undefined
  if (!target) return parseHere(buffer)
  const id = ++nextId
  try {
    // A copy, not a transfer (a memory copy of a few ms): the bytes stay here if the worker fails.
    return await new Promise<unknown>((resolve, reject) => {
      pending.set(id, { resolve, reject, rows: [] })
      target.postMessage({ id, buffer } satisfies ToWorker)
    })
  } catch (error) {
    if (error instanceof SyntaxError) throw error
    return parseHere(buffer)
  }
}
