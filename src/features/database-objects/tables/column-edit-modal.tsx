import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { z } from 'zod/mini'
import { alterColumnSql, renameColumnSql, SqlConfirmDialog, type Column } from '@/features/database'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { databaseObjectKeys } from '../api/keys'

/** The statements of a column edit, in one call: one transaction, all or nothing. */
export function columnEditSql(table: { schema: string; name: string }, column: Column, draft: { name: string; type: string; nullable: boolean; defaultValue: string }) {
  const statements: string[] = []
  const change = {
    type: draft.type.trim() !== column.type ? draft.type.trim() : undefined,
    nullable: draft.nullable !== column.nullable ? draft.nullable : undefined,
    defaultExpression: draft.defaultValue.trim() === (column.default_value ?? '') ? undefined : draft.defaultValue.trim() || null,
  }
  if (change.type !== undefined || change.nullable !== undefined || change.defaultExpression !== undefined) statements.push(alterColumnSql(table, column.name, change).sql)
  if (draft.name.trim() !== column.name) statements.push(`${renameColumnSql(table, column.name, draft.name.trim()).sql};`)
  return statements.join('\n')
}

/** Edit one column: name, type, nullable, default; previewed, run as one transaction. */
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
  const [draft, setDraft] = useState({ name: column.name, type: column.type, nullable: column.nullable, defaultValue: column.default_value ?? '' })
  const [reviewing, setReviewing] = useState(false)
  const save = useRunSqlMutation(connection, [databaseObjectKeys.table(connection.projectRef, table.id), databaseObjectKeys.tables(connection.projectRef, table.schema)])
  let sql = ''
  let problem: string | null = null
  try {
    sql = columnEditSql(table, column, draft)
    if (!draft.name.trim()) problem = 'Enter a name for the column.'
    else if (!sql) problem = 'Nothing has changed yet.'
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error)
  }
  const [touched, setTouched] = useState(false)
  return (
    <>
      <Modal opened onClose={onClose} title={`Edit column ${column.name}`}>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            setTouched(true)
            if (!problem) {
              save.reset()
              setReviewing(true)
            }
          }}
        >
          <Stack gap="sm">
            <TextInput label="Name" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} data-autofocus />
            <TextInput label="Type" description="As Postgres writes it, e.g. text, int8, numeric(10,2), text[]" value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.currentTarget.value })} />
            <TextInput label="Default" description="An SQL expression, e.g. now() or 'draft'::text; empty for none" value={draft.defaultValue} disabled={column.identity || column.generated} onChange={(e) => setDraft({ ...draft, defaultValue: e.currentTarget.value })} />
            <Checkbox label="Nullable" checked={draft.nullable} onChange={(e) => setDraft({ ...draft, nullable: e.currentTarget.checked })} />
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
        title={`Change column ${column.name}`}
        sql={sql}
        confirmLabel="Save column"
        loading={save.isPending}
        error={save.error}
        onConfirm={() => save.mutate({ sql, schema: z.unknown() }, { onSuccess: () => (setReviewing(false), onClose()) })}
        onCancel={() => setReviewing(false)}
      />
    </>
  )
}
