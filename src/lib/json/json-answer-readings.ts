import { AnswerReading } from './json-answer-reading'
import type { FromWorker, ToWorker } from './json-answer-protocol'

/**
 * The answer worker's message handling: the worker file wires it to its scope, the tests to a stand-in.
 * Holds the answers being read, and those read whole that still hold rows back until the page asks.
 */
export function answerReadings(post: (message: FromWorker, transfer?: Transferable[]) => void) {
  const readings = new Map<number, AnswerReading>()

  async function readStream(id: number, reading: AnswerReading, stream: ReadableStream<Uint8Array>) {
    const reader = stream.getReader()
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) reading.push(read.value)
    } catch (error) {
      readings.delete(id)
      post({ id, type: 'failed', message: error instanceof Error ? error.message : String(error) })
      return
    }
    reading.end()
    if (reading.finished) readings.delete(id)
  }

  return (data: ToWorker) => {
    if (data.type === 'open') {
      readings.set(data.id, new AnswerReading(data.id, data.ahead, post))
      return
    }
    const reading = readings.get(data.id)
    if (!reading) return
    if (data.type === 'bytes') reading.push(data.bytes)
    else if (data.type === 'stream') void readStream(data.id, reading, data.stream)
    else if (data.type === 'end') reading.end()
    else if (data.type === 'more') reading.more()
    // 'drop': the request was aborted.
    if (data.type === 'drop' || reading.finished) readings.delete(data.id)
  }
}
