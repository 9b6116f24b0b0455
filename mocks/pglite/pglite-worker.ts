/// <reference lib="webworker" />
import { createDatabasePool } from './pool'
import type { WorkerReply, WorkerRequest } from './worker-protocol'

// The browser mock's Postgres: one PGlite per project ref, off the main thread.
const pool = createDatabasePool()
const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data
  let reply: WorkerReply
  if (request.type === 'reset') {
    pool.reset()
    reply = { id: request.id, outcome: { ok: true, rows: [] } }
  } else {
    try {
      reply = { id: request.id, outcome: await pool.query(request.ref, request.sql) }
    } catch (error) {
      reply = { id: request.id, outcome: { ok: false, message: `The mock database failed: ${String(error)}` } }
    }
  }
  scope.postMessage(reply)
}
