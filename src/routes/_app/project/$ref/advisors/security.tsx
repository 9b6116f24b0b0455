import { createFileRoute } from '@tanstack/react-router'
import { SecurityAdvisorPage } from '@/features/advisors/components/security-advisor-page'
import { securityAdvisorSearchSchema } from '@/features/advisors/search'

export const Route = createFileRoute('/_app/project/$ref/advisors/security')({
  validateSearch: securityAdvisorSearchSchema,
  // The checks start with the navigation, beside the page's code (issue 26 item 5); a hover preload
  // loads the code only (the checks are a heavy query, run on every visit).
  loader: ({ context: { queryClient }, params, preload }) =>
    void import('@/features/advisors/prefetch').then((m) => (preload ? undefined : m.prefetchSecurityAdvisor(queryClient, params.ref))).catch(() => undefined),
  component: SecurityAdvisorRoute,
})

function SecurityAdvisorRoute() {
  const { ref } = Route.useParams()
  const { level } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <SecurityAdvisorPage
      projectRef={ref}
      level={level ?? 'all'}
      onLevelChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, level: next === 'all' ? undefined : next }) })
      }
    />
  )
}
