import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router'
import { CrashScreen } from '@/components/crash-screen'
import { NotFoundPage } from '@/components/not-found-page'
import { RouteProgress } from '@/components/route-progress'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: CrashScreen,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  return (
    <>
      <RouteProgress />
      <Outlet />
    </>
  )
}
