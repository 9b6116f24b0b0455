import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { isSafeReturnPath, requiresSignIn, sessionAal, useSessionStore } from '@/features/auth'
import { invitationsQueryOptions, membersQueryOptions } from '@/features/organizations/api/members-query'
import { organizationDetailQueryOptions } from '@/features/organizations/api/organization-detail-query'
import { rolesQueryOptions } from '@/features/organizations/api/roles-query'
import { OrganizationPage } from '@/features/organization-page/components/organization-page'
import { ORGANIZATION_TABS } from '@/features/organization-page/components/organization-tabs'

export const Route = createFileRoute('/_app/org/$slug/')({
  validateSearch: z.object({
    tab: z.catch(z.optional(z.enum(ORGANIZATION_TABS)), undefined),
    // Set by the MFA rule's redirect: the page the person was going to (SPEC §5, CONTRACT §14).
    returnTo: z.catch(z.optional(z.string().check(z.refine(isSafeReturnPath))), undefined),
  }),
  loaderDeps: ({ search: { tab } }) => ({ tab }),
  // The open tab's data starts with the navigation (or the link's hover); the projects tab uses the
  // lists the layout loaded. Not awaited: each panel shows its own loading and error state.
  // The loader travels with the page's chunk: its query modules stay off the entry (the first screen).
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
  loader: ({ context: { queryClient }, params: { slug }, deps: { tab } }) => {
    if (tab === 'members') {
      void queryClient.prefetchQuery(membersQueryOptions(slug))
      void queryClient.prefetchQuery(rolesQueryOptions(slug))
      void queryClient.prefetchQuery(invitationsQueryOptions(slug))
    }
    if (tab === 'settings') void queryClient.prefetchQuery(organizationDetailQueryOptions(slug))
  },
  component: function OrganizationRoute() {
    const { tab, returnTo } = Route.useSearch()
    const config = Route.useRouteContext({ select: (context) => context.config })
    const aal = useSessionStore((state) => sessionAal(state.session))
    return (
      <OrganizationPage
        slug={Route.useParams().slug}
        tab={tab}
        keptByMfaRule={requiresSignIn(config) && aal !== 'aal2'}
        returnTo={returnTo}
        securitySettings={config.platform}
      />
    )
  },
})
