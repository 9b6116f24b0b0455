/// <reference lib="webworker" />
import { sliceRows, splitJsonAnswer } from './json-answer'
import type { FromWorker, ToWorker } from './json-answer-protocol'

/** Rows per message: reading one slice on the page's thread stays far below a long task (50 ms). */
const ROWS_PER_MESSAGE = 2_000

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
  post({ id: data.id, type: 'start', envelope: answer.envelope, at: answer.at })
  for (const rows of sliceRows(answer.rows ?? [], ROWS_PER_MESSAGE)) post({ id: data.id, type: 'rows', rows })
  post({ id: data.id, type: 'end' })
}
