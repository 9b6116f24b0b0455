import { queryOptions } from '@tanstack/react-query'
import { tableDefinitionSql, tableDependentsSql, tableDetailSql } from '@/features/database'
import { tableEditorKeys } from './keys'
import { type DatabaseTarget, runSql } from './run-sql'
import { CATALOG_STALE_TIME_MS } from './schemas-query'

/** One relation's columns, keys and estimate; `null` when no relation has this oid. */
export const tableDetailQueryOptions = (target: DatabaseTarget, id: number) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: tableEditorKeys.table(target.projectRef, id),
    queryFn: async ({ signal }) => (await runSql(target, tableDetailSql(id), signal))[0] ?? null,
    staleTime: CATALOG_STALE_TIME_MS,
    enabled: Boolean(target.connectionString),
  })

export const tableDefinitionQueryOptions = (target: DatabaseTarget, id: number) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: tableEditorKeys.definition(target.projectRef, id),
    queryFn: async ({ signal }) => (await runSql(target, tableDefinitionSql(id), signal))[0]?.definition ?? '',
    enabled: Boolean(target.connectionString),
  })

export const tableDependentsQueryOptions = (target: DatabaseTarget, id: number) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: tableEditorKeys.dependents(target.projectRef, id),
    queryFn: ({ signal }) => runSql(target, tableDependentsSql(id), signal),
    enabled: Boolean(target.connectionString),
  })
