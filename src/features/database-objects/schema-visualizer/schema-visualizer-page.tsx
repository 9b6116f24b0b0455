import { Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect } from 'react'
import { PageHeader } from '@/components/page-header'
import { useProjectConnection } from '../api/run-built-sql'
import { QueryRows, Loading } from '../components/query-status'
import { SchemaPicker } from '../components/schema-picker'
import { schemaGraphQueryOptions } from './schema-visualizer-queries'

const loadDiagram = () => import('./schema-diagram')
const SchemaDiagram = lazy(loadDiagram)

/** CONTRACT §10 database/schemas: the entity-relationship diagram of the chosen schema. */
export function SchemaVisualizerPage({
  projectRef,
  schema,
  onSchemaChange,
}: {
  projectRef: string
  schema: string
  onSchemaChange: (schema: string) => void
}) {
  const connection = useProjectConnection(projectRef)
  const graph = useQuery(schemaGraphQueryOptions(connection, schema))
  // The graph library loads while the catalog is read, not after.
  useEffect(() => void loadDiagram(), [])
  return (
    <>
      <PageHeader
        title="Schema visualizer"
        description="The tables of a schema and the foreign keys between them. Drag tables to arrange them; click one to open it."
      />
      <Stack gap="md">
        <SchemaPicker connection={connection} value={schema} onChange={onSchemaChange} />
        <QueryRows query={graph} what="schema" empty={`The schema ${schema} has no tables.`}>
          {(tables) => (
            <Suspense fallback={<Loading label="Loading the diagram" />}>
              <SchemaDiagram key={schema} projectRef={projectRef} schema={schema} tables={tables} />
            </Suspense>
          )}
        </QueryRows>
      </Stack>
    </>
  )
}
