import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_SCHEMA, schemaSearchSchema } from '@/features/database-objects/components/schema-search'
import { EnumTypesPage } from '@/features/database-objects/types/enum-types-page'

export const Route = createFileRoute('/_app/project/$ref/database/types')({
  validateSearch: schemaSearchSchema,
  component: function TypesRoute() {
    const { ref } = Route.useParams()
    const { schema = DEFAULT_SCHEMA } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <EnumTypesPage projectRef={ref} schema={schema} onSchemaChange={(next) => void navigate({ search: { schema: next } })} />
  },
})
