import { createFileRoute, redirect } from '@tanstack/react-router'
import { requiresSignIn } from '@/features/auth/landing'
import { getSession } from '@/features/auth/session-store'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { permissionsQueryOptions } from '@/features/permissions/api/permissions-query'
import { profileQueryOptions } from '@/features/profile/api/profile-query'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import { AppLayout } from '@/features/shell/components/app-layout'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (requiresSignIn(context.config) && !getSession()) {
      throw redirect({ to: '/sign-in', search: { returnTo: location.href } })
    }
  },
  loader: async ({ context: { queryClient } }) => {
    // The organization list runs only once the profile is loaded (SPEC §7).
    await Promise.all([
      queryClient.ensureQueryData(profileQueryOptions()),
      queryClient.ensureQueryData(permissionsQueryOptions()),
      queryClient.ensureQueryData(projectsQueryOptions()),
    ])
    await queryClient.ensureQueryData(organizationsQueryOptions())
  },
  component: AppLayout,
})
