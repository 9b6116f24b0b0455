/// <reference lib="webworker" />
import type { PGlite } from '@electric-sql/pglite'
import { createSeededDatabase, runSql } from './database'
import type { WorkerReply, WorkerRequest } from './worker-protocol'

// The browser mock's Postgres: one PGlite per project ref, off the main thread.
const databases = new Map<string, Promise<PGlite>>()
const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data
  if (request.type === 'reset') {
    const open = [...databases.values()]
    databases.clear()
    await Promise.allSettled(open.map(async (db) => (await db).close()))
    scope.postMessage({ id: request.id, outcome: { ok: true, rows: [] } } satisfies WorkerReply)
    return
  }
  let db = databases.get(request.ref)
  if (!db) {
    db = createSeededDatabase()
    databases.set(request.ref, db)
  }
  try {
    scope.postMessage({ id: request.id, outcome: await runSql(await db, request.sql) } satisfies WorkerReply)
  } catch (error) {
    scope.postMessage({ id: request.id, outcome: { ok: false, message: String(error) } } satisfies WorkerReply)
  }
}
