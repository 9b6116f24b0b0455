import { Alert, Button, Center, Group, Loader, NumberInput, Select, Text } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconCopy, IconPencil, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { toPgMetaError } from '@/features/database/api/pg-meta-error'
import { updateRowSql, type Column, type TableDetail } from '@/features/database'
import { filteredByPolicyHint, isDefaultRole, roleKey, roleLabel } from '@/features/database'
import { RolePicker, useViewAsRole } from '@/features/view-as-role'
import { useReadOnly } from '@/features/read-only'
import { rowKey, rowsQueryOptions, type GridRow, type RowsView } from '../api/rows-query'
import type { DatabaseTarget } from '../api/run-sql'
import { useWriteMutation } from '../api/write-mutation'
import { toWriteValue } from '../cell-value'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type TableEditorSearch } from '../search'
import { ExportButton } from './export-button'
import { FilterBar } from './filter-bar'
import { RowCount, useRowCount } from './row-count'
import { type CellSql, type ColumnAction, RowsGrid } from './rows-grid'
import type { RowPanelMode } from './row-panel'

const RowPanel = lazy(() => import('./row-panel'))
const DeleteRowsDialog = lazy(() => import('./delete-rows-dialog'))
const ColumnDialog = lazy(() => import('./column-dialog'))
const CsvImportDialog = lazy(() => import('./csv-import-dialog'))

type ColumnDialogState = { action: 'add' } | { action: 'rename' | 'type' | 'drop'; column: Column }

export function RowsTab({ target: ownerTarget, table, search, editable }: { target: DatabaseTarget; table: TableDetail; search: TableEditorSearch; editable: boolean }) {
  // Rows are read, counted, exported and written as the role picked for the project (CONTRACT §15);
  // the table's shape (columns) stays the owner's business.
  const role = useViewAsRole(ownerTarget.projectRef)
  const { readOnly } = useReadOnly(ownerTarget.projectRef)
  const target: DatabaseTarget = useMemo(() => ({ ...ownerTarget, role: isDefaultRole(role) ? undefined : role }), [ownerTarget, role])
  const navigate = useNavigate({ from: '/project/$ref/editor/$id' })
  const filters = useMemo(() => (search.filter ?? []).filter((f) => table.columns.some((c) => c.name === f.column)), [search.filter, table.columns])
  const sort = search.sort && table.columns.some((c) => c.name === search.sort!.column) ? search.sort : undefined
  const size = search.size ?? DEFAULT_PAGE_SIZE
  const page = search.page ?? 1
  const view: RowsView = { sort, filters, size }
  const rows = useQuery(rowsQueryOptions(target, table, view, page))
  const count = useRowCount(target, table, filters)
  const total = count.exact ?? count.estimate
  const lastPage = count.exact !== undefined ? Math.max(1, Math.ceil(count.exact / size)) : undefined
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [panel, setPanel] = useState<RowPanelMode | null>(null)
  const [deleting, setDeleting] = useState(false)
  const [importing, setImporting] = useState(false)
  const [columnDialog, setColumnDialog] = useState<ColumnDialogState | null>(null)
  const write = useWriteMutation<Record<string, string | null>[]>(target, table.id)
  const data = rows.data?.rows ?? []
  // The next page is read as soon as this one is on view (by key, after its last row): 'Next page'
  // then shows it at once instead of the previous page greyed out.
  const queryClient = useQueryClient()
  const fullPage = !rows.isPlaceholderData && rows.data !== undefined && rows.data.rows.length === size
  const nextKey = fullPage ? JSON.stringify([target.projectRef, target.connectionString, roleKey(target.role), table.id, table.columns.length, view, page + 1]) : null
  useEffect(() => {
    if (nextKey) void queryClient.prefetchQuery(rowsQueryOptions(target, table, view, page + 1))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nextKey names all the prefetch reads (target and view are rebuilt each render)
  }, [nextKey, queryClient])
  // Rows before the page on view (the previous page's while the next one loads).
  const rowOffset = rows.data ? (rows.data.page - 1) * rows.data.size : (page - 1) * size
  const selectedRows = [...selected].map((i) => data[i]).filter((r): r is GridRow => r !== undefined)
  // Read-only mode (CONTRACT §17): the table's shape cannot change either (the view says why).
  const shape = (table.kind === 'r' || table.kind === 'p') && !readOnly

  const go = (change: Partial<TableEditorSearch>) => {
    setSelected(new Set())
    void navigate({ search: (prev) => ({ ...prev, page: undefined, ...change }) })
  }
  // Another page of the same view: its request leaves first, then the route changes in the next task
  // (the route change re-renders the page at once, in a microtask, and the request, a few awaits away,
  // waited for that render: tens of ms before each page was even asked for, issue 26 item 4).
  const goToPage = (next: number) => {
    if (next === page || !target.connectionString) return go({ page: next > 1 ? next : undefined })
    void queryClient.prefetchQuery(rowsQueryOptions(target, table, view, next))
    setTimeout(() => go({ page: next > 1 ? next : undefined }), 0)
  }

  // A cell edit runs exactly the statement its 'View SQL' shows.
  const cellUpdate = (row: GridRow, column: Column, text: string) => {
    const value = toWriteValue(column, text)
    if (!value.ok) return value
    const pk = table.primary_key.map((name) => table.columns.find((c) => c.name === name)!)
    return { ok: true as const, built: updateRowSql(table, pk, rowKey(table, row), [{ column, value: value.value }], table.columns) }
  }
  const cellSql = (row: GridRow, column: Column, text: string): CellSql => {
    const update = cellUpdate(row, column, text)
    return update.ok ? { ok: true, sql: update.built.sql } : update
  }
  const saveCell = async (row: GridRow, column: Column, text: string) => {
    const update = cellUpdate(row, column, text)
    if (!update.ok) throw new Error(update.error)
    let changed
    try {
      changed = await write.mutateAsync(update.built)
    } catch (error) {
      throw new Error(toPgMetaError(error).message)
    }
    if (changed.length === 0) throw new Error(`No row was changed. ${filteredByPolicyHint(target.role)}`)
  }

  const onColumnAction = (column: Column, action: ColumnAction) => {
    if (action === 'sort-asc' || action === 'sort-desc') go({ sort: { column: column.name, direction: action === 'sort-asc' ? 'asc' : 'desc' } })
    else setColumnDialog({ action, column })
  }

  return (
    <>
      <Group gap="xs" mb={6} justify="space-between" align="flex-start">
        <FilterBar key={JSON.stringify(filters)} columns={table.columns} filters={filters} onApply={(next) => go({ filter: next.length ? next : undefined })} />
        <Group gap="xs">
          <RolePicker projectRef={target.projectRef} />
          {editable ? (
            <>
              {selectedRows.length === 1 ? (
                <>
                  <Button size="xs" variant="default" leftSection={<IconPencil size={14} />} onClick={() => setPanel({ kind: 'edit', row: selectedRows[0]! })}>
                    Edit row
                  </Button>
                  <Button size="xs" variant="default" leftSection={<IconCopy size={14} />} onClick={() => setPanel({ kind: 'duplicate', row: selectedRows[0]! })}>
                    Duplicate row
                  </Button>
                </>
              ) : null}
              {selectedRows.length > 0 ? (
                <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={14} />} onClick={() => setDeleting(true)}>
                  {selectedRows.length === 1 ? 'Delete 1 row' : `Delete ${selectedRows.length} rows`}
                </Button>
              ) : null}
              <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setPanel({ kind: 'insert' })}>
                Insert row
              </Button>
            </>
          ) : null}
          {shape ? (
            <Button size="xs" variant="default" leftSection={<IconPlus size={14} />} onClick={() => setColumnDialog({ action: 'add' })}>
              Add column
            </Button>
          ) : null}
          {editable ? (
            <Button size="xs" variant="default" leftSection={<IconUpload size={14} />} onClick={() => setImporting(true)}>
              Import CSV
            </Button>
          ) : null}
          <ExportButton target={target} table={table} view={{ sort, filters }} total={total} />
        </Group>
      </Group>
      {rows.isError ? (
        <Alert color="red" title="Could not load the rows" mb="xs">
          {toPgMetaError(rows.error).message}
        </Alert>
      ) : null}
      {rows.isPending ? (
        <Center flex={1}>
          <Loader size="sm" aria-label="Loading rows" />
        </Center>
      ) : (
        <RowsGrid
          columns={table.columns}
          rows={data}
          rowOffset={rowOffset}
          busy={rows.isPlaceholderData}
          totalRows={count.exact}
          sort={sort}
          onSort={(next) => go({ sort: next })}
          selected={selected}
          onSelect={(index, on) => setSelected((s) => { const next = new Set(s); if (on) next.add(index); else next.delete(index); return next })}
          onSelectAll={(on) => setSelected(on ? new Set(data.map((_, i) => i)) : new Set())}
          editable={editable}
          onColumnAction={shape ? onColumnAction : undefined}
          cellSql={cellSql}
          onSaveCell={saveCell}
          onOpenRow={(index) => data[index] && setPanel({ kind: 'edit', row: data[index] })}
        />
      )}
      {rows.isSuccess && data.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {filters.length
            ? 'No rows match the filters.'
            : target.role
              ? `No rows are visible to ${roleLabel(target.role)}: Row Level Security hides the others, if there are any.`
              : 'This table has no rows yet.'}
        </Text>
      ) : null}
      <Group justify="space-between" mt={6} gap="xs">
        <RowCount count={count} role={target.role} />
        <Group gap="xs">
          <Select size="xs" w={130} aria-label="Rows per page" data={PAGE_SIZES.map((s) => ({ value: String(s), label: `${s} rows` }))} value={String(size)} allowDeselect={false} onChange={(value) => go({ size: Number(value) === DEFAULT_PAGE_SIZE ? undefined : (Number(value) as 500 | 1000) })} />
          <Button size="xs" variant="default" aria-label="Previous page" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
            <IconChevronLeft size={14} />
          </Button>
          <NumberInput
            key={page}
            size="xs"
            w={90}
            aria-label="Page"
            min={1}
            max={lastPage}
            defaultValue={page}
            allowDecimal={false}
            hideControls
            onKeyDown={(event) => {
              const next = Number(event.currentTarget.value)
              if (event.key === 'Enter' && Number.isInteger(next) && next >= 1) goToPage(next)
            }}
          />
          <Text size="sm" c="dimmed">
            {lastPage ? `of ${lastPage}` : total !== undefined ? `of ~${Math.max(1, Math.ceil(total / size))}` : ''}
          </Text>
          <Button size="xs" variant="default" aria-label="Next page" disabled={data.length < size || (lastPage !== undefined && page >= lastPage)} onClick={() => goToPage(page + 1)}>
            <IconChevronRight size={14} />
          </Button>
          {rows.isFetching ? <Loader size="xs" aria-label="Loading rows" /> : null}
        </Group>
      </Group>
      <Suspense fallback={null}>
        {panel ? <RowPanel target={target} table={table} mode={panel} onClose={() => setPanel(null)} /> : null}
        {deleting ? (
          <DeleteRowsDialog target={target} table={table} rows={selectedRows} onClose={(done) => { setDeleting(false); if (done) setSelected(new Set()) }} />
        ) : null}
        {importing ? <CsvImportDialog target={target} table={table} schema={table.schema} onClose={() => setImporting(false)} /> : null}
        {columnDialog ? <ColumnDialog target={ownerTarget} table={table} state={columnDialog} onClose={() => setColumnDialog(null)} /> : null}
      </Suspense>
    </>
  )
}
