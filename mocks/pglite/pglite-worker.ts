/// <reference lib="webworker" />
import seededDataDirUrl from 'virtual:mock-seeded-data-dir'
import templateDatabasesUrl from 'virtual:mock-template-databases'
import { createSeededDatabase } from './database'
import { createDatabasePool } from './pool'
import { openSnapshot, type Snapshot } from './snapshot'
import { PERSISTED_DIR_PREFIX, type WorkerReply, type WorkerRequest } from './worker-protocol'

// The path to the first answer, marked for the benchmark (test/bench/sql-editor.mjs reads them in the worker).
const mark = (name: string, detail?: unknown) => performance.mark(`mock-postgres:${name}`, { detail })
mark('worker-module')

/**
 * A tarball whose bytes come later: PGlite reads `loadDataDir` only once its wasm is compiled, so the
 * download (and the browser's decompression) of the data directory runs meanwhile, not before.
 */
class PendingTarball extends Blob {
  readonly #content: Promise<ArrayBuffer>
  constructor(content: Promise<ArrayBuffer>) {
    super([], { type: 'application/x-tar' })
    this.#content = content
  }
  override arrayBuffer() {
    return this.#content
  }
}

/** A new demo starts from the seeded data directory (build-tools/mock-pgdata.ts), fetched when it starts. */
function seededDataDir(): Promise<Blob | undefined> {
  mark('seed-fetch')
  const bytes = fetch(seededDataDirUrl).then(async (response) => {
    if (!response.ok) throw new Error(`The seeded data directory answered ${response.status}`)
    const buffer = await response.arrayBuffer()
    mark('seed-fetched', { bytes: buffer.byteLength })
    return buffer
  })
  // Not unhandled if PGlite fails before reading it.
  bytes.catch(() => {})
  return Promise.resolve(new PendingTarball(bytes))
}

/** The template databases' files, which the seeded data directory leaves out: fetched when `create database` needs them. */
async function templateDatabases(): Promise<Blob> {
  const response = await fetch(templateDatabasesUrl)
  if (!response.ok) throw new Error(`The template databases answered ${response.status}`)
  return response.blob()
}

// The browser mock's Postgres: one PGlite per project ref, off the main thread, in memory, its changes
// saved in IndexedDB before each answer (snapshot.ts; the tab that holds the database lock runs it:
// see worker-engine.ts).
const snapshots = new Map<string, Promise<Snapshot>>()
const snapshotOf = (ref: string) => {
  let snapshot = snapshots.get(ref)
  if (!snapshot) snapshots.set(ref, (snapshot = openSnapshot(ref)))
  return snapshot
}
const saving = new Map<string, Promise<unknown>>()

const pool = createDatabasePool({
  async start(ref) {
    mark('start')
    const snapshot = await snapshotOf(ref)
    mark('snapshot-opened', { restored: snapshot.restore !== undefined })
    const db = await createSeededDatabase({ restore: snapshot.restore, seededDataDir, templateDatabases })
    mark('database-created')
    snapshot.baseline(db)
    mark('started')
    return db
  },
  // One save at a time per project, in the order of the statements.
  afterChange(ref, db) {
    const next = (saving.get(ref) ?? Promise.resolve()).then(async () => {
      const wrote = await (await snapshotOf(ref)).save(db)
      mark('saved', { wrote })
      return wrote
    })
    saving.set(ref, next.catch(() => {}))
    return next.then(() => undefined)
  },
})

async function deletePersisted() {
  await pool.close()
  await Promise.allSettled([...saving.values()])
  for (const snapshot of snapshots.values()) void snapshot.then((s) => s.close(), () => {})
  snapshots.clear()
  saving.clear()
  const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.includes(PERSISTED_DIR_PREFIX))
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name)
          request.onsuccess = request.onerror = request.onblocked = () => resolve()
        }),
    ),
  )
}

async function answer(request: WorkerRequest): Promise<WorkerReply> {
  const done = { id: request.id, outcome: { ok: true as const, rows: [] } }
  try {
    switch (request.type) {
      case 'query': {
        mark('query')
        const outcome = await pool.query(request.ref, request.sql)
        mark('answered')
        return { id: request.id, outcome }
      }
      case 'reset':
        pool.reset()
        return done
      case 'warm':
        mark('warm')
        await pool.warm(request.ref)
        return done
      case 'reset-project':
        await pool.resetProject(request.ref)
        return done
      case 'forget':
        await deletePersisted()
        return done
    }
  } catch (error) {
    return { id: request.id, outcome: { ok: false, message: `The mock database failed: ${String(error)}` } }
  }
}

const scope = self as unknown as DedicatedWorkerGlobalScope
scope.onmessage = async (event: MessageEvent<WorkerRequest>) => scope.postMessage(await answer(event.data))
