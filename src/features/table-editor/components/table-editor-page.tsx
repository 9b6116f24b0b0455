import { Box, Loader, Center, VisuallyHidden } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { EmptyState } from '@/components/empty-state'
import { SidePane, SidePaneToggle } from '@/components/side-pane'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'
import type { DatabaseTarget } from '../api/run-sql'
import { DEFAULT_SCHEMA, type TableEditorSearch } from '../search'
import { TablesList } from './tables-list'
import { TableView } from './table-view'

const CreateTableDialog = lazy(() => import('./create-table-dialog'))
const CsvImportDialog = lazy(() => import('./csv-import-dialog'))

/** SPEC §2 Table editor: the tables of a schema beside the open table's rows. */
export function TableEditorPage({ projectRef, tableId, search }: { projectRef: string; tableId: number | undefined; search: TableEditorSearch }) {
  const { data: project } = useQuery(projectDetailQueryOptions(projectRef))
  const target: DatabaseTarget = { projectRef, connectionString: project?.connectionString }
  const schema = search.schema ?? DEFAULT_SCHEMA
  const [creating, setCreating] = useState(false)
  const [importing, setImporting] = useState(false)
  const [listOpen, setListOpen] = useState(false)
  const fromList = (open: (value: boolean) => void) => {
    setListOpen(false)
    open(true)
  }

  return (
    <Box style={{ display: 'flex', gap: 16, height: 'calc(100dvh - 56px - 2 * var(--mantine-spacing-md))', minHeight: 420 }}>
      <SidePane label="Tables" opened={listOpen} onClose={() => setListOpen(false)} inline={(list) => list}>
        <TablesList
          target={target}
          schema={schema}
          showSystem={search.system ?? false}
          activeId={tableId}
          onCreate={() => fromList(setCreating)}
          onImport={() => fromList(setImporting)}
        />
      </SidePane>
      <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <SidePaneToggle label="Tables" onOpen={() => setListOpen(true)} />
        {tableId === undefined ? (
          <>
            {/* The page's heading for screen readers; an open table's view names the table instead. */}
            <VisuallyHidden component="h1">Table editor</VisuallyHidden>
            <EmptyState title="Select a table">Choose a table from the list to see its rows, or create a new table.</EmptyState>
          </>
        ) : (
          <TableView key={tableId} target={target} tableId={tableId} search={search} />
        )}
      </Box>
      {creating ? (
        <Suspense fallback={<Center pos="fixed" inset={0}><Loader aria-label="Loading" /></Center>}>
          <CreateTableDialog target={target} schema={schema} onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
      {importing ? (
        <Suspense fallback={null}>
          <CsvImportDialog target={target} schema={schema} onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
    </Box>
  )
}
