import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core'
import { useState } from 'react'
import { z } from 'zod/mini'
import { renameTableSql, SqlConfirmDialog, tableCommentSql } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'

/** Rename a table and change its description: previewed, run as one transaction. */
export function RenameTableModal({
  connection,
  table,
  onClose,
}: {
  connection: ProjectConnection
  table: { id: number; schema: string; name: string; comment?: string | null }
  onClose: () => void
}) {
  const [name, setName] = useState(table.name)
  const [comment, setComment] = useState(table.comment ?? '')
  const [reviewing, setReviewing] = useState(false)
  const [touched, setTouched] = useState(false)
  const save = useRunSqlMutation(connection, [databaseObjectKeys.table(connection.projectRef, table.id), databaseObjectKeys.tables(connection.projectRef, table.schema)])
  const statements: string[] = []
  if (comment.trim() !== (table.comment ?? '')) statements.push(tableCommentSql(table, comment.trim() || null).sql)
  if (name.trim() && name.trim() !== table.name) statements.push(`${renameTableSql(table, name.trim()).sql};`)
  const sql = statements.join('\n')
  const problem = !name.trim() ? 'Enter a name for the table.' : !sql ? 'Nothing has changed yet.' : null
  return (
    <>
      <Modal opened onClose={onClose} title={`Edit table ${table.schema}.${table.name}`}>
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
            <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
            <Textarea label="Description" autosize minRows={1} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
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
        title={`Change table ${table.schema}.${table.name}`}
        sql={sql}
        confirmLabel="Save table"
        loading={save.isPending}
        error={save.error}
        onConfirm={() => save.mutate({ sql, schema: z.unknown() }, { onSuccess: () => (setReviewing(false), onClose()) })}
        onCancel={() => setReviewing(false)}
      />
    </>
  )
}
