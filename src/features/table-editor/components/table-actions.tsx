import { ActionIcon, Menu } from '@mantine/core'
import { IconBroadcast, IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { isRealtimeTable, RealtimeTableDialog, realtimeSwitchReason, type TableDetail } from '@/features/database'
import { realtimePublicationQueryOptions } from '@/features/database/api/realtime-publication-query'
import type { DatabaseTarget } from '../api/run-sql'

const TableDialogs = lazy(() => import('./table-dialogs'))

const WRITABLE = { can: true, reason: '' }

/** Rename or drop the open table; put its changes on the Realtime wire or take them off. */
export function TableActions({ target, table }: { target: DatabaseTarget; table: TableDetail }) {
  const [open, setOpen] = useState<'rename' | 'drop' | 'realtime' | null>(null)
  const publication = useQuery(realtimePublicationQueryOptions(target))
  // The menu is shown only when the project is writable (read-only mode hides it).
  const realtimeReason = realtimeSwitchReason(publication.data, WRITABLE)
  const realtime = publication.data ? isRealtimeTable(publication.data, table) : false
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="Table actions">
            <IconDotsVertical size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setOpen('rename')}>
            Rename table
          </Menu.Item>
          <Menu.Item
            leftSection={<IconBroadcast size={14} />}
            disabled={realtimeReason !== null}
            title={realtimeReason ?? undefined}
            onClick={() => setOpen('realtime')}
          >
            {publication.data?.all_tables ? 'Realtime on: every table is published' : realtime ? 'Disable Realtime' : 'Enable Realtime'}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => setOpen('drop')}>
            Drop table
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {open === 'realtime' && publication.data ? (
        <RealtimeTableDialog database={target} table={table} publication={publication.data} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'rename' || open === 'drop' ? (
        <Suspense fallback={null}>
          <TableDialogs target={target} table={table} action={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
