import type { AnyRouter } from '@tanstack/react-router'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Lazy code the route's page shows at once beyond its own component (the SQL editor's CodeMirror, the
     * project frame's sidebar): started with the route's chunks on a cold load.
     */
    preloadChunks?: () => Promise<unknown>
  }
}

/**
 * Issue 26 item 1 (deep links): the router loads a route's lazy component only once every beforeLoad of
 * the location has settled, and the guards wait on the profile, the organizations and the projects. On a
 * cold load the pages' chunks are requested as the first load starts instead, beside those calls: just
 * after them, so that on HTTP/1.1 (six connections) the calls are not queued behind a round of files. A
 * chunk that fails here fails again when the router loads it, which shows the error as usual.
 */
export function preloadRouteChunksOnFirstLoad(router: AnyRouter) {
  const stop = router.subscribe('onBeforeLoad', ({ toLocation }) => {
    stop()
    setTimeout(() => preloadRouteChunks(router, toLocation.pathname), 0)
  })
}

function preloadRouteChunks(router: AnyRouter, pathname: string) {
  const [routes] = router.getMatchedRoutes(pathname)
  for (const route of routes) {
    void router.loadRouteChunk(route)?.catch(() => undefined)
    void route.options.staticData?.preloadChunks?.().catch(() => undefined)
  }
}
