import { createFileRoute } from '@tanstack/react-router'
import { AdvisorRulesPage } from '@/features/advisors/components/advisor-rules-page'

export const Route = createFileRoute('/_app/project/$ref/advisors/rules/security')({
  component: AdvisorRulesRoute,
})

function AdvisorRulesRoute() {
  const { ref } = Route.useParams()
  return <AdvisorRulesPage projectRef={ref} />
}
