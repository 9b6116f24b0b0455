import { Alert, Button, Checkbox, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { z } from 'zod/mini'
import { createIndexSql, INDEX_METHODS, SqlConfirmDialog, type IndexMethod, type SchemaTable } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { tableQueryOptions } from '../tables/tables-queries'

/** Create an index: table, columns, method, unique, CONCURRENTLY; previewed as its one statement. */
export function CreateIndexModal({ connection, schema, tables, onClose }: { connection: ProjectConnection; schema: string; tables: SchemaTable[]; onClose: () => void }) {
  const [tableId, setTableId] = useState<number | null>(tables[0]?.id ?? null)
  const [columns, setColumns] = useState<string[]>([])
  const [method, setMethod] = useState<IndexMethod>('btree')
  const [unique, setUnique] = useState(false)
  const [concurrently, setConcurrently] = useState(true)
  const [name, setName] = useState('')
  const [reviewing, setReviewing] = useState(false)
  const [touched, setTouched] = useState(false)
  const table = tables.find((t) => t.id === tableId)
  const detail = useQuery({ ...tableQueryOptions(connection, tableId ?? 0), enabled: Boolean(connection.connectionString && tableId) })
  const create = useRunSqlMutation(connection, [databaseObjectKeys.indexes(connection.projectRef, schema)])
  let sql = ''
  let problem: string | null = null
  if (!table) problem = 'Choose a table.'
  else {
    try {
      sql = createIndexSql({ schema, table: table.name, columns, method, unique, concurrently, name }).sql
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error)
    }
  }
  return (
    <>
      <Modal opened onClose={onClose} title={`Create an index in ${schema}`}>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            setTouched(true)
            if (!problem) {
              create.reset()
              setReviewing(true)
            }
          }}
        >
          <Stack gap="sm">
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
            <MultiSelect label="Columns" data={(detail.data?.[0]?.columns ?? []).map((c) => c.name)} value={columns} onChange={setColumns} searchable />
            <Select label="Method" data={[...INDEX_METHODS]} value={method} allowDeselect={false} onChange={(v) => v && setMethod(v as IndexMethod)} />
            <Checkbox label="Unique" description="btree only" checked={unique} disabled={method !== 'btree'} onChange={(e) => setUnique(e.currentTarget.checked)} />
            <Checkbox label="Build concurrently" description="Does not block writes while it builds; takes longer" checked={concurrently} onChange={(e) => setConcurrently(e.currentTarget.checked)} />
            <TextInput label="Name" description="Optional: Postgres names it from the table and columns" value={name} onChange={(e) => setName(e.currentTarget.value)} />
            {touched && problem ? <Alert color="red" role="alert">{problem}</Alert> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>Cancel</Button>
              <Button type="submit">Review SQL</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <SqlConfirmDialog
        visible={reviewing}
        title="Create index"
        sql={sql}
        confirmLabel="Create index"
        loading={create.isPending}
        error={create.error}
        onConfirm={() => create.mutate({ sql, schema: z.unknown() }, { onSuccess: () => (setReviewing(false), onClose()) })}
        onCancel={() => setReviewing(false)}
      />
    </>
  )
}
