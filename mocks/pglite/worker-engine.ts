import type { QueryOutcome } from './database'
import type { SqlEngine } from './engine'
import type { WorkerReply, WorkerRequest } from './worker-protocol'

type Pending = (outcome: QueryOutcome) => void
type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never

/** PGlite in a module Web Worker; requests and answers matched by id. */
export function createWorkerEngine(): SqlEngine {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { type: 'module', name: 'mock-postgres' })
  const pending = new Map<number, Pending>()
  let nextId = 1
  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    pending.get(event.data.id)?.(event.data.outcome)
    pending.delete(event.data.id)
  }
  worker.onerror = (event) => {
    for (const resolve of pending.values())
      resolve({ ok: false, message: `The mock database failed: ${event.message}` })
    pending.clear()
  }
  const send = (request: Request) =>
    new Promise<QueryOutcome>((resolve) => {
      const id = nextId++
      pending.set(id, resolve)
      worker.postMessage({ ...request, id } as WorkerRequest)
    })
  return {
    query: (ref, sql) => send({ type: 'query', ref, sql }),
    reset: async () => {
      await send({ type: 'reset' })
    },
  }
}
