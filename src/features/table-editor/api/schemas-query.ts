import { queryOptions } from '@tanstack/react-query'
import { listSchemasSql } from '@/features/database'
import { tableEditorKeys } from './keys'
import { type DatabaseTarget, runSql } from './run-sql'

export const CATALOG_STALE_TIME_MS = 30_000

export const schemasQueryOptions = (target: DatabaseTarget) =>
  // The connection string belongs to the project: the ref identifies the catalog.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: tableEditorKeys.schemas(target.projectRef),
    queryFn: ({ signal }) => runSql(target, listSchemasSql(), signal),
    staleTime: CATALOG_STALE_TIME_MS,
    enabled: Boolean(target.connectionString),
  })
