import { createFileRoute } from '@tanstack/react-router'
import { PageError } from '@/components/route-error'
import { guardNewProject } from '@/features/access/route-guards'
import { availableRegionsQueryOptions } from '@/features/billing/api/available-regions-query'
import { freeProjectLimitCheckQueryOptions } from '@/features/billing/api/free-project-limit-check-query'
import { NewProjectPage } from '@/features/new-project/components/new-project-page'
import { planSearchSchema } from '@/features/new-project/plan-search'
import { DEFAULT_CLOUD_PROVIDER, toPlanId } from '@/features/plans'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { ensureQueryOnce } from '@/lib/query/navigation-fetch'

export const Route = createFileRoute('/_app/new/$slug')({
  validateSearch: planSearchSchema,
  // SPEC §5: an organization that requires MFA keeps aal1 users on /org/{slug} (issue 11 item 6).
  beforeLoad: (args) => guardNewProject(args),
  // The form's region availability (and, for an organization on the free plan, its project limit) start
  // with the navigation. Not awaited: the form shows their loading and error states.
  // The loader travels with the page's chunk: its query modules stay off the entry (the first screen).
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
  loader: ({ context: { queryClient }, params: { slug } }) => {
    void queryClient.prefetchQuery(availableRegionsQueryOptions(slug, DEFAULT_CLOUD_PROVIDER))
    void ensureQueryOnce(queryClient, organizationsQueryOptions()).then(
      (organizations) => {
        const organization = organizations.find((o) => o.slug === slug)
        if (organization && toPlanId(organization.plan.id) === 'free')
          void queryClient.prefetchQuery(freeProjectLimitCheckQueryOptions(slug))
      },
      () => {},
    )
  },
  component: function NewProjectRoute() {
    return <NewProjectPage slug={Route.useParams().slug} plan={Route.useSearch().plan} />
  },
  errorComponent: PageError,
})
