/// <reference lib="webworker" />
import { sliceRows, splitJsonAnswer } from './json-answer'
import type { FromWorker, ToWorker } from './json-answer-protocol'

/** Rows per message: reading one slice on the page's thread stays far below a long task (50 ms). */
const ROWS_PER_MESSAGE = 2_000
/** The first message is small: more rows than any screen shows, read by the page in a millisecond or two. */
const FIRST_ROWS = 200

const scope = self as unknown as DedicatedWorkerGlobalScope
const post = (message: FromWorker) => scope.postMessage(message)

scope.onmessage = ({ data }: MessageEvent<ToWorker>) => {
  let answer
  try {
    answer = splitJsonAnswer(new TextDecoder().decode(data.buffer))
  } catch {
    post({ id: data.id, type: 'invalid' })
    return
  }
  const rows = answer.rows ?? []
  post({ id: data.id, type: 'start', envelope: answer.envelope, at: answer.at, count: rows.length })
  for (const slice of sliceRows(rows, ROWS_PER_MESSAGE, FIRST_ROWS)) post({ id: data.id, type: 'rows', rows: slice })
  post({ id: data.id, type: 'end' })
}
