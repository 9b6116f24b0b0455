import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_SCHEMA, schemaSearchSchema } from '@/features/database-objects/components/schema-search'
import { SchemaVisualizerPage } from '@/features/database-objects/schema-visualizer/schema-visualizer-page'

export const Route = createFileRoute('/_app/project/$ref/database/schemas')({
  validateSearch: schemaSearchSchema,
  component: function SchemasRoute() {
    const { ref } = Route.useParams()
    const { schema = DEFAULT_SCHEMA } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <SchemaVisualizerPage projectRef={ref} schema={schema} onSchemaChange={(next) => void navigate({ search: { schema: next } })} />
  },
})
