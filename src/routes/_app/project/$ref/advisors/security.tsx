import { createFileRoute } from '@tanstack/react-router'
import { SecurityAdvisorPage } from '@/features/advisors/components/security-advisor-page'
import { securityAdvisorSearchSchema } from '@/features/advisors/search'

export const Route = createFileRoute('/_app/project/$ref/advisors/security')({
  validateSearch: securityAdvisorSearchSchema,
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
