import { Button, Checkbox, Group, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { createTableSql, EXPOSED_SCHEMAS } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'
import { BLANK_COLUMN, ColumnDraftRow, STARTER_COLUMNS, toColumnDefinition, type DraftColumn } from './column-draft'
import { useColumnTypeOptions } from './column-fields'
import { referenceableQueryOptions } from './tables-queries'

/**
 * Create a table: name, description, columns; row level security on by default in exposed schemas.
 * The exact SQL is shown before it runs; a failure keeps the form as typed.
 */
export function CreateTableModal({ connection, schema, onClose }: { connection: ProjectConnection; schema: string; onClose: () => void }) {
  const [name, setName] = useState('')
  const [comment, setComment] = useState('')
  const [rls, setRls] = useState<boolean>((EXPOSED_SCHEMAS as readonly string[]).includes(schema))
  const [columns, setColumns] = useState<DraftColumn[]>(STARTER_COLUMNS)
  const create = useRunSqlMutation(connection, [databaseObjectKeys.tables(connection.projectRef, schema), databaseObjectKeys.schemas(connection.projectRef)])
  const typeOptions = useColumnTypeOptions(connection)
  const referenceable = useQuery(referenceableQueryOptions(connection))
  const referenceOptions = (referenceable.data ?? []).map((r) => ({ value: JSON.stringify([r.schema, r.table, r.column]), label: `${r.schema}.${r.table}.${r.column} (${r.type})` }))
  const update = (index: number, change: Partial<DraftColumn>) => setColumns((all) => all.map((c, i) => (i === index ? { ...c, ...change } : c)))
  const named = columns.filter((c) => c.name.trim())

  return (
    <SqlFormModal
      title={`Create a table in ${schema}`}
      submitLabel="Create table"
      errorTitle="The table was not created"
      size="xl"
      build={() =>
        !name.trim()
          ? 'Enter a name for the table.'
          : !named.length
            ? 'Add at least one column with a name.'
            : createTableSql({ schema, name: name.trim(), rls, comment: comment.trim() || undefined, columns: named.map(toColumnDefinition) })
      }
      saving={create.isPending}
      error={create.error}
      onRun={(built) => create.mutate(built, { onSuccess: onClose })}
      onClose={onClose}
    >
      <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
      <Textarea label="Description" autosize minRows={1} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
      <Checkbox
        label="Enable row level security"
        description={rls ? 'Without policies, nobody can read or write the rows through the data API.' : 'Anyone with the API key can read and write every row of this table.'}
        checked={rls}
        onChange={(e) => setRls(e.currentTarget.checked)}
      />
      <Text fw={600} size="sm">Columns</Text>
      <Stack gap={6}>
        {columns.map((column, index) => (
          <ColumnDraftRow
            key={index}
            index={index}
            column={column}
            typeOptions={typeOptions}
            referenceOptions={referenceOptions}
            onChange={(change) => update(index, change)}
            onRemove={() => setColumns((all) => all.filter((_, i) => i !== index))}
          />
        ))}
      </Stack>
      <Group>
        <Button size="xs" variant="default" leftSection={<IconPlus size={12} />} onClick={() => setColumns((all) => [...all, BLANK_COLUMN])}>
          Add column
        </Button>
      </Group>
    </SqlFormModal>
  )
}
