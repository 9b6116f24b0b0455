import { Alert, Button, Checkbox, Code, Group, List, Loader, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { toPgMetaError } from '@/features/database/api/pg-meta-error'
import { dropTableSql, renameTableSql, type TableDetail } from '@/features/database'
import type { DatabaseTarget } from '../api/run-sql'
import { tableDependentsQueryOptions } from '../api/table-detail-query'
import { useWriteMutation } from '../api/write-mutation'

export default function TableDialogs({ target, table, action, onClose }: { target: DatabaseTarget; table: TableDetail; action: 'rename' | 'drop'; onClose: () => void }) {
  return action === 'rename' ? <RenameTable target={target} table={table} onClose={onClose} /> : <DropTable target={target} table={table} onClose={onClose} />
}

function RenameTable({ target, table, onClose }: { target: DatabaseTarget; table: TableDetail; onClose: () => void }) {
  const [name, setName] = useState(table.name)
  const write = useWriteMutation(target, table.id)
  const built = name.trim() && name.trim() !== table.name ? renameTableSql(table, name.trim()) : null
  return (
    <Modal opened onClose={onClose} title="Rename table">
      <form onSubmit={(event) => { event.preventDefault(); if (built) write.mutate(built, { onSuccess: onClose }) }}>
        <Stack gap="sm">
          <TextInput label="Table name" required value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
          {built ? <Code block>{built.sql}</Code> : null}
          {write.isError ? <Alert color="red" title="The database refused the change">{toPgMetaError(write.error).message}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button type="submit" loading={write.isPending} disabled={!built}>Rename</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

function DropTable({ target, table, onClose }: { target: DatabaseTarget; table: TableDetail; onClose: () => void }) {
  const navigate = useNavigate({ from: '/project/$ref/editor/$id' })
  const dependents = useQuery(tableDependentsQueryOptions(target, table.id))
  const [cascade, setCascade] = useState(false)
  const write = useWriteMutation(target, undefined)
  const built = dropTableSql(table, cascade)
  return (
    <ConfirmDialog
      visible
      variant="danger"
      title={`Drop table ${table.name}?`}
      confirmLabel="Drop table"
      loading={write.isPending}
      onCancel={onClose}
      onConfirm={() =>
        write.mutate(built, {
          onSuccess: () => {
            onClose()
            void navigate({ to: '/project/$ref/editor/$id', params: (p) => ({ ...p, id: 'new' }), search: (prev) => ({ schema: prev.schema, system: prev.system }) })
          },
        })
      }
    >
      <Stack gap="xs">
        <Text size="sm">{`The table ${table.schema}.${table.name} and all of its rows will be deleted. This cannot be undone.`}</Text>
        {dependents.isPending ? <Loader size="xs" aria-label="Looking for dependent objects" /> : null}
        {dependents.data?.length ? (
          <>
            <Text size="sm">These objects depend on it; dropping with CASCADE drops them too:</Text>
            <List size="sm">
              {dependents.data.map((d) => (
                <List.Item key={`${d.kind}:${d.name}`}>{`${d.kind} ${d.name}`}</List.Item>
              ))}
            </List>
            <Checkbox label="Drop the dependent objects too (CASCADE)" checked={cascade} onChange={(e) => setCascade(e.currentTarget.checked)} />
          </>
        ) : null}
        <Code block>{built.sql}</Code>
        {write.isError ? <Alert color="red" title="The database refused the change">{toPgMetaError(write.error).message}</Alert> : null}
      </Stack>
    </ConfirmDialog>
  )
}
