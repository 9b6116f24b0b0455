import { Select } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { listSchemasSql, schemaRowSchema } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { introspectionQueryOptions } from '../api/introspection'
import type { ProjectConnection } from '../api/run-built-sql'

export const schemasQueryOptions = (connection: ProjectConnection) => ({
  ...introspectionQueryOptions(connection, databaseObjectKeys.schemas(connection.projectRef), {
    sql: listSchemasSql().sql,
    schema: schemaRowSchema,
  }),
  staleTime: 30_000,
})

/**
 * The schema a Database page shows (`?schema=`, CONTRACT §10 default public): the user's schemas
 * first, then the platform's and Postgres's own under "System schemas".
 */
export function SchemaPicker({
  connection,
  value,
  onChange,
}: {
  connection: ProjectConnection
  value: string
  onChange: (schema: string) => void
}) {
  const schemas = useQuery(schemasQueryOptions(connection))
  const rows = schemas.data ?? []
  const user = rows.filter((s) => !s.is_system).map((s) => s.name)
  const system = rows.filter((s) => s.is_system).map((s) => s.name)
  if (!user.includes(value) && !system.includes(value)) user.unshift(value)
  return (
    <Select
      label="Schema"
      w={{ base: '100%', xs: 240 }}
      data={[
        { group: 'Your schemas', items: user },
        ...(system.length ? [{ group: 'System schemas', items: system }] : []),
      ]}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No schema by that name"
      error={schemas.error ? 'Could not read the schemas' : undefined}
    />
  )
}
