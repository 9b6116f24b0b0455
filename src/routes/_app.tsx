import { createFileRoute, isNotFound, isRedirect, notFound } from '@tanstack/react-router'
import { requireSession, withSignedInData } from '@/features/auth/route-guards'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { permissionsQueryOptions } from '@/features/permissions/api/permissions-query'
import { profileQueryOptions } from '@/features/profile/api/profile-query'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import { disabledFeatureOfPath } from '@/features/permissions/disabled-features'
import { AppLayout } from '@/features/shell/components/app-layout'
import { ensureQueryOnce } from '@/lib/query/navigation-fetch'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    requireSession({ context, location })
    // Start the shared data now: child guards and the loader below wait on these same requests.
    void context.queryClient.prefetchQuery(profileQueryOptions())
    void context.queryClient.prefetchQuery(permissionsQueryOptions())
    void context.queryClient.prefetchQuery(projectsQueryOptions())
  },
  loader: async ({ context, location, preload }) => {
    const { queryClient } = context
    try {
      await withSignedInData({ context, location, preload }, async () => {
        // The organization list runs only once the profile is loaded (SPEC §7).
        await Promise.all([
          ensureQueryOnce(queryClient, profileQueryOptions()),
          ensureQueryOnce(queryClient, permissionsQueryOptions()),
          ensureQueryOnce(queryClient, projectsQueryOptions()),
        ])
        await ensureQueryOnce(queryClient, organizationsQueryOptions())
      })
      // A switched-off feature's pages do not exist for this user (issue 11 item 7).
      const profile = queryClient.getQueryData(profileQueryOptions().queryKey)
      if (disabledFeatureOfPath(location.pathname, { profileDisabled: profile?.disabled_features, config: context.config }))
        throw notFound()
    } catch (error) {
      // A redirect (401: signed out) goes through. Any other failure is shown by the page that needs the
      // data (its guard, loader or query gets this same error without fetching again), inside the frame,
      // with a retry: the header and navigation stay (issue 11 item 9).
      if (isRedirect(error) || isNotFound(error)) throw error
    }
  },
  component: AppLayout,
})
