import { createFileRoute } from '@tanstack/react-router'
import { requireSession, withSignedInData } from '@/features/auth/route-guards'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { permissionsQueryOptions } from '@/features/permissions/api/permissions-query'
import { profileQueryOptions } from '@/features/profile/api/profile-query'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import { AppLayout } from '@/app/shell/app-layout'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    requireSession({ context, location })
    // Start the shared data now: child guards and the loader below wait on these same requests.
    void context.queryClient.prefetchQuery(profileQueryOptions())
    void context.queryClient.prefetchQuery(permissionsQueryOptions())
    void context.queryClient.prefetchQuery(projectsQueryOptions())
  },
  loader: ({ context, location, preload }) =>
    withSignedInData({ context, location, preload }, async () => {
      const { queryClient } = context
      // The organization list runs only once the profile is loaded (SPEC §7).
      await Promise.all([
        queryClient.ensureQueryData(profileQueryOptions()),
        queryClient.ensureQueryData(permissionsQueryOptions()),
        queryClient.ensureQueryData(projectsQueryOptions()),
      ])
      await queryClient.ensureQueryData(organizationsQueryOptions())
    }),
  component: AppLayout,
})
