import { MemoryFS, type PGlite } from '@electric-sql/pglite'
import { PERSISTED_DIR_PREFIX } from './worker-protocol'

/** Where PGlite keeps the data directory in its in-memory file system. */
const PGDATA = '/pglite/data'
const STORE = 'files'
// pg_stat_statements rewrites its query texts on every query: saved along, but not a change by itself.
const NOT_A_CHANGE = /^pg_stat_tmp\//

/** A file or directory of the data directory, keyed by its path inside it (directories end in `/`). */
interface Entry {
  data?: Uint8Array
  mtime: number
  size: number
}
type Listing = Map<string, Entry>

interface EmscriptenFs {
  readdir(path: string): string[]
  stat(path: string): { mode: number; mtime: Date; size: number }
  isDir(mode: number): boolean
  readFile(path: string): Uint8Array
  writeFile(path: string, data: Uint8Array): void
  mkdirTree(path: string): void
  utime(path: string, atime: number, mtime: number): void
}
const fsOf = (db: { Module: unknown }) => (db.Module as { FS: EmscriptenFs }).FS

function list(fs: EmscriptenFs, dir = PGDATA, out: Listing = new Map()): Listing {
  for (const name of fs.readdir(dir)) {
    if (name === '.' || name === '..') continue
    const path = `${dir}/${name}`
    const stat = fs.stat(path)
    const key = path.slice(PGDATA.length + 1)
    if (fs.isDir(stat.mode)) {
      out.set(`${key}/`, { mtime: 0, size: 0 })
      list(fs, path, out)
    } else out.set(key, { mtime: stat.mtime.getTime(), size: stat.size })
  }
  return out
}

const request = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'))
  })

function openStore(ref: string): Promise<IDBDatabase> {
  const open = indexedDB.open(`${PERSISTED_DIR_PREFIX}${ref}`, 1)
  open.onupgradeneeded = () => open.result.createObjectStore(STORE)
  return request(open)
}

/** Restores a saved data directory into PGlite's in-memory file system before Postgres starts. */
class RestoredFs extends MemoryFS {
  readonly #entries: Listing
  constructor(entries: Listing) {
    super()
    this.#entries = entries
  }
  override async initialSyncFs() {
    const fs = fsOf(this.pg as PGlite)
    for (const [key, entry] of this.#entries) {
      const path = `${PGDATA}/${key}`
      if (key.endsWith('/')) fs.mkdirTree(path.slice(0, -1))
      else {
        fs.mkdirTree(path.slice(0, path.lastIndexOf('/')))
        fs.writeFile(path, entry.data ?? new Uint8Array())
        fs.utime(path, entry.mtime, entry.mtime)
      }
    }
    return Promise.resolve()
  }
}

/**
 * A project's demo database kept in IndexedDB (`dashboard-mock-{ref}`), one record per file of its
 * data directory. PGlite runs in memory; nothing is written until something changes (a new demo
 * starts from the build's seed without copying it), then every changed file is written in one
 * transaction with strict durability, and the answer waits for it: what the user saw succeed is on disk.
 */
export async function openSnapshot(ref: string) {
  const idb = await openStore(ref)
  const saved: Listing = new Map()
  const read = idb.transaction(STORE, 'readonly').objectStore(STORE)
  const [keys, values] = await Promise.all([request(read.getAllKeys()), request(read.getAll())])
  keys.forEach((key, i) => saved.set(String(key), values[i] as Entry))
  let synced: Listing = new Map([...saved].map(([key, { mtime, size }]) => [key, { mtime, size }]))
  let complete = saved.size > 0

  return {
    /** The saved data directory to start from, or undefined for a new demo. */
    restore: complete ? new RestoredFs(saved) : undefined,
    /** Writes what changed since the last save (everything, the first time); answers whether it wrote. */
    async save(db: PGlite): Promise<boolean> {
      const fs = fsOf(db)
      const now = list(fs)
      const differs = (key: string, entry: Entry) => {
        const was = synced.get(key)
        return !was || was.mtime !== entry.mtime || was.size !== entry.size
      }
      const changed = [...now].filter(([key, entry]) => differs(key, entry))
      const removed = [...synced.keys()].filter((key) => !now.has(key))
      if (!changed.some(([key]) => !NOT_A_CHANGE.test(key)) && removed.length === 0) return false
      const writes = complete ? changed : [...now]
      const tx = idb.transaction(STORE, 'readwrite', { durability: 'strict' })
      const store = tx.objectStore(STORE)
      for (const [key, entry] of writes)
        store.put(key.endsWith('/') ? entry : { ...entry, data: fs.readFile(`${PGDATA}/${key}`) }, key)
      for (const key of removed) store.delete(key)
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve()
        tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('The demo database could not be saved'))
      })
      synced = now
      complete = true
      return true
    },
    /** Takes the current files as saved (what the start itself changed is not the user's change). */
    baseline(db: PGlite) {
      if (complete) return
      synced = list(fsOf(db))
    },
    close: () => idb.close(),
  }
}

export type Snapshot = Awaited<ReturnType<typeof openSnapshot>>
