import type { AnyRoute } from '@tanstack/react-router'

/** Waits this long at most for an idle moment before the next chunk (a busy page still gets them). */
const IDLE_TIMEOUT_MS = 2_000
/** While a navigation loads, the preload waits (its requests first), checking again after this. */
const NAVIGATION_RECHECK_MS = 100
/** Chunks in flight at once: a few, so the preload ends soon without taking every connection. */
const PRELOAD_CONCURRENCY = 3

interface ChunkLoader {
  /** The router's routes by full path (its generated type lists the app's paths only). */
  routesByPath: object
  loadRouteChunk: (route: AnyRoute) => Promise<void> | undefined
  state: { status: 'pending' | 'idle' }
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

/** An idle moment with no navigation loading. */
async function whenIdle(router: ChunkLoader, signal: AbortSignal) {
  await idleCallback(signal)
  while (!signal.aborted && router.state.status === 'pending') {
    await pause(NAVIGATION_RECHECK_MS)
    await idleCallback(signal)
  }
}

/**
 * Loads the code of the given pages (router paths, e.g. '/project/$ref/logs') in idle moments, a few at a
 * time, so a page opened for the first time waits for its data only (issue 26 item 5). Only the code:
 * their data is fetched when they open (or on the link's hover, the router's intent preload). A chunk that
 * fails to load is left to the navigation, which shows its own error.
 */
export async function preloadRouteChunksWhenIdle(router: ChunkLoader, paths: readonly string[], signal: AbortSignal) {
  const queue = [...paths]
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await whenIdle(router, signal)
      if (signal.aborted) return
      const route = (router.routesByPath as Partial<Record<string, AnyRoute>>)[path]
      if (route) await Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined)
    }
  }
  await Promise.all(Array.from({ length: PRELOAD_CONCURRENCY }, worker))
}
