import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { AppConfig } from '@/lib/config/config'
import { routeTree } from '@/routeTree.gen'
import { NotFoundPage } from '@/components/not-found-page'
import { PageLoader } from '@/components/page-loader'

export interface RouterContext {
  queryClient: QueryClient
  config: AppConfig
}

export function createAppRouter(context: RouterContext, options: { history?: Parameters<typeof createRouter>[0]['history'] } = {}) {
  return createRouter({
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
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
