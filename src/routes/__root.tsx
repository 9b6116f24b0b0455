import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router'
import { CrashScreen } from '@/components/crash-screen'
import { NotFoundPage } from '@/components/not-found-page'
import { RouteProgress } from '@/components/route-progress'
import { featurePreviewSearchSchema } from '@/features/feature-previews/search'
import { DocumentTitle } from '@/features/page-titles/components/document-title'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Overlay parameters valid on every page; each route's own search keeps the other keys.
  validateSearch: featurePreviewSearchSchema,
  component: RootLayout,
  errorComponent: CrashScreen,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  return (
    <>
      <RouteProgress />
      <DocumentTitle />
      <Outlet />
    </>
  )
}
