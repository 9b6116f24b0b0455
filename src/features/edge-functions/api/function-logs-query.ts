import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { $ZodType } from 'zod/v4/core'
import { queryLogs } from '@/features/logs/api/logs-query'
import { functionKeys } from './keys'

/** The logs endpoint of CONTRACT §9 over the last `rangeMs`, for one function's page. */
export const functionLogsQueryOptions = <S extends $ZodType>(
  ref: string,
  slug: string,
  name: string,
  { sql, schema }: { sql: string; schema: S },
  { rangeMs, refetchMs }: { rangeMs: number; refetchMs?: number | false },
) =>
  // The schema follows from the SQL, which is in the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: functionKeys.logs(ref, slug, { name, sql, rangeMs }),
    queryFn: ({ signal }) => {
      const end = Date.now()
      return queryLogs(ref, { sql, schema, start: end - rangeMs, end }, signal)
    },
    placeholderData: keepPreviousData,
    refetchInterval: refetchMs ?? false,
    staleTime: 0,
    retry: false,
  })
