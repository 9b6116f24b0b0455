/// <reference lib="webworker" />
import { sliceRows, type Row } from './json-answer'
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
/** The slices an early answer holds back until the page has painted its first rows. */
const held = new Map<number, Row[][]>()

function sendRest(id: number, slices: Row[][]) {
  for (const rows of slices) post({ id, type: 'rows', rows })
  post({ id, type: 'end' })
}

function finish(id: number, reading: Reading, early: boolean) {
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
  const [first, ...rest] = sliceRows(rows, ROWS_PER_MESSAGE, FIRST_ROWS)
  if (first) post({ id, type: 'rows', rows: first })
  // Posted at once, the other slices would be read by the page before it renders the first rows.
  if (early && answer.at === 'root' && rest.length > 0) held.set(id, rest)
  else sendRest(id, rest)
}

scope.onmessage = ({ data }: MessageEvent<ToWorker>) => {
  if (data.type === 'drop') {
    readings.delete(data.id)
    held.delete(data.id)
    return
  }
  if (data.type === 'more') {
    const rest = held.get(data.id)
    held.delete(data.id)
    if (rest) sendRest(data.id, rest)
    return
  }
  let reading = readings.get(data.id)
  if (!reading) {
    reading = { decoder: new TextDecoder(), stream: new JsonRowsStream(), failed: false }
    readings.set(data.id, reading)
  }
  if (data.type === 'end') {
    readings.delete(data.id)
    finish(data.id, reading, data.early)
    return
  }
  if (reading.failed) return
  try {
    reading.stream.push(reading.decoder.decode(data.bytes, { stream: true }))
  } catch {
    reading.failed = true
  }
}
