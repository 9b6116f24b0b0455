import type { QueryOutcome } from './database'
import type { SqlEngine } from './engine'
import type { WorkerReply, WorkerRequest } from './worker-protocol'

type Pending = (outcome: QueryOutcome) => void
type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never

const LOCK_NAME = 'dashboard-mock-postgres'
export const HELD_BY_ANOTHER_TAB =
  'The demo database is open in another tab of this dashboard. Close that tab, then run the query again here.'

/**
 * The persisted databases may be open in one tab only (two PGlite instances on one IndexedDB directory
 * overwrite each other's files): a Web Lock held for the tab's life says which one.
 */
function tryHoldDatabaseLock(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return Promise.resolve(true)
  return new Promise((resolve) => {
    void navigator.locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => {
      resolve(lock !== null)
      return lock ? new Promise<void>(() => {}) : undefined
    })
  })
}

/** PGlite in a module Web Worker; requests and answers matched by id. */
export function createWorkerEngine(): SqlEngine {
  let worker: Worker | undefined
  let locked: Promise<boolean> | undefined
  const pending = new Map<number, Pending>()
  let nextId = 1

  const start = () => {
    const w = new Worker(new URL('./pglite-worker.ts', import.meta.url), { type: 'module', name: 'mock-postgres' })
    w.onmessage = (event: MessageEvent<WorkerReply>) => {
      pending.get(event.data.id)?.(event.data.outcome)
      pending.delete(event.data.id)
    }
    w.onerror = (event) => {
      for (const resolve of pending.values()) resolve({ ok: false, message: `The mock database failed: ${event.message}` })
      pending.clear()
    }
    return w
  }
  const send = async (request: Request): Promise<QueryOutcome> => {
    locked ??= tryHoldDatabaseLock()
    if (!(await locked)) {
      locked = undefined
      return { ok: false, message: HELD_BY_ANOTHER_TAB }
    }
    worker ??= start()
    const target = worker
    return new Promise<QueryOutcome>((resolve) => {
      const id = nextId++
      pending.set(id, resolve)
      target.postMessage({ ...request, id } as WorkerRequest)
    })
  }
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
