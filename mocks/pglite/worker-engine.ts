import type { QueryOutcome } from './database'
import type { SqlEngine } from './sql-engine'
import type { WorkerReply, WorkerRequest } from './worker-protocol'

type Pending = (outcome: QueryOutcome) => void
type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never

const LOCK_NAME = 'dashboard-mock-postgres'
export const HELD_BY_ANOTHER_TAB =
  'The demo database is open in another tab of this dashboard. Close that tab, then run the query again here.'

/**
 * The persisted databases may be open in one tab only (two PGlite instances on one IndexedDB directory
 * overwrite each other's files): a Web Lock held for the tab's life says which one. The other tabs'
 * queries are sent to that tab (BroadcastChannel) and answered from its databases.
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

// The tab that holds the databases runs the other tabs' queries for them: one database, every tab
// (the Realtime inspector in one tab hears what the SQL editor writes in another).
const QUERIES_CHANNEL = 'dashboard-mock-postgres-queries'
const FORWARD_TIMEOUT_MS = 120_000
type Forwarding =
  | { type: 'forward'; id: string; request: Request }
  | { type: 'forwarded'; id: string; outcome: QueryOutcome }

/** PGlite in a module Web Worker; requests and answers matched by id. */
export function createWorkerEngine(): SqlEngine {
  let worker: Worker | undefined
  let locked: Promise<boolean> | undefined
  let holding = false
  const pending = new Map<number, Pending>()
  const forwarded = new Map<string, Pending>()
  let channel: BroadcastChannel | undefined
  let nextId = 1

  const openChannel = () => {
    if (channel || typeof BroadcastChannel === 'undefined') return channel
    channel = new BroadcastChannel(QUERIES_CHANNEL)
    channel.onmessage = (event: MessageEvent<Forwarding>) => {
      const message = event.data
      if (message.type === 'forwarded') {
        forwarded.get(message.id)?.(message.outcome)
        forwarded.delete(message.id)
      } else if (message.type === 'forward' && holding && message.request.type === 'query') {
        void send(message.request).then((outcome) => channel?.postMessage({ type: 'forwarded', id: message.id, outcome } satisfies Forwarding))
      }
    }
    return channel
  }
  /** A query for the tab that holds the databases; its answer, or why there is none. */
  const forward = (request: Request) => {
    const open = openChannel()
    if (!open || request.type !== 'query') return Promise.resolve<QueryOutcome>({ ok: false, message: HELD_BY_ANOTHER_TAB })
    return new Promise<QueryOutcome>((resolve) => {
      const id = crypto.randomUUID()
      const timer = setTimeout(() => {
        forwarded.delete(id)
        resolve({ ok: false, message: HELD_BY_ANOTHER_TAB })
      }, FORWARD_TIMEOUT_MS)
      forwarded.set(id, (outcome) => {
        clearTimeout(timer)
        resolve(outcome)
      })
      open.postMessage({ type: 'forward', id, request } satisfies Forwarding)
    })
  }

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
      // Warming is the holder's business; a query is run by the holder.
      return request.type === 'warm' ? { ok: true, rows: [] } : forward(request)
    }
    holding = true
    openChannel()
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
