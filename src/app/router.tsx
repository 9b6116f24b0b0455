import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { AppConfig } from '@/lib/config/config'
import { routeTree } from '@/routeTree.gen'
import { NotFoundPage } from '@/components/not-found-page'
import { PageLoader } from '@/components/page-loader'
import { markNavigationStart } from '@/lib/query/navigation-fetch'

export interface RouterContext {
  queryClient: QueryClient
  config: AppConfig
}

export function createAppRouter(context: RouterContext, options: { history?: Parameters<typeof createRouter>[0]['history'] } = {}) {
  const router = createRouter({
    routeTree,
    context,
    basepath: '/dashboard',
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    ...options,
  })
  // Every load (navigation, redirect, invalidate after a retry) starts a new scope of fetches.
  router.subscribe('onBeforeLoad', () => markNavigationStart(context.queryClient))
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
