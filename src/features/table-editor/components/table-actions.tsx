import { ActionIcon, Menu } from '@mantine/core'
import { IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import type { TableDetail } from '@/features/database'
import type { DatabaseTarget } from '../api/run-sql'

const TableDialogs = lazy(() => import('./table-dialogs'))

/** Rename or drop the open table. */
export function TableActions({ target, table }: { target: DatabaseTarget; table: TableDetail }) {
  const [open, setOpen] = useState<'rename' | 'drop' | null>(null)
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
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => setOpen('drop')}>
            Drop table
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {open ? (
        <Suspense fallback={null}>
          <TableDialogs target={target} table={table} action={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
