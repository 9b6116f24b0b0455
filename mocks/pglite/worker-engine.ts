import type { QueryOutcome } from './database'
import type { SqlEngine } from './engine'
import type { WorkerReply, WorkerRequest } from './worker-protocol'

type Pending = (outcome: QueryOutcome) => void
type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never

interface Channel {
  post: (request: WorkerRequest) => void
  onReply: (listener: (reply: WorkerReply) => void) => void
  onError: (listener: (message: string) => void) => void
}

/** One SharedWorker for every tab of the origin when the browser has them, else a worker per tab. */
function openChannel(): Channel {
  const options = { type: 'module', name: 'mock-postgres' } as const
  if (typeof SharedWorker !== 'undefined') {
    const worker = new SharedWorker(new URL('./pglite-worker.ts', import.meta.url), options)
    worker.port.start()
    return {
      post: (request) => worker.port.postMessage(request),
      onReply: (listener) => (worker.port.onmessage = (event: MessageEvent<WorkerReply>) => listener(event.data)),
      onError: (listener) => (worker.onerror = (event) => listener(event instanceof ErrorEvent ? event.message : 'error')),
    }
  }
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), options)
  return {
    post: (request) => worker.postMessage(request),
    onReply: (listener) => (worker.onmessage = (event: MessageEvent<WorkerReply>) => listener(event.data)),
    onError: (listener) => (worker.onerror = (event) => listener(event.message)),
  }
}

/** PGlite in a Web Worker; requests and answers matched by id. */
export function createWorkerEngine(): SqlEngine {
  const channel = openChannel()
  const pending = new Map<number, Pending>()
  let nextId = 1
  channel.onReply((reply) => {
    pending.get(reply.id)?.(reply.outcome)
    pending.delete(reply.id)
  })
  channel.onError((message) => {
    for (const resolve of pending.values()) resolve({ ok: false, message: `The mock database failed: ${message}` })
    pending.clear()
  })
  const send = (request: Request) =>
    new Promise<QueryOutcome>((resolve) => {
      const id = nextId++
      pending.set(id, resolve)
      channel.post({ ...request, id } as WorkerRequest)
    })
  const expectOk = async (request: Request) => {
    const outcome = await send(request)
    if (!outcome.ok) throw new Error(outcome.message)
  }
  return {
    query: (ref, sql) => send({ type: 'query', ref, sql }),
    reset: () => expectOk({ type: 'reset' }),
    warm: (ref) => expectOk({ type: 'warm', ref }),
    resetProject: (ref) => expectOk({ type: 'reset-project', ref }),
    forget: () => expectOk({ type: 'forget' }),
  }
}
