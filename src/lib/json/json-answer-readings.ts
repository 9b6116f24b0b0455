import { AnswerReading } from './json-answer-reading'
import type { Ahead, FromWorker, ToWorker, WorkerRequest } from './json-answer-protocol'

type Post = (message: FromWorker, transfer?: Transferable[]) => void

/**
 * The answer worker's message handling: the worker file wires it to its scope, the tests to a stand-in.
 * Holds the answers being read, and those read whole that still hold rows back until the page asks;
 * sends the requests the page hands over, reading their answers here.
 */
export function answerReadings(post: Post) {
  const readings = new Map<number, AnswerReading>()
  const requests = new Map<number, AbortController>()

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

  async function send(id: number, ahead: Ahead, { url, ...init }: WorkerRequest) {
    const controller = new AbortController()
    requests.set(id, controller)
    const unsent = (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error)
      post({ id, type: 'unsent', message, aborted: controller.signal.aborted })
    }
    try {
      const response = await fetch(url, { ...init, signal: controller.signal })
      const head = { id, type: 'head' as const, status: response.status, statusText: response.statusText, headers: [...response.headers] }
      // A failed or empty answer is read on the page, as any other.
      if (!response.ok || response.status === 204 || !response.body) {
        const body = await response.arrayBuffer()
        return post({ ...head, body }, [body])
      }
      post({ ...head, body: undefined })
      const reading = new AnswerReading(id, ahead, post)
      readings.set(id, reading)
      await readStream(id, reading, response.body)
    } catch (error) {
      unsent(error)
    } finally {
      requests.delete(id)
    }
  }

  return (data: ToWorker) => {
    if (data.type === 'open') {
      readings.set(data.id, new AnswerReading(data.id, data.ahead, post))
      return
    }
    if (data.type === 'fetch') return void send(data.id, data.ahead, data.request)
    if (data.type === 'abort') return requests.get(data.id)?.abort()
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
