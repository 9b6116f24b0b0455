import type { AnyRoute } from '@tanstack/react-router'

/** Waits this long at most for an idle moment before the next chunk (a busy page still gets them). */
const IDLE_TIMEOUT_MS = 2_000

interface ChunkLoader {
  /** The router's routes by full path (its generated type lists the app's paths only). */
  routesByPath: object
  loadRouteChunk: (route: AnyRoute) => Promise<void> | undefined
}

function whenIdle(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
      signal.addEventListener('abort', () => (window.cancelIdleCallback(id), resolve()), { once: true })
    } else {
      const id = window.setTimeout(resolve, 200)
      signal.addEventListener('abort', () => (window.clearTimeout(id), resolve()), { once: true })
    }
  })
}

/**
 * Loads the code of the given pages (router paths, e.g. '/project/$ref/logs') one after another, each in
 * an idle moment, so a page opened for the first time waits for its data only (issue 26 item 5). Only
 * the code: their data is fetched when they open (or on the link's hover, the router's intent preload).
 * A chunk that fails to load is left to the navigation, which shows its own error.
 */
export async function preloadRouteChunksWhenIdle(router: ChunkLoader, paths: readonly string[], signal: AbortSignal) {
  for (const path of paths) {
    await whenIdle(signal)
    if (signal.aborted) return
    const route = (router.routesByPath as Partial<Record<string, AnyRoute>>)[path]
    if (!route) continue
    await Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined)
  }
}
