import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { addColumnSql } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'
import { BLANK_COLUMN, ColumnDraftRow, toColumnDefinition, type DraftColumn } from './column-draft'
import { useColumnTypeOptions } from './column-fields'
import { referenceableQueryOptions } from './tables-queries'

/** Add a column to a table (type, default, flags, foreign key), previewed as its SQL. */
export function AddColumnModal({ connection, table, onClose }: { connection: ProjectConnection; table: { id: number; schema: string; name: string }; onClose: () => void }) {
  const [column, setColumn] = useState<DraftColumn>(BLANK_COLUMN)
  const add = useRunSqlMutation(connection, [databaseObjectKeys.table(connection.projectRef, table.id), databaseObjectKeys.tables(connection.projectRef, table.schema)])
  const typeOptions = useColumnTypeOptions(connection)
  const referenceable = useQuery(referenceableQueryOptions(connection))
  const referenceOptions = (referenceable.data ?? []).map((r) => ({ value: JSON.stringify([r.schema, r.table, r.column]), label: `${r.schema}.${r.table}.${r.column} (${r.type})` }))
  return (
    <SqlFormModal
      title={`Add a column to ${table.schema}.${table.name}`}
      submitLabel="Add column"
      errorTitle="The column was not added"
      size="xl"
      build={() => (column.name.trim() ? addColumnSql(table, toColumnDefinition(column)) : 'Enter a name for the column.')}
      saving={add.isPending}
      error={add.error}
      onRun={(built) => add.mutate(built, { onSuccess: onClose })}
      onClose={onClose}
    >
      <ColumnDraftRow index={0} column={column} typeOptions={typeOptions} referenceOptions={referenceOptions} onChange={(change) => setColumn((c) => ({ ...c, ...change }))} />
    </SqlFormModal>
  )
}
