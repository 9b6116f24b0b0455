import { Alert, Button, Checkbox, Code, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { toPgMetaError } from '@/features/database/api/pg-meta-error'
import { COLUMN_TYPES, addColumnSql, alterColumnTypeSql, dropColumnSql, renameColumnSql, type Column, type TableDetail } from '@/features/database'
import type { DatabaseTarget } from '../api/run-sql'
import { useWriteMutation } from '../api/write-mutation'

type State = { action: 'add' } | { action: 'rename' | 'type' | 'drop'; column: Column }
const TITLES = { add: 'Add column', rename: 'Rename column', type: 'Change column type', drop: 'Drop column' }

/** Add, rename, retype or drop a column; each shows the SQL it runs and keeps the input on a database error. */
export default function ColumnDialog({ target, table, state, onClose }: { target: DatabaseTarget; table: TableDetail; state: State; onClose: () => void }) {
  const write = useWriteMutation(target, table.id)
  const column = state.action === 'add' ? undefined : state.column
  const [name, setName] = useState(column?.name ?? '')
  const [type, setType] = useState<string>(state.action === 'add' ? 'text' : (column?.udt ?? 'text'))
  const [defaultValue, setDefaultValue] = useState('')
  const [nullable, setNullable] = useState(true)
  const [unique, setUnique] = useState(false)
  const [cascade, setCascade] = useState(false)
  const [showSql, setShowSql] = useState(false)
  const error = write.isError ? toPgMetaError(write.error) : null

  let built: { sql: string; schema: { parse: (v: unknown) => unknown } } | null = null
  let problem: string | null = null
  try {
    if (state.action === 'add') built = name.trim() ? addColumnSql(table, { name: name.trim(), type, defaultValue: defaultValue || undefined, nullable, unique }) : null
    else if (state.action === 'rename') built = name.trim() && name.trim() !== state.column.name ? renameColumnSql(table, state.column.name, name.trim()) : null
    else if (state.action === 'type') built = alterColumnTypeSql(table, state.column.name, type)
    else built = dropColumnSql(table, state.column.name, cascade)
  } catch (e) {
    problem = e instanceof Error ? e.message : String(e)
  }
  const run = () => built && write.mutate(built, { onSuccess: onClose })
  const sqlBlock = showSql && built ? <Code block aria-label="SQL to run">{built.sql}</Code> : null
  const errorBlock = error ? (
    <Alert color="red" title="The database refused the change">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{[error.message, error.detail, error.hint].filter(Boolean).join('\n')}</Text>
    </Alert>
  ) : null

  if (state.action === 'drop')
    return (
      <ConfirmDialog visible variant="danger" title={`Drop column ${state.column.name}?`} confirmLabel="Drop column" loading={write.isPending} onCancel={onClose} onConfirm={run}>
        <Stack gap="xs">
          <Text size="sm">{`The column ${state.column.name} and all of its values will be removed from ${table.name}. This cannot be undone.`}</Text>
          <Checkbox label="Also drop the objects that depend on this column (CASCADE)" checked={cascade} onChange={(e) => setCascade(e.currentTarget.checked)} />
          <Code block>{built?.sql}</Code>
          {errorBlock}
        </Stack>
      </ConfirmDialog>
    )

  return (
    <Modal opened onClose={onClose} title={TITLES[state.action]}>
      <form onSubmit={(event) => { event.preventDefault(); run() }}>
        <Stack gap="sm">
          {state.action !== 'type' ? <TextInput label="Column name" required value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus /> : null}
          {state.action !== 'rename' ? (
            <Select label="Type" data={[...COLUMN_TYPES]} value={type} allowDeselect={false} searchable onChange={(v) => v && setType(v)} error={problem} />
          ) : null}
          {state.action === 'add' ? (
            <>
              <TextInput label="Default value" description="A value written as is; leave empty for none" value={defaultValue} onChange={(e) => setDefaultValue(e.currentTarget.value)} />
              <Group>
                <Checkbox label="Nullable" checked={nullable} onChange={(e) => setNullable(e.currentTarget.checked)} />
                <Checkbox label="Unique" checked={unique} onChange={(e) => setUnique(e.currentTarget.checked)} />
              </Group>
            </>
          ) : null}
          {sqlBlock}
          {errorBlock}
          <Group justify="flex-end">
            <Button variant="subtle" onClick={() => setShowSql((s) => !s)} disabled={!built}>{showSql ? 'Hide SQL' : 'View SQL'}</Button>
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button type="submit" loading={write.isPending} disabled={!built}>{state.action === 'add' ? 'Add column' : 'Save'}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
