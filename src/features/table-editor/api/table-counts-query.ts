import { queryOptions } from '@tanstack/react-query'
import { tableCountsSql } from '@/features/database'
import { tableEditorKeys } from './keys'
import { type DatabaseTarget, runSql } from './run-sql'
import { CATALOG_STALE_TIME_MS } from './schemas-query'

/**
 * Exact row counts of the schema's tables that are not known to be big, by table id. A timeout or any
 * failure leaves the list with its estimates (marked "~"): no retry, no error shown for a side figure.
 */
export const tableCountsQueryOptions = (target: DatabaseTarget, schema: string) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: tableEditorKeys.tableCounts(target.projectRef, schema),
    queryFn: async ({ signal }) => new Map((await runSql(target, tableCountsSql(schema), signal)).map((row) => [row.id, row.rows])),
    staleTime: CATALOG_STALE_TIME_MS,
    retry: false,
    enabled: Boolean(target.connectionString),
  })
