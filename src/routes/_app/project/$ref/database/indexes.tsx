import { createFileRoute } from '@tanstack/react-router'
import { schemaAndTextSearchSchema } from '@/features/database-objects/components/schema-search'
import { IndexesPage } from '@/features/database-objects/indexes/indexes-page'

export const Route = createFileRoute('/_app/project/$ref/database/indexes')({
  validateSearch: schemaAndTextSearchSchema,
  component: IndexesRoute,
})

function IndexesRoute() {
  const { ref } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <IndexesPage projectRef={ref} search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
