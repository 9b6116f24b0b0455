import { createFileRoute } from '@tanstack/react-router'
import { AdvisorRulesPage } from '@/features/advisors/components/advisor-rules-page'
import { advisorRulesSearchSchema } from '@/features/advisors/search'

export const Route = createFileRoute('/_app/project/$ref/advisors/rules/security')({
  validateSearch: advisorRulesSearchSchema,
  component: AdvisorRulesRoute,
})

function AdvisorRulesRoute() {
  const { ref } = Route.useParams()
  const { lint, entity } = Route.useSearch()
  return <AdvisorRulesPage projectRef={ref} initialLint={lint} initialEntity={entity} />
}
