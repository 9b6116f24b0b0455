import { createFileRoute } from '@tanstack/react-router'
import { schemaAndTextSearchSchema } from '@/features/database-objects/components/schema-search'
import { PoliciesPage } from '@/features/database-objects/policies/policies-page'

export const Route = createFileRoute('/_app/project/$ref/database/policies')({
  validateSearch: schemaAndTextSearchSchema,
  component: PoliciesRoute,
})

function PoliciesRoute() {
  const { ref } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <PoliciesPage projectRef={ref} search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
