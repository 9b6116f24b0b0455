import { RouterProvider } from '@tanstack/react-router'
import { useState } from 'react'
import type { AppConfig } from '@/lib/config/config'
import { installAppServices } from './services'
import { AppProviders } from './providers'
import { createQueryClient } from './query-client'
import { preloadRouteChunksOnFirstLoad } from './preload-route-chunks'
import { createAppRouter } from './router'

export function App({ config }: { config: AppConfig }) {
  const [{ queryClient, router }] = useState(() => {
    const queryClient = createQueryClient()
    const router = createAppRouter({ queryClient, config })
    installAppServices({ queryClient, router })
    preloadRouteChunksOnFirstLoad(router)
    return { queryClient, router }
  })
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
