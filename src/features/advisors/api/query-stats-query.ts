import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { executeSql } from '@/features/database/api/execute-sql'
import { queryStatsQuery, resetQueryStatsSql, type QueryStatsSort } from '@/features/database'
import { advisorKeys } from './keys'
import type { ProjectDatabase } from './lints-query'

interface QueryStatsInput extends ProjectDatabase {
  extensionSchema: string
  sort: QueryStatsSort
  search: string
}

export const queryStatsQueryOptions = ({
  projectRef,
  connectionString,
  extensionSchema,
  sort,
  search,
}: QueryStatsInput) =>
  // The connection string belongs to the project: the ref identifies the answer.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: [...advisorKeys.queryStats(projectRef, sort), { extensionSchema, search }],
    queryFn: async ({ signal }) => {
      const { sql, schema } = queryStatsQuery({ extensionSchema, sort, search })
      return z.array(schema).parse(await executeSql({ projectRef, connectionString, query: sql, signal }))
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled: Boolean(connectionString),
  })

export function useResetQueryStatsMutation({ projectRef, connectionString }: ProjectDatabase) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (extensionSchema: string) =>
      executeSql({ projectRef, connectionString, query: resetQueryStatsSql(extensionSchema) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advisorKeys.queryStatsAll(projectRef) }),
  })
}
