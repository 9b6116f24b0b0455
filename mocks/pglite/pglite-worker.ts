/// <reference lib="webworker" />
import seededDataDirUrl from 'virtual:mock-seeded-data-dir'
import { createDatabasePool } from './pool'
import { PERSISTED_DIR_PREFIX, persistedDataDir, type WorkerReply, type WorkerRequest } from './worker-protocol'

/** Whether the browser already keeps this project's data directory (PGlite's IndexedDB database). */
async function isPersisted(ref: string) {
  const name = `/pglite/${persistedDataDir(ref).slice('idb://'.length)}`
  return (await indexedDB.databases()).some((d) => d.name === name)
}

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

/** A new directory starts from the build's seeded one (no initdb, no seed); the dev server has none. */
async function seededDataDir(ref: string): Promise<Blob | undefined> {
  if (!seededDataDirUrl || (await isPersisted(ref))) return undefined
  const url = seededDataDirUrl
  const bytes = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`The seeded data directory answered ${response.status}`)
    return response.arrayBuffer()
  })
  // Not unhandled if PGlite fails before reading it.
  bytes.catch(() => {})
  return new PendingTarball(bytes)
}

// The browser mock's Postgres: one PGlite per project ref, off the main thread, kept in IndexedDB
// (the tab that holds the database lock runs it: see worker-engine.ts).
const pool = createDatabasePool({ dataDir: persistedDataDir, seededDataDir })

async function deletePersisted() {
  await pool.close()
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
      case 'query':
        return { id: request.id, outcome: await pool.query(request.ref, request.sql) }
      case 'reset':
        pool.reset()
        return done
      case 'warm':
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
