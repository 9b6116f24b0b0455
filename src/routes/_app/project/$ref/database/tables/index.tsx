import { createFileRoute } from '@tanstack/react-router'
import { schemaAndTextSearchSchema } from '@/features/database-objects/components/schema-search'
import { TablesPage } from '@/features/database-objects/tables/tables-page'

export const Route = createFileRoute('/_app/project/$ref/database/tables/')({
  validateSearch: schemaAndTextSearchSchema,
  component: TablesRoute,
})

function TablesRoute() {
  const { ref } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <TablesPage projectRef={ref} search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
