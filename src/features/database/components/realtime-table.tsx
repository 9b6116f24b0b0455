import { Switch, Tooltip } from '@mantine/core'
import { useState } from 'react'
import { useRealtimeTableMutation } from '../api/realtime-publication-query'
import type { ProjectDatabase } from '../api/extension-status-query'
import { isRealtimeTable, REALTIME_ALL_TABLES_REASON, setRealtimeTableSql, type RealtimePublication } from '../sql/realtime'
import { REALTIME_PUBLICATION } from '../sql/schema-tables'
import { SqlConfirmDialog } from './sql-confirm-dialog'

type TableRef = { schema: string; name: string }

/** Why the table's Realtime switch is off limits, or null when it can be used. */
export function realtimeSwitchReason(publication: RealtimePublication | undefined, write: { can: boolean; reason: string }): string | null {
  if (!write.can) return write.reason
  if (!publication) return 'Reading the realtime publication…'
  return publication.all_tables ? REALTIME_ALL_TABLES_REASON : null
}

/**
 * Adds the table to the realtime publication or takes it out, after showing the exact SQL; a failure
 * stays in the dialog with Postgres's message.
 */
export function RealtimeTableDialog({ database, table, publication, onClose }: { database: ProjectDatabase; table: TableRef; publication: RealtimePublication; onClose: () => void }) {
  const change = useRealtimeTableMutation(database)
  const publish = !isRealtimeTable(publication, table)
  const qualified = `${table.schema}.${table.name}`
  const sql = publication.all_tables ? '' : setRealtimeTableSql(publication, table, publish).sql
  return (
    <SqlConfirmDialog
      visible
      title={publish ? `Enable Realtime for ${qualified}` : `Disable Realtime for ${qualified}`}
      description={
        publish
          ? `Inserts, updates and deletes on ${qualified} are sent to the Realtime subscribers listening to it.${publication.exists ? '' : ` The ${REALTIME_PUBLICATION} publication does not exist yet: it is created first.`}`
          : `Its changes stop being sent to Realtime subscribers; the table and its rows stay.`
      }
      sql={sql}
      confirmLabel={publish ? 'Enable Realtime' : 'Disable Realtime'}
      variant={publish ? 'success' : 'danger'}
      loading={change.isPending}
      error={change.error}
      onConfirm={() => change.mutate({ publication, table, published: publish }, { onSuccess: onClose })}
      onCancel={onClose}
    />
  )
}

/** A table's Realtime switch: on when the publication sends its changes; the dialog runs the change. */
export function RealtimeTableSwitch({
  database,
  table,
  publication,
  write,
}: {
  database: ProjectDatabase
  table: TableRef
  publication: RealtimePublication | undefined
  write: { can: boolean; reason: string }
}) {
  const [open, setOpen] = useState(false)
  const reason = realtimeSwitchReason(publication, write)
  const on = publication ? isRealtimeTable(publication, table) : false
  return (
    <>
      <Tooltip label={reason} disabled={!reason} multiline w={280}>
        <span>
          <Switch
            aria-label={`Realtime for ${table.schema}.${table.name}`}
            label={on ? 'On' : 'Off'}
            checked={on}
            disabled={reason !== null}
            onChange={() => setOpen(true)}
          />
        </span>
      </Tooltip>
      {open && publication ? <RealtimeTableDialog database={database} table={table} publication={publication} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
