import '@mantine/dates/styles.css'
import { Alert, Button, Checkbox, Code, Drawer, Group, Loader, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core'
import { DateInput, DateTimePicker } from '@mantine/dates'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { toPgMetaError } from '@/features/database/api/pg-meta-error'
import { insertRowSql, updateRowSql, type CellWrite, type Column, type TableDetail } from '@/features/database'
import { filteredByPolicyHint } from '@/features/database'
import { fullRowQueryOptions } from '../api/full-row-query'
import { rowKey, type GridRow } from '../api/rows-query'
import type { DatabaseTarget } from '../api/run-sql'
import { useWriteMutation } from '../api/write-mutation'
import { isBooleanColumn, isJsonColumn, isTextColumn, toWriteValue } from '../cell-value'

interface FieldState {
  text: string
  isNull: boolean
  /** Insert only: left to the database (default, identity). */
  useDefault: boolean
}

const TITLES = { insert: 'Insert row', edit: 'Edit row', duplicate: 'Duplicate row' }

export type RowPanelMode = { kind: 'insert' } | { kind: 'edit'; row: GridRow } | { kind: 'duplicate'; row: GridRow }

function initialFields(table: TableDetail, mode: RowPanelMode, row: GridRow | undefined): Record<string, FieldState> {
  return Object.fromEntries(
    table.columns.map((column) => {
      const value = row?.[column.name] ?? null
      const leaveToDatabase = column.identity || column.generated || (mode.kind === 'duplicate' && table.primary_key.includes(column.name) && column.default_value !== null)
      if (mode.kind === 'insert' || (mode.kind === 'duplicate' && leaveToDatabase))
        return [column.name, { text: '', isNull: false, useDefault: column.default_value !== null || column.identity || column.generated || (mode.kind === 'insert' && column.nullable) }]
      return [column.name, { text: value ?? '', isNull: value === null, useDefault: false }]
    }),
  )
}

/** The side panel to insert, edit or duplicate a row: one input per column by type, NULL explicit, the SQL on view. */
export default function RowPanel({ target, table, mode, onClose }: { target: DatabaseTarget; table: TableDetail; mode: RowPanelMode; onClose: () => void }) {
  const source = mode.kind === 'insert' ? undefined : mode.row
  // The full values (the grid's are cut for big cells), read by the row's key.
  const full = useQuery({ ...fullRowQueryOptions(target, table, source ? rowKey(table, source) : []), enabled: source !== undefined && Boolean(target.connectionString) })
  return (
    <Drawer opened onClose={onClose} position="right" size="lg" title={TITLES[mode.kind]}>
      {source && full.isPending ? (
        <Loader size="sm" aria-label="Loading the row" />
      ) : source && full.isError ? (
        <Alert color="red" title="Could not load the row">{toPgMetaError(full.error).message}</Alert>
      ) : source && !full.data ? (
        <Alert color="yellow">This row no longer exists.</Alert>
      ) : (
        <RowForm target={target} table={table} mode={mode} row={full.data ?? undefined} onClose={onClose} />
      )}
    </Drawer>
  )
}

function RowForm({ target, table, mode, row, onClose }: { target: DatabaseTarget; table: TableDetail; mode: RowPanelMode; row: GridRow | undefined; onClose: () => void }) {
  const [fields, setFields] = useState(() => initialFields(table, mode, row))
  const [initial] = useState(fields)
  const [showSql, setShowSql] = useState(false)
  const write = useWriteMutation<Record<string, string | null>[]>(target, table.id)
  const set = (name: string, change: Partial<FieldState>) => setFields((all) => ({ ...all, [name]: { ...all[name]!, ...change } }))

  const errors: Record<string, string> = {}
  const values: CellWrite[] = []
  for (const column of table.columns) {
    const field = fields[column.name]!
    if (field.useDefault) continue
    if (mode.kind === 'edit' && JSON.stringify(field) === JSON.stringify(initial[column.name])) continue
    if (field.isNull) {
      values.push({ column, value: null })
      continue
    }
    const value = toWriteValue(column, field.text)
    if (value.ok) values.push({ column, value: value.value })
    else errors[column.name] = value.error
  }
  const pk = table.primary_key.map((name) => table.columns.find((c) => c.name === name)!)
  const built =
    mode.kind === 'edit'
      ? values.length ? updateRowSql(table, pk, rowKey(table, mode.row), values, table.columns) : null
      : insertRowSql(table, values, table.columns)
  const invalid = Object.keys(errors).length > 0

  const [unchanged, setUnchanged] = useState(false)
  const submit = () => {
    if (!built || invalid) return
    setUnchanged(false)
    // An update that matched no row (Row Level Security under a role, or the row is gone) changed nothing: said, not "saved".
    write.mutate(built, { onSuccess: (rows) => (rows.length ? onClose() : setUnchanged(true)) })
  }

  return (
    <form onSubmit={(event) => { event.preventDefault(); submit() }}>
      <Stack gap="sm">
        {table.columns.map((column) => (
          <FieldInput key={column.name} column={column} field={fields[column.name]!} error={errors[column.name]} insert={mode.kind !== 'edit'} onChange={(change) => set(column.name, change)} />
        ))}
        {write.isError ? (
          <Alert color="red" title="The database refused the change">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {[toPgMetaError(write.error).message, toPgMetaError(write.error).detail, toPgMetaError(write.error).hint].filter(Boolean).join('\n')}
            </Text>
          </Alert>
        ) : null}
        {unchanged ? (
          <Alert color="orange" title="No row was changed" role="alert">
            {filteredByPolicyHint(target.role)}
          </Alert>
        ) : null}
        {showSql && built ? (
          <Code block aria-label="SQL to run">
            {built.sql}
          </Code>
        ) : null}
        <Group justify="flex-end">
          <Button variant="subtle" onClick={() => setShowSql((s) => !s)} disabled={!built}>
            {showSql ? 'Hide SQL' : 'View SQL'}
          </Button>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={write.isPending} disabled={!built || invalid}>
            {mode.kind === 'edit' ? 'Save' : 'Insert'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function FieldInput({ column, field, error, insert, onChange }: { column: Column; field: FieldState; error: string | undefined; insert: boolean; onChange: (change: Partial<FieldState>) => void }) {
  const disabled = field.isNull
  const label = `${column.name}`
  const description = `${column.type}${column.nullable ? '' : ', required'}${column.default_value ? `, default ${column.default_value}` : ''}${isTextColumn(column) ? '. Empty text is saved as an empty string' : ''}`
  // Typing a value takes the column back from the database's default.
  const text = (value: string) => onChange({ text: value, useDefault: false })
  let input
  if (isBooleanColumn(column)) {
    input = <Switch label={label} description={description} checked={field.text === 'true'} disabled={disabled} onChange={(e) => text(e.currentTarget.checked ? 'true' : 'false')} />
  } else if (column.enum_values && !column.is_array) {
    input = <Select label={label} description={description} data={column.enum_values} value={field.text || null} disabled={disabled} error={error} onChange={(v) => text(v ?? '')} />
  } else if (column.udt === 'date' && !column.is_array) {
    input = <DateInput label={label} description={description} valueFormat="YYYY-MM-DD" value={field.text || null} disabled={disabled} error={error} onChange={(v) => text(v ?? '')} clearable />
  } else if ((column.udt === 'timestamp' || column.udt === 'timestamptz') && !column.is_array) {
    input = <DateTimePicker label={label} description={description} valueFormat="YYYY-MM-DD HH:mm:ss" withSeconds value={field.text ? field.text.slice(0, 19).replace('T', ' ') : null} disabled={disabled} error={error} onChange={(v) => text(v ?? '')} clearable />
  } else if (isJsonColumn(column) || column.category === 'S' || column.is_array) {
    input = <Textarea label={label} description={description} autosize minRows={1} maxRows={12} ff={isJsonColumn(column) ? 'monospace' : undefined} value={field.text} disabled={disabled} error={error} onChange={(e) => text(e.currentTarget.value)} />
  } else {
    input = <TextInput label={label} description={description} inputMode={column.category === 'N' ? 'decimal' : undefined} value={field.text} disabled={disabled} error={error} onChange={(e) => text(e.currentTarget.value)} />
  }
  return (
    <Stack gap={4}>
      {input}
      <Group gap="md">
        {insert && (column.default_value !== null || column.identity || column.generated || column.nullable) ? (
          <Checkbox size="xs" label={`Leave ${column.name} to the database`} checked={field.useDefault} onChange={(e) => onChange({ useDefault: e.currentTarget.checked, isNull: false })} />
        ) : null}
        {column.nullable && !column.generated ? (
          <Checkbox size="xs" label={`Set ${column.name} to NULL`} checked={field.isNull} onChange={(e) => onChange({ isNull: e.currentTarget.checked, useDefault: false })} />
        ) : null}
      </Group>
    </Stack>
  )
}
