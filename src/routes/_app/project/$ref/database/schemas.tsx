import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_SCHEMA, schemaSearchSchema } from '@/features/database-objects/components/schema-search'
import { SchemaVisualizerPage } from '@/features/database-objects/schema-visualizer/schema-visualizer-page'

export const Route = createFileRoute('/_app/project/$ref/database/schemas')({
  validateSearch: schemaSearchSchema,
  loaderDeps: ({ search: { schema } }) => ({ schema: schema ?? DEFAULT_SCHEMA }),
  // The diagram's code and the schema's graph start with the navigation (issue 26 item 5).
  loader: ({ context: { queryClient }, params, deps }) =>
    void import('@/features/database-objects/schema-visualizer/prefetch')
      .then((m) => m.prefetchSchemaGraph(queryClient, params.ref, deps.schema))
      .catch(() => undefined),
  component: function SchemasRoute() {
    const { ref } = Route.useParams()
    const { schema = DEFAULT_SCHEMA } = Route.useSearch()
    const navigate = Route.useNavigate()
    return <SchemaVisualizerPage projectRef={ref} schema={schema} onSchemaChange={(next) => void navigate({ search: { schema: next } })} />
  },
})
