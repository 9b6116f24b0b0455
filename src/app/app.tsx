import { RouterProvider } from '@tanstack/react-router'
import type { AppConfig } from '@/lib/config/config'
import { installAppServices } from './services'
import { AppProviders } from './providers'
import { preloadRouteChunksOnFirstLoad } from './preload-route-chunks'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { closeEarlyRequests } from '@/lib/http/early-requests'

type AppInstance = ReturnType<typeof startApp>

/**
 * The query client and the router, with the first load already under way: the guards' calls and the page's
 * chunks start as the app boots, not after React's first render of the providers (issue 26 item 1).
 */
export function startApp(config: AppConfig) {
  const queryClient = createQueryClient()
  const router = createAppRouter({ queryClient, config })
  installAppServices({ queryClient, router })
  preloadRouteChunksOnFirstLoad(router)
  // The router's Transitioner sees this load under way on mount and does not start another.
  // The calls the early script sent at page load (lib/http/early-requests) serve this first load only.
  router.load().catch(console.error).finally(closeEarlyRequests)
  return { queryClient, router }
}

export function App({ app: { queryClient, router } }: { app: AppInstance }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
