import { Checkbox, List, Loader, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { dropTableSql, QueryError, SqlConfirmDialog } from '@/features/database'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { databaseObjectKeys } from '../api/keys'
import { tableDependentsQueryOptions } from './tables-queries'

/** Drop a table: what depends on it is listed, and CASCADE is the user's explicit choice. */
export function DropTableDialog({
  connection,
  table,
  onDone,
  onCancel,
}: {
  connection: ProjectConnection
  table: { id: number; schema: string; name: string }
  onDone: () => void
  onCancel: () => void
}) {
  const [cascade, setCascade] = useState(false)
  const dependents = useQuery(tableDependentsQueryOptions(connection, table.id))
  const drop = useRunSqlMutation(connection, [databaseObjectKeys.tables(connection.projectRef, table.schema), databaseObjectKeys.schemas(connection.projectRef)])
  const built = dropTableSql(table, cascade)
  const rows = dependents.data ?? []
  return (
    <SqlConfirmDialog
      visible
      title={`Delete table ${table.schema}.${table.name}`}
      description={
        <>
          {dependents.isLoading ? <Loader size="xs" aria-label="Loading what depends on the table" /> : null}
          {dependents.error ? <QueryError title="Could not read what depends on the table" error={dependents.error} /> : null}
          {dependents.data && rows.length === 0 ? <Text size="sm">Nothing else depends on this table. Its rows are deleted with it.</Text> : null}
          {rows.length > 0 ? (
            <>
              <Text size="sm">These depend on the table:</Text>
              <List size="sm" aria-label="Dependent objects">
                {rows.map((row) => (
                  <List.Item key={`${row.kind}:${row.name}`}>
                    {row.kind} {row.name}
                  </List.Item>
                ))}
              </List>
              <Checkbox
                mt="xs"
                label="Also drop everything that depends on it (CASCADE)"
                checked={cascade}
                onChange={(event) => setCascade(event.currentTarget.checked)}
              />
            </>
          ) : null}
        </>
      }
      sql={built.sql}
      confirmLabel="Delete table"
      variant="danger"
      loading={drop.isPending}
      error={drop.error}
      onConfirm={() => drop.mutate(built, { onSuccess: onDone })}
      onCancel={onCancel}
    />
  )
}
