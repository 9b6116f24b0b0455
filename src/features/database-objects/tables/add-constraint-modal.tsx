import { MultiSelect, NativeSelect, Select, Textarea, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { MONO_INPUT_STYLES } from '@/components/mono-input'
import { addConstraintSql, addForeignKeySql, FOREIGN_KEY_ACTIONS, type ForeignKeyAction, type TableDetail } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'
import { referenceableQueryOptions } from './tables-queries'

const KINDS = [
  { value: 'primary key', label: 'Primary key' },
  { value: 'unique', label: 'Unique' },
  { value: 'check', label: 'Check' },
] as const
type Kind = (typeof KINDS)[number]['value']

function useTableChange(connection: ProjectConnection, table: TableDetail) {
  return useRunSqlMutation(connection, [databaseObjectKeys.table(connection.projectRef, table.id), databaseObjectKeys.schemas(connection.projectRef)])
}

/** A primary key, unique or check constraint: previewed, the database's error shown with the fields kept. */
export function AddConstraintModal({ connection, table, onClose }: { connection: ProjectConnection; table: TableDetail; onClose: () => void }) {
  const [kind, setKind] = useState<Kind>(table.primary_key.length ? 'unique' : 'primary key')
  const [name, setName] = useState('')
  const [columns, setColumns] = useState<string[]>([])
  const [expression, setExpression] = useState('')
  const save = useTableChange(connection, table)
  const build = () => {
    if (kind === 'check') return expression.trim() ? addConstraintSql(table, { kind, name, expression }) : 'Enter the condition every row must meet.'
    return columns.length ? addConstraintSql(table, { kind, name, columns }) : null
  }
  return (
    <SqlFormModal
      title={`Add a constraint to ${table.schema}.${table.name}`}
      submitLabel="Add constraint"
      errorTitle="The constraint was not added"
      build={build}
      saving={save.isPending}
      error={save.error}
      onRun={(built) => save.mutate(built, { onSuccess: onClose })}
      onClose={onClose}
    >
      {(submitted) => (
        <>
          <NativeSelect label="Type" data={KINDS.map((k) => ({ ...k, disabled: k.value === 'primary key' && table.primary_key.length > 0 }))} value={kind} onChange={(e) => setKind(e.currentTarget.value as Kind)} />
          <TextInput label="Name" description="Optional: Postgres names it after the table and columns." value={name} onChange={(e) => setName(e.currentTarget.value)} />
          {kind === 'check' ? (
            <Textarea label="Condition (CHECK)" description="A boolean expression over the row's columns, e.g. price >= 0." styles={MONO_INPUT_STYLES} autosize minRows={1} value={expression} onChange={(e) => setExpression(e.currentTarget.value)} />
          ) : (
            <MultiSelect
              label="Columns"
              data={table.columns.map((c) => c.name)}
              value={columns}
              onChange={setColumns}
              searchable
              error={submitted && columns.length === 0 ? 'Choose at least one column' : undefined}
            />
          )}
        </>
      )}
    </SqlFormModal>
  )
}

/** A foreign key: columns, the referenced table and its columns, on update / on delete. */
export function AddForeignKeyModal({ connection, table, onClose }: { connection: ProjectConnection; table: TableDetail; onClose: () => void }) {
  const [name, setName] = useState('')
  const [columns, setColumns] = useState<string[]>([])
  const [target, setTarget] = useState<string | null>(null)
  const [targetColumns, setTargetColumns] = useState<string[]>([])
  const [onUpdate, setOnUpdate] = useState<ForeignKeyAction>('no action')
  const [onDelete, setOnDelete] = useState<ForeignKeyAction>('no action')
  const referenceable = useQuery(referenceableQueryOptions(connection))
  const save = useTableChange(connection, table)
  const tables = [...new Set((referenceable.data ?? []).map((r) => JSON.stringify([r.schema, r.table])))]
  const [targetSchema, targetTable] = target ? (JSON.parse(target) as [string, string]) : [null, null]
  const targetColumnNames = (referenceable.data ?? []).filter((r) => r.schema === targetSchema && r.table === targetTable).map((r) => r.column)
  const build = () => {
    if (!columns.length || !targetSchema || !targetTable || !targetColumns.length) return null
    return addForeignKeySql(table, { name, columns, target: { schema: targetSchema, table: targetTable, columns: targetColumns }, onUpdate, onDelete })
  }
  const actionData = [...FOREIGN_KEY_ACTIONS]
  return (
    <SqlFormModal
      title={`Add a foreign key to ${table.schema}.${table.name}`}
      submitLabel="Add foreign key"
      errorTitle="The foreign key was not added"
      build={build}
      saving={save.isPending}
      error={save.error}
      onRun={(built) => save.mutate(built, { onSuccess: onClose })}
      onClose={onClose}
    >
      {(submitted) => (
        <>
          <TextInput label="Name" description="Optional: Postgres names it after the table and columns." value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <MultiSelect label="Columns" data={table.columns.map((c) => c.name)} value={columns} onChange={setColumns} searchable error={submitted && !columns.length ? 'Choose at least one column' : undefined} />
          <Select
            label="Referenced table"
            description="Tables with a primary key or unique columns."
            data={tables.map((value) => {
              const [schema, name] = JSON.parse(value) as [string, string]
              return { value, label: `${schema}.${name}` }
            })}
            value={target}
            onChange={(value) => (setTarget(value), setTargetColumns([]))}
            searchable
            nothingFoundMessage="No table matches"
            error={submitted && !target ? 'Choose the table it references' : undefined}
          />
          <MultiSelect
            label="Referenced columns"
            description="In the order of the columns above."
            data={targetColumnNames}
            value={targetColumns}
            onChange={setTargetColumns}
            disabled={!target}
            error={submitted && target && !targetColumns.length ? 'Choose the referenced columns' : undefined}
          />
          <NativeSelect label="On update" data={actionData} value={onUpdate} onChange={(e) => setOnUpdate(e.currentTarget.value as ForeignKeyAction)} />
          <NativeSelect label="On delete" data={actionData} value={onDelete} onChange={(e) => setOnDelete(e.currentTarget.value as ForeignKeyAction)} />
        </>
      )}
    </SqlFormModal>
  )
}
