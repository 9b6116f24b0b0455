import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { selectRowsSql, type Filter, type Sort, type TableDetail } from '@/features/database'
import { roleKey } from '@/features/database'
import { tableEditorKeys } from './keys'
import { type DatabaseTarget, runSql } from './run-sql'

export interface RowsView {
  sort: Sort | undefined
  filters: Filter[]
  size: number
}

export type GridRow = Record<string, string | null>

/** One page of rows, with the page number and size it was read for. */
export interface RowsPage {
  page: number
  size: number
  rows: GridRow[]
}

// The key of the last row of each page seen, so the next page starts after it (keyset) instead of
// skipping rows (offset). A jump to a page never seen goes by offset once.
const cursors = new Map<string, string[]>()
const cursorKey = (target: DatabaseTarget, id: number, view: RowsView, page: number) => JSON.stringify([target.projectRef, roleKey(target.role), id, view, page])

export const rowKey = (table: Pick<TableDetail, 'primary_key'>, row: GridRow) => table.primary_key.map((name) => row[name] ?? '')

export async function fetchRowsPage(target: DatabaseTarget, table: TableDetail, view: RowsView, page: number, signal?: AbortSignal) {
  const previous = page > 1 ? cursors.get(cursorKey(target, table.id, view, page - 1)) : undefined
  const rows = await runSql(
    target,
    selectRowsSql({
      table,
      columns: table.columns,
      primaryKey: table.primary_key,
      filters: view.filters,
      sort: view.sort,
      limit: view.size,
      after: previous,
      offset: previous ? 0 : (page - 1) * view.size,
    }),
    signal,
  )
  const last = rows.at(-1)
  if (last && table.primary_key.length) cursors.set(cursorKey(target, table.id, view, page), rowKey(table, last))
  return rows as GridRow[]
}

export const rowsQueryOptions = (target: DatabaseTarget, table: TableDetail, view: RowsView, page: number) =>
  // The table's columns come from its detail, which the key's table id names.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: tableEditorKeys.rows(target.projectRef, table.id, { ...view, page, columns: table.columns.map((c) => `${c.name}:${c.type}`), role: roleKey(target.role) }),
    // The page travels with its rows: while the next page loads the previous one stays on view
    // (placeholder), numbered as what it is, not as the page being fetched.
    queryFn: async ({ signal }): Promise<RowsPage> => ({ page, size: view.size, rows: await fetchRowsPage(target, table, view, page, signal) }),
    placeholderData: keepPreviousData,
    enabled: Boolean(target.connectionString),
  })
