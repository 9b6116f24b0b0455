import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_SCHEMA, schemaSearchSchema } from '@/features/database-objects/components/schema-search'
import { FunctionsPage } from '@/features/database-objects/functions/functions-page'

export const Route = createFileRoute('/_app/project/$ref/database/functions')({
  validateSearch: schemaSearchSchema,
  component: function FunctionsRoute() {
    const { ref } = Route.useParams()
    const { schema = DEFAULT_SCHEMA } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <FunctionsPage projectRef={ref} schema={schema} onSchemaChange={(next) => void navigate({ search: { schema: next } })} />
  },
})
