import { queryOptions } from '@tanstack/react-query'
import { listTablesSql } from '@/features/database'
import { tableEditorKeys } from './keys'
import { type DatabaseTarget, runSql } from './run-sql'
import { CATALOG_STALE_TIME_MS } from './schemas-query'

export const tablesQueryOptions = (target: DatabaseTarget, schema: string) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: tableEditorKeys.tables(target.projectRef, schema),
    queryFn: ({ signal }) => runSql(target, listTablesSql(schema), signal),
    staleTime: CATALOG_STALE_TIME_MS,
    enabled: Boolean(target.connectionString),
  })
