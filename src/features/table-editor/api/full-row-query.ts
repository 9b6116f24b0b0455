import { queryOptions } from '@tanstack/react-query'
import { selectRowsSql, type TableDetail } from '@/features/database'
import { tableEditorKeys } from './keys'
import { type DatabaseTarget, runSql } from './run-sql'
import type { GridRow } from './rows-query'

/** One row with its full values (the grid's big cells are cut), read by its primary key. */
export const fullRowQueryOptions = (target: DatabaseTarget, table: TableDetail, key: string[]) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: [...tableEditorKeys.table(target.projectRef, table.id), 'row', key],
    queryFn: async ({ signal }) => {
      const filters = table.primary_key.map((column, i) => ({ column, op: 'eq' as const, value: key[i]! }))
      const rows = await runSql(target, selectRowsSql({ table, columns: table.columns, primaryKey: table.primary_key, filters, limit: 1, full: true }), signal)
      return (rows[0] as GridRow | undefined) ?? null
    },
    staleTime: 0,
    enabled: Boolean(target.connectionString),
  })
