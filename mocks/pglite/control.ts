import { sqlEngine, startedSqlEngine } from './engine'
import { PERSISTED_DIR_PREFIX } from './worker-protocol'

/**
 * What the app may ask of the browser mock's embedded databases (config `mock: true` only; the app
 * imports this module lazily, like mocks/browser.ts).
 */
export async function resetProjectDatabase(ref: string) {
  await (await sqlEngine()).resetProject(ref)
}

/**
 * Starts the project's database now, so the first query does not wait for PGlite: it starts in its
 * Web Worker, off the main thread, while the page loads the rest of itself.
 */
export function warmProjectDatabase(ref: string) {
  void sqlEngine().then((engine) => engine.warm(ref).catch(() => {}))
}

/** Sign-out: every persisted demo database is closed and deleted. */
export async function forgetPersistedDatabases() {
  const running = startedSqlEngine()
  if (running) {
    await (await running).forget()
    return
  }
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
