import { Checkbox, Group, TextInput } from '@mantine/core'
import { useState } from 'react'
import { alterColumnSql, renameColumnSql, type Column } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { statementsSql, useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'
import { ColumnDefaultInput, ColumnTypeFields, joinArrayType, splitArrayType, useColumnTypeOptions } from './column-fields'

interface ColumnEdit {
  name: string
  type: string
  nullable: boolean
  defaultValue: string
}

/** The statements of a column edit, in one call: one transaction, all or nothing. */
export function columnEditSql(table: { schema: string; name: string }, column: Column, draft: ColumnEdit) {
  const statements: string[] = []
  const change = {
    type: draft.type.trim() !== column.type ? draft.type.trim() : undefined,
    nullable: draft.nullable !== column.nullable ? draft.nullable : undefined,
    defaultExpression: draft.defaultValue.trim() === (column.default_value ?? '') ? undefined : draft.defaultValue.trim() || null,
  }
  if (change.type !== undefined || change.nullable !== undefined || change.defaultExpression !== undefined) statements.push(alterColumnSql(table, column.name, change).sql)
  if (draft.name.trim() !== column.name) statements.push(`${renameColumnSql(table, column.name, draft.name.trim()).sql};`)
  return statements
}

/** Edit one column: name, type, nullable, default (the same fields as Add column); previewed, run as one transaction. */
export function ColumnEditModal({
  connection,
  table,
  column,
  onClose,
}: {
  connection: ProjectConnection
  table: { id: number; schema: string; name: string }
  column: Column
  onClose: () => void
}) {
  const [draft, setDraft] = useState({ name: column.name, ...splitArrayType(column.type), nullable: column.nullable, defaultValue: column.default_value ?? '' })
  const typeOptions = useColumnTypeOptions(connection)
  const save = useRunSqlMutation(connection, [databaseObjectKeys.table(connection.projectRef, table.id), databaseObjectKeys.tables(connection.projectRef, table.schema)])
  const set = (change: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...change }))
  const build = () => {
    if (!draft.name.trim()) return 'Enter a name for the column.'
    const statements = columnEditSql(table, column, { ...draft, type: joinArrayType(draft) })
    return statements.length ? statementsSql(statements) : 'Nothing has changed yet.'
  }
  return (
    <SqlFormModal
      title={`Edit column ${column.name}`}
      submitLabel="Save column"
      errorTitle="The column was not changed"
      size="md"
      build={build}
      saving={save.isPending}
      error={save.error}
      onRun={(built) => save.mutate(built, { onSuccess: onClose })}
      onClose={onClose}
    >
      <TextInput label="Name" value={draft.name} onChange={(e) => set({ name: e.currentTarget.value })} data-autofocus />
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <ColumnTypeFields value={draft} options={typeOptions} onChange={set} />
      </Group>
      <ColumnDefaultInput value={draft.defaultValue} disabled={column.identity || column.generated} onChange={(defaultValue) => set({ defaultValue })} />
      <Checkbox label="Nullable" checked={draft.nullable} onChange={(e) => set({ nullable: e.currentTarget.checked })} />
    </SqlFormModal>
  )
}
