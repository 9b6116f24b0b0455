/**
 * Where the browser mock keeps its slices (mocks/state.ts): IndexedDB `dashboard-demo-state`, one
 * record per slice, so snippets, advisor rules, storage objects... survive closing the browser like the
 * demo databases do. Every `set` / `commit` of a slice writes its record at once (the value is copied
 * when the write starts, so the writes land in the order of the changes).
 */
const DB_NAME = 'dashboard-demo-state'
const STORE = 'slices'

const request = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'))
  })

let opened: Promise<IDBDatabase> | undefined
function database() {
  opened ??= (() => {
    const open = indexedDB.open(DB_NAME, 1)
    open.onupgradeneeded = () => open.result.createObjectStore(STORE)
    return request(open).then((db) => {
      // Another tab deleting it (Reset demo data) must not wait for this one.
      db.onversionchange = () => {
        db.close()
        opened = undefined
      }
      return db
    })
  })()
  return opened
}

/** Every saved slice by name (none when IndexedDB cannot be read: the mock starts from its fixtures). */
export async function loadSlices(): Promise<Map<string, unknown>> {
  try {
    const store = (await database()).transaction(STORE, 'readonly').objectStore(STORE)
    const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())])
    return new Map(keys.map((key, i) => [String(key), values[i] as unknown]))
  } catch {
    return new Map()
  }
}

export function saveSlice(name: string, value: unknown) {
  let copy: unknown
  try {
    copy = structuredClone(value)
  } catch {
    return
  }
  void database().then(
    (db) => db.transaction(STORE, 'readwrite').objectStore(STORE).put(copy, name),
    () => {},
  )
}

/** Deletes every saved slice. */
export async function clearSlices() {
  const db = await database().catch(() => undefined)
  if (!db) return
  const tx = db.transaction(STORE, 'readwrite')
  tx.objectStore(STORE).clear()
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('The demo data could not be cleared'))
  })
}
