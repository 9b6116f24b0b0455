import type { QueryClient } from '@tanstack/react-query'
import { getAccessToken, startSessionRefreshTimer } from '@/features/auth/access-token'
import { setAccessTokenProvider } from '@/lib/http/client'
import type { createAppRouter } from './router'

interface Services {
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
}

/** Wires the features' reactions into the shared client and caches, once per app. */
export function installAppServices(_services: Services) {
  setAccessTokenProvider(getAccessToken)
  startSessionRefreshTimer()
}
