import { Checkbox, MultiSelect, Select, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { createIndexSql, INDEX_METHODS, type IndexMethod, type SchemaTable } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'
import { tableQueryOptions } from '../tables/tables-queries'

/** Create an index: table, columns, method, unique, CONCURRENTLY; previewed as its one statement. */
export function CreateIndexModal({
  connection,
  schema,
  tables,
  onClose,
}: {
  connection: ProjectConnection
  schema: string
  tables: SchemaTable[]
  onClose: () => void
}) {
  const [tableId, setTableId] = useState<number | null>(tables[0]?.id ?? null)
  const [columns, setColumns] = useState<string[]>([])
  const [method, setMethod] = useState<IndexMethod>('btree')
  const [unique, setUnique] = useState(false)
  const [concurrently, setConcurrently] = useState(true)
  const [name, setName] = useState('')
  const table = tables.find((t) => t.id === tableId)
  const detail = useQuery({
    ...tableQueryOptions(connection, tableId ?? 0),
    enabled: Boolean(connection.connectionString && tableId),
  })
  const create = useRunSqlMutation(connection, [databaseObjectKeys.indexes(connection.projectRef, schema)])
  return (
    <SqlFormModal
      title={`Create an index in ${schema}`}
      submitLabel="Create index"
      errorTitle="The index was not created"
      size="md"
      build={() =>
        table
          ? createIndexSql({ schema, table: table.name, columns, method, unique, concurrently, name })
          : 'Choose a table.'
      }
      saving={create.isPending}
      error={create.error}
      onRun={(built) => create.mutate(built, { onSuccess: onClose })}
      onClose={onClose}
    >
      <Select
        label="Table"
        data={tables.map((t) => ({ value: String(t.id), label: `${schema}.${t.name}` }))}
        value={tableId ? String(tableId) : null}
        searchable
        allowDeselect={false}
        onChange={(v) => {
          setTableId(v ? Number(v) : null)
          setColumns([])
        }}
        data-autofocus
      />
      <MultiSelect
        label="Columns"
        data={(detail.data?.[0]?.columns ?? []).map((c) => c.name)}
        value={columns}
        onChange={setColumns}
        searchable
      />
      <Select
        label="Method"
        data={[...INDEX_METHODS]}
        value={method}
        allowDeselect={false}
        onChange={(v) => v && setMethod(v as IndexMethod)}
      />
      <Checkbox
        label="Unique"
        description="btree only"
        checked={unique}
        disabled={method !== 'btree'}
        onChange={(e) => setUnique(e.currentTarget.checked)}
      />
      <Checkbox
        label="Build concurrently"
        description="Does not block writes while it builds; takes longer"
        checked={concurrently}
        onChange={(e) => setConcurrently(e.currentTarget.checked)}
      />
      <TextInput
        label="Name"
        description="Optional: Postgres names it from the table and columns"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
    </SqlFormModal>
  )
}
