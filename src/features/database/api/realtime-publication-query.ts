import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { realtimePublicationSql, setRealtimeTableSql, type RealtimePublication } from '../sql/realtime'
import { executeSql } from './execute-sql'
import type { ProjectDatabase } from './extension-status-query'
import { databaseKeys } from './keys'

export const realtimePublicationKey = (projectRef: string) => [...databaseKeys.all(projectRef), 'realtime-publication'] as const

export const realtimePublicationQueryOptions = ({ projectRef, connectionString }: ProjectDatabase) =>
  // The connection string belongs to the project: the ref identifies the answer.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: realtimePublicationKey(projectRef),
    queryFn: async ({ signal }) => {
      const { sql, schema } = realtimePublicationSql()
      return z.array(schema).parse(await executeSql({ projectRef, connectionString, query: sql, signal }))[0]!
    },
    enabled: Boolean(connectionString),
  })

/**
 * Puts a table on the Realtime wire or takes it off (CONTRACT §16); then every answer about the
 * project's database is read again (the table lists, the table editor, the publications).
 */
export function useRealtimeTableMutation({ projectRef, connectionString }: ProjectDatabase) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ publication, table, published }: { publication: RealtimePublication; table: { schema: string; name: string }; published: boolean }) =>
      executeSql({ projectRef, connectionString, query: setRealtimeTableSql(publication, table, published).sql }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: databaseKeys.all(projectRef) }),
  })
}
