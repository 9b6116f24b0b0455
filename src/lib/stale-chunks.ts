/**
 * After a deploy, a lazy chunk of the running build may be gone (404). Vite then fires
 * `vite:preloadError`: reload once to get the new build (issue 11 item 10). If a reload happened a short
 * while ago the chunk is missing for another reason: no reload loop, the error reaches the route's error
 * component instead.
 */
export const STALE_CHUNK_RELOAD_KEY = 'dashboard-stale-chunk-reload'
export const STALE_CHUNK_RELOAD_GUARD_MS = 60_000
/**
 * TanStack Router's lazy route components reload on their own once per missing module, remembered under
 * this prefix plus the error's message. The reload here counts as that one, so the page reloads once.
 */
export const ROUTER_RELOAD_KEY_PREFIX = 'tanstack_router_reload:'

let backgroundLoads = 0

/**
 * Runs a load nobody waits for (the idle preload of pages' code). A chunk missing after a deploy then
 * reloads nothing (the user may be typing) and uses up no reload: the page that needs the chunk reloads
 * when it is opened.
 */
export async function loadInBackground<T>(load: () => Promise<T> | undefined): Promise<T | undefined> {
  backgroundLoads += 1
  try {
    return await load()
  } finally {
    backgroundLoads -= 1
  }
}

interface StaleChunkDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  reload: () => void
  now?: number
}

/** Handles one preload error; answers whether the page is being reloaded (the error is then swallowed). */
export function handlePreloadError(
  event: Pick<Event, 'preventDefault'> & { payload?: unknown },
  { storage, reload, now = Date.now() }: StaleChunkDeps,
) {
  if (backgroundLoads > 0) return false
  const message = event.payload instanceof Error ? event.payload.message : undefined
  let last: number | undefined
  try {
    const stored = storage.getItem(STALE_CHUNK_RELOAD_KEY)
    last = stored === null ? undefined : Number(stored)
  } catch {
    // No session storage: never reload (no way to guard a loop).
    return false
  }
  if (message) storage.setItem(`${ROUTER_RELOAD_KEY_PREFIX}${message}`, '1')
  if (last !== undefined && Number.isFinite(last) && now - last < STALE_CHUNK_RELOAD_GUARD_MS) return false
  storage.setItem(STALE_CHUNK_RELOAD_KEY, String(now))
  event.preventDefault()
  reload()
  return true
}

export function installStaleChunkReload() {
  window.addEventListener('vite:preloadError', (event) => {
    handlePreloadError(event as Event & { payload?: unknown }, { storage: sessionStorage, reload: () => window.location.reload() })
  })
}
