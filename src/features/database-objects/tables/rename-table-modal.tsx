import { TextInput, Textarea } from '@mantine/core'
import { useState } from 'react'
import { renameTableSql, tableCommentSql } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { statementsSql, useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'

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
  const save = useRunSqlMutation(connection, [databaseObjectKeys.table(connection.projectRef, table.id), databaseObjectKeys.tables(connection.projectRef, table.schema)])
  const build = () => {
    if (!name.trim()) return 'Enter a name for the table.'
    const statements: string[] = []
    if (comment.trim() !== (table.comment ?? '')) statements.push(tableCommentSql(table, comment.trim() || null).sql)
    if (name.trim() !== table.name) statements.push(`${renameTableSql(table, name.trim()).sql};`)
    return statements.length ? statementsSql(statements) : 'Nothing has changed yet.'
  }
  return (
    <SqlFormModal
      title={`Edit table ${table.schema}.${table.name}`}
      submitLabel="Save table"
      errorTitle="The table was not changed"
      size="md"
      build={build}
      saving={save.isPending}
      error={save.error}
      onRun={(built) => save.mutate(built, { onSuccess: onClose })}
      onClose={onClose}
    >
      <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
      <Textarea label="Description" autosize minRows={1} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
    </SqlFormModal>
  )
}
