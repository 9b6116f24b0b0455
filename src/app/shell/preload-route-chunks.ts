import type { AnyRoute } from '@tanstack/react-router'
import { loadInBackground } from '@/lib/stale-chunks'

/** Waits this long at most for an idle moment before the next chunk (a busy page still gets them). */
const IDLE_TIMEOUT_MS = 2_000
/** While a page loads (its code or its data), the preload waits (the page's requests first), checking again after this. */
const NAVIGATION_RECHECK_MS = 100
/** Chunks in flight at once: a few, so the preload ends soon without taking every connection. */
const PRELOAD_CONCURRENCY = 3

interface ChunkLoader {
  /** The router's routes by full path (its generated type lists the app's paths only). */
  routesByPath: object
  loadRouteChunk: (route: AnyRoute) => Promise<void> | undefined
}

function idleCallback(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
      signal.addEventListener('abort', () => (window.cancelIdleCallback(id), resolve()), { once: true })
    } else {
      const id = window.setTimeout(resolve, NAVIGATION_RECHECK_MS)
      signal.addEventListener('abort', () => (window.clearTimeout(id), resolve()), { once: true })
    }
  })
}

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms))

/** An idle moment with nothing else loading. */
async function whenIdle(busy: () => boolean, signal: AbortSignal) {
  await idleCallback(signal)
  while (!signal.aborted && busy()) {
    await pause(NAVIGATION_RECHECK_MS)
    await idleCallback(signal)
  }
}

/**
 * Loads the code of the given pages (router paths, e.g. '/project/$ref/logs') in idle moments, a few at a
 * time, so a page opened for the first time waits for its data only (issue 26 item 5). Only the code:
 * their data is fetched when they open (or on the link's hover, the router's intent preload). It waits
 * while `busy()` (a navigation or the page's data loading). A chunk that fails to load (a deploy removed
 * it) ends the preload without reloading the page: the navigation to it reloads or shows its error.
 */
export async function preloadRouteChunksWhenIdle(
  router: ChunkLoader,
  paths: readonly string[],
  { signal, busy }: { signal: AbortSignal; busy: () => boolean },
) {
  const queue = [...paths]
  let failed = false
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await whenIdle(busy, signal)
      if (signal.aborted || failed) return
      const route = (router.routesByPath as Partial<Record<string, AnyRoute>>)[path]
      if (route) await loadInBackground(() => router.loadRouteChunk(route)).catch(() => (failed = true))
    }
  }
  await Promise.all(Array.from({ length: PRELOAD_CONCURRENCY }, worker))
}
