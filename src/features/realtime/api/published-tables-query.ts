import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { realtimePublishedTables } from '@/features/database'
import { executeSql } from '@/features/database/api/execute-sql'
import { realtimeKeys } from './keys'

/** The tables in `supabase_realtime`, whose changes the inspector can listen to (run as the connection's own role). */
export const publishedTablesQueryOptions = (projectRef: string, connectionString: string | null | undefined) => {
  const built = realtimePublishedTables()
  // The statement is part of the key's meaning; the connection string only marks the project ready.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: realtimeKeys.publishedTables(projectRef),
    queryFn: async ({ signal }) => z.array(built.schema).parse(await executeSql({ projectRef, connectionString, query: built.sql, signal })),
    enabled: Boolean(connectionString),
  })
}
