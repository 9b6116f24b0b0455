import { sqlEngine, startedSqlEngine } from './engine'
import { PERSISTED_DIR_PREFIX } from './worker-protocol'

/**
 * What the app may ask of the browser mock's embedded databases (config `mock: true` only; the app
 * imports this module lazily, like mocks/browser.ts).
 */
export async function resetProjectDatabase(ref: string) {
  await (await sqlEngine()).resetProject(ref)
}

/** Where a project's demo database is: starting (PGlite and its data directory loading), or started. */
export type LocalDatabaseStatus = 'starting' | 'started'
const statuses = new Map<string, LocalDatabaseStatus>()
const listeners = new Set<() => void>()
const setStatus = (ref: string, status: LocalDatabaseStatus | undefined) => {
  if (status) statuses.set(ref, status)
  else statuses.delete(ref)
  for (const listener of listeners) listener()
}

export const localDatabaseStatus = (ref: string) => statuses.get(ref)

export function onLocalDatabaseStatus(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * Starts the project's database now (a project page opens), so the first query does not wait for
 * PGlite: it starts in its Web Worker, off the main thread, while the page loads the rest of itself.
 */
export function warmProjectDatabase(ref: string) {
  if (statuses.has(ref)) return
  setStatus(ref, 'starting')
  void sqlEngine()
    .then((engine) => engine.warm(ref))
    .then(
      () => setStatus(ref, 'started'),
      () => setStatus(ref, undefined),
    )
}

/**
 * The same from the page's address, as the app boots (src/main.tsx): on a project's page the database
 * starts beside the mock's own start, not once the app's guards have answered (under the dev server,
 * where each module is compiled on its first request, that was most of the wait for the first query).
 */
export function warmDatabaseOfPage(pathname: string, base: string) {
  const ref = projectRefOfPage(pathname, base)
  if (ref) warmProjectDatabase(ref)
}

/** The project ref of a page's path under the app's base ('/dashboard/project/abc/sql/new' → 'abc'). */
export function projectRefOfPage(pathname: string, base: string): string | undefined {
  const prefix = base.endsWith('/') ? base.slice(0, -1) : base
  if (!pathname.startsWith(`${prefix}/`)) return undefined
  return /^\/project\/([a-z0-9]+)(?:\/|$)/.exec(pathname.slice(prefix.length))?.[1]
}

/** Sign-out: every persisted demo database is closed and deleted. */
export async function forgetPersistedDatabases() {
  for (const ref of [...statuses.keys()]) setStatus(ref, undefined)
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
