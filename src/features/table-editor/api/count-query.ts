import { queryOptions } from '@tanstack/react-query'
import { countRowsSql, estimateRowsSql, plannedRows, type Filter, type TableDetail } from '@/features/database'
import { roleKey } from '@/features/database'
import { tableEditorKeys } from './keys'
import { type DatabaseTarget, runSql } from './run-sql'

/** Below this estimate the count is exact; above, the estimate is shown with a button for the exact count (Studio's figure). */
export const EXACT_COUNT_LIMIT = 50_000

/**
 * The planner's estimate of the filtered view (no scan); the table's own estimate when unfiltered,
 * except for a view or a foreign table, which keep none (0): the planner's then too, so opening a
 * view of a big table runs no count(*).
 */
export const estimateQueryOptions = (target: DatabaseTarget, table: TableDetail, filters: Filter[]) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: tableEditorKeys.count(target.projectRef, table.id, { filters, estimate: true, role: roleKey(target.role) }),
    queryFn: async ({ signal }) =>
      // Under a role Row Level Security decides what is counted: the planner's estimate, which applies it.
      filters.length || target.role || table.kind === 'v' || table.kind === 'f' ? plannedRows(await runSql(target, estimateRowsSql(table, table.columns, filters), signal)) : table.rows,
    enabled: Boolean(target.connectionString),
  })

/** count(*) of the view: runs only when enabled (small estimate, or asked). */
export const exactCountQueryOptions = (target: DatabaseTarget, table: TableDetail, filters: Filter[], enabled: boolean) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: tableEditorKeys.count(target.projectRef, table.id, { filters, estimate: false, role: roleKey(target.role) }),
    queryFn: async ({ signal }) => (await runSql(target, countRowsSql(table, table.columns, filters), signal))[0]?.count ?? 0,
    enabled: Boolean(target.connectionString) && enabled,
  })
