import { Alert, Code, Stack, Text } from '@mantine/core'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { toPgMetaError } from '@/features/database/api/pg-meta-error'
import { deleteRowsSql, type TableDetail } from '@/features/database'
import { rowKey, type GridRow } from '../api/rows-query'
import type { DatabaseTarget } from '../api/run-sql'
import { useWriteMutation } from '../api/write-mutation'
import { filteredByPolicyHint } from '@/features/database'
import { toast } from '@/lib/notify'

/** Deletes the selected rows by their primary key, after a confirmation that shows the SQL. */
export default function DeleteRowsDialog({ target, table, rows, onClose }: { target: DatabaseTarget; table: TableDetail; rows: GridRow[]; onClose: (done: boolean) => void }) {
  const write = useWriteMutation<{ deleted: number }[]>(target, table.id)
  // After the delete the selection empties before the dialog unmounts: there is nothing left to show.
  if (rows.length === 0) return null
  const pk = table.primary_key.map((name) => table.columns.find((c) => c.name === name)!)
  const built = deleteRowsSql(table, pk, rows.map((row) => rowKey(table, row)))
  const noun = rows.length === 1 ? '1 row' : `${rows.length} rows`
  return (
    <ConfirmDialog
      visible
      variant="danger"
      title={`Delete ${noun}?`}
      confirmLabel={`Delete ${noun}`}
      loading={write.isPending}
      onCancel={() => onClose(false)}
      onConfirm={() =>
        write.mutate(built, {
          onSuccess: ([result]) => {
            const deleted = result?.deleted ?? 0
            // What Postgres really deleted: under a role Row Level Security may keep some rows (CONTRACT §15).
            if (deleted === rows.length) toast.success(deleted === 1 ? 'Deleted 1 row' : `Deleted ${deleted} rows`)
            else if (deleted === 0) toast.warning(filteredByPolicyHint(target.role), 'No rows were deleted')
            else toast.warning(filteredByPolicyHint(target.role), `Deleted ${deleted} of ${noun}`)
            onClose(true)
          },
        })
      }
    >
      <Stack gap="xs">
        <Text size="sm">
          {`The selected ${noun} of ${table.schema}.${table.name} will be deleted. This cannot be undone.`}
        </Text>
        <Text size="xs" c="dimmed">
          SQL to run
        </Text>
        <Code block>{built.sql}</Code>
        {write.isError ? (
          <Alert color="red" title="The database refused the change">
            {toPgMetaError(write.error).message}
          </Alert>
        ) : null}
      </Stack>
    </ConfirmDialog>
  )
}
