/// <reference lib="webworker" />
import { sliceRows } from './json-answer'
import type { FromWorker, ToWorker } from './json-answer-protocol'
import { JsonRowsStream } from './json-rows-stream'

/** Rows per message: reading one slice on the page's thread stays far below a long task (50 ms). */
const ROWS_PER_MESSAGE = 2_000
/** The first message is small: more rows than any screen shows, read by the page in a millisecond or two. */
const FIRST_ROWS = 200

const scope = self as unknown as DedicatedWorkerGlobalScope
const post = (message: FromWorker) => scope.postMessage(message)

interface Reading {
  decoder: TextDecoder
  stream: JsonRowsStream
  /** A chunk was not JSON: the rest is skipped, the end says so. */
  failed: boolean
}
const readings = new Map<number, Reading>()

function finish(id: number, reading: Reading) {
  let answer
  try {
    if (reading.failed) throw new SyntaxError('not JSON')
    reading.stream.push(reading.decoder.decode())
    answer = reading.stream.finish()
  } catch {
    post({ id, type: 'invalid' })
    return
  }
  const rows = answer.rows ?? []
  post({ id, type: 'start', envelope: answer.envelope, at: answer.at, count: rows.length })
  for (const slice of sliceRows(rows, ROWS_PER_MESSAGE, FIRST_ROWS)) post({ id, type: 'rows', rows: slice })
  post({ id, type: 'end' })
}

scope.onmessage = ({ data }: MessageEvent<ToWorker>) => {
  if (data.type === 'drop') {
    readings.delete(data.id)
    return
  }
  let reading = readings.get(data.id)
  if (!reading) {
    reading = { decoder: new TextDecoder(), stream: new JsonRowsStream(), failed: false }
    readings.set(data.id, reading)
  }
  if (data.type === 'end') {
    readings.delete(data.id)
    finish(data.id, reading)
    return
  }
  if (reading.failed) return
  try {
    reading.stream.push(reading.decoder.decode(data.bytes, { stream: true }))
  } catch {
    reading.failed = true
  }
}
