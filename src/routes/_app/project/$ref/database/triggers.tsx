import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_SCHEMA, schemaSearchSchema } from '@/features/database-objects/components/schema-search'
import { TriggersPage } from '@/features/database-objects/triggers/triggers-page'

export const Route = createFileRoute('/_app/project/$ref/database/triggers')({
  validateSearch: schemaSearchSchema,
  component: function TriggersRoute() {
    const { ref } = Route.useParams()
    const { schema = DEFAULT_SCHEMA } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <TriggersPage projectRef={ref} schema={schema} onSchemaChange={(next) => void navigate({ search: { schema: next } })} />
  },
})
