import { createFileRoute, isRedirect, notFound } from '@tanstack/react-router'
import { requireSession, withSignedInData } from '@/features/auth/route-guards'
import { requireCode } from '@/features/auth/sign-in-mfa-guard'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { permissionsQueryOptions } from '@/features/permissions/api/permissions-query'
import { profileQueryOptions } from '@/features/profile/api/profile-query'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import { disabledFeatureOfPath, FEATURE_ROUTES } from '@/features/disabled-features/disabled-features'
import { AppLayout } from '@/app/shell/app-layout'
import { ensureQueryOnce } from '@/lib/query/navigation-fetch'
import { isApiUnreachable } from '@/lib/http/unreachable'

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    requireSession({ context, location })
    requireCode({ location })
    // Start the shared data now: child guards and the loader below wait on these same requests.
    const profile = context.queryClient.prefetchQuery(profileQueryOptions())
    void context.queryClient.prefetchQuery(permissionsQueryOptions())
    void context.queryClient.prefetchQuery(projectsQueryOptions())
    // A switched-off feature's pages do not exist for this user (issue 11 item 7). Without a profile
    // (it failed) nothing is switched off here: the page that needs it shows that error.
    if (!FEATURE_ROUTES.some(({ path }) => path.test(location.pathname))) return
    await profile
    const disabled = context.queryClient.getQueryData(profileQueryOptions().queryKey)?.disabled_features
    if (disabledFeatureOfPath(location.pathname, { profileDisabled: disabled, config: context.config })) throw notFound()
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
    } catch (error) {
      // A redirect (401: signed out) goes through. Any other failure is shown by the page that needs the
      // data (its guard, loader or query gets this same error without fetching again), inside the frame,
      // with a retry: the header and navigation stay (issue 11 item 9).
      // An API that gives no answer of its own is a state of the deployment: the full-page screen
      // naming the URL tried (issue 12, item 5), not an error inside the frame.
      if (isRedirect(error) || isApiUnreachable(error)) throw error
    }
  },
  component: AppLayout,
})
