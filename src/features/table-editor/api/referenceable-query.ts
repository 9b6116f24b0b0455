import { queryOptions } from '@tanstack/react-query'
import { referenceableColumnsSql } from '@/features/database'
import { tableEditorKeys } from './keys'
import { type DatabaseTarget, runSql } from './run-sql'
import { CATALOG_STALE_TIME_MS } from './schemas-query'

/** Columns a new foreign key can point at. */
export const referenceableQueryOptions = (target: DatabaseTarget) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: tableEditorKeys.referenceable(target.projectRef),
    queryFn: ({ signal }) => runSql(target, referenceableColumnsSql(), signal),
    staleTime: CATALOG_STALE_TIME_MS,
    enabled: Boolean(target.connectionString),
  })
