import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { queryLogs } from '@/features/logs/api/logs-query'
import {
  apiByPathQuery,
  apiOverTimeQuery,
  apiTotalsQuery,
  fillBuckets,
  pathFilters,
  type ApiPathRow,
  type ApiTotals,
} from '../api-report-sql'
import { rangeMs, type TimeRange } from '../samples'
import { reportKeys } from './keys'

export interface ApiReportInput {
  projectRef: string
  range: TimeRange
  pathContains: string
  /** Auto-refresh interval in ms, or false (off, or the tab is hidden). */
  refetchInterval: number | false
}

export interface ApiReport {
  start: number
  end: number
  totals: ApiTotals
  overTime: { at: number; requests: number; errors: number }[]
  byPath: ApiPathRow[]
  /** The SQL of each part, for the Logs explorer. */
  sql: { totals: string; overTime: string; byPath: string }
}

/** The API report's three logs queries over the range that ends now, answered together. */
export const apiReportQueryOptions = ({ projectRef, range, pathContains, refetchInterval }: ApiReportInput) =>
  queryOptions({
    // Under the reports' prefix, so the toolbar's Refresh now refreshes it too.
    queryKey: [...reportKeys.report(projectRef, 'api'), { range, pathContains }],
    queryFn: async ({ signal }): Promise<ApiReport> => {
      const end = Math.floor(Date.now() / 1000) * 1000
      const start = end - rangeMs(range)
      const filters = pathFilters(pathContains)
      const totalsQuery = apiTotalsQuery(filters)
      const overTime = apiOverTimeQuery(filters, start, end)
      const byPathQuery = apiByPathQuery(filters)
      const [totals, buckets, byPath] = await Promise.all([
        queryLogs(projectRef, { ...totalsQuery, start, end }, signal),
        queryLogs(projectRef, { sql: overTime.sql, schema: overTime.schema, start, end }, signal),
        queryLogs(projectRef, { ...byPathQuery, start, end }, signal),
      ])
      return {
        start,
        end,
        totals: totals[0] ?? { requests: 0, errors: 0, p95_ms: null },
        overTime: fillBuckets(buckets, start, end, overTime.widthMs),
        byPath,
        sql: { totals: totalsQuery.sql, overTime: overTime.sql, byPath: byPathQuery.sql },
      }
    },
    staleTime: 0,
    refetchInterval,
    placeholderData: keepPreviousData,
  })
