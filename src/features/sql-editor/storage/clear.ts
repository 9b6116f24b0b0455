import { getConfig } from '@/lib/config/config'
import { SQL_HISTORY_DB_NAME } from './names'

type Closer = () => Promise<void> | void
const closers = new Set<Closer>()

/** The loaded editor registers how to close its history database (and forget the mock's) before sign-out. */
export function onClearSqlEditorStorage(closer: Closer): () => void {
  closers.add(closer)
  return () => closers.delete(closer)
}

/**
 * SPEC §4 sign-out: deletes the query history kept in this browser and runs the registered cleanups
 * (the mock's persisted demo databases). Snippets and unsaved drafts stay: nothing typed is lost.
 */
export async function clearSqlEditorStorage() {
  await Promise.allSettled([...closers].map((close) => close()))
  if (getConfig().mock) {
    // The browser mock's demo databases persist in IndexedDB: they go with the session.
    const { forgetPersistedDatabases } = await import('@mocks/pglite/control')
    await forgetPersistedDatabases().catch(() => {})
  }
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(SQL_HISTORY_DB_NAME)
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
}
