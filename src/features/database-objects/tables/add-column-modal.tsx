import { Alert, Button, Group, Modal, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { addColumnSql, SqlConfirmDialog } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { baseTypeOptions, BLANK_COLUMN, ColumnDraftRow, toColumnDefinition, type DraftColumn } from './column-draft'
import { enumTypesQueryOptions, referenceableQueryOptions } from './tables-queries'

/** Add a column to a table (type, default, flags, foreign key), previewed as its SQL. */
export function AddColumnModal({ connection, table, onClose }: { connection: ProjectConnection; table: { id: number; schema: string; name: string }; onClose: () => void }) {
  const [column, setColumn] = useState<DraftColumn>(BLANK_COLUMN)
  const [reviewing, setReviewing] = useState(false)
  const [touched, setTouched] = useState(false)
  const add = useRunSqlMutation(connection, [databaseObjectKeys.table(connection.projectRef, table.id), databaseObjectKeys.tables(connection.projectRef, table.schema)])
  const enums = useQuery(enumTypesQueryOptions(connection))
  const referenceable = useQuery(referenceableQueryOptions(connection))
  const typeOptions = [
    ...baseTypeOptions(),
    ...(enums.data?.length ? [{ group: 'Enumerated types', items: enums.data.map((e) => ({ value: e.type, label: `${e.schema}.${e.name}` })) }] : []),
  ]
  const referenceOptions = (referenceable.data ?? []).map((r) => ({ value: JSON.stringify([r.schema, r.table, r.column]), label: `${r.schema}.${r.table}.${r.column} (${r.type})` }))
  let built: ReturnType<typeof addColumnSql> | null = null
  let problem: string | null = null
  if (!column.name.trim()) problem = 'Enter a name for the column.'
  else {
    try {
      built = addColumnSql(table, toColumnDefinition(column))
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error)
    }
  }
  return (
    <>
      <Modal opened onClose={onClose} title={`Add a column to ${table.schema}.${table.name}`} size="xl">
        <form
          onSubmit={(event) => {
            event.preventDefault()
            setTouched(true)
            if (built) {
              add.reset()
              setReviewing(true)
            }
          }}
        >
          <Stack gap="sm">
            <ColumnDraftRow
              index={0}
              column={column}
              typeOptions={typeOptions}
              referenceOptions={referenceOptions}
              onChange={(change) => setColumn((c) => ({ ...c, ...change }))}
              onRemove={onClose}
            />
            {touched && problem ? <Alert color="red" role="alert">{problem}</Alert> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>Cancel</Button>
              <Button type="submit">Review SQL</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <SqlConfirmDialog
        visible={reviewing && built !== null}
        title={`Add column ${column.name.trim()}`}
        sql={built?.sql ?? ''}
        confirmLabel="Add column"
        loading={add.isPending}
        error={add.error}
        onConfirm={() => built && add.mutate(built, { onSuccess: () => (setReviewing(false), onClose()) })}
        onCancel={() => setReviewing(false)}
      />
    </>
  )
}
