import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { histogramQuery, logsPageQuery, unifiedPageQuery, type LogFilter, type LogRow } from '../logs-sql'
import type { LogSourceName } from '../sources'
import { logsKeys } from './keys'
import { anyRowSchema, queryLogs } from './logs-query'

const LOGS_PAGE_SIZE = 100
const nextBefore = (last: LogRow[]) => (last.length < LOGS_PAGE_SIZE ? undefined : last.at(-1)?.timestamp)

export interface LogsView {
  source: LogSourceName
  filters: LogFilter[]
  start: number
  end: number
}

/** Events newest first, older pages on demand (each page starts before the oldest event shown). */
export const logEventsQueryOptions = (ref: string, view: LogsView, live: boolean) =>
  infiniteQueryOptions({
    queryKey: logsKeys.page(ref, { ...view, live }),
    queryFn: ({ pageParam, signal }) =>
      queryLogs(
        ref,
        { ...logsPageQuery(view.source, view.filters, LOGS_PAGE_SIZE, pageParam), start: view.start, end: view.end },
        signal,
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextBefore,
    staleTime: 30_000,
  })

export const histogramQueryOptions = (ref: string, view: LogsView) =>
  queryOptions({
    queryKey: logsKeys.histogram(ref, view),
    queryFn: async ({ signal }) => {
      const { sql, schema, widthMs } = histogramQuery(view.source, view.filters, view.start, view.end)
      const rows = await queryLogs(ref, { sql, schema, start: view.start, end: view.end }, signal)
      return { rows, widthMs }
    },
    staleTime: 30_000,
  })

/** SQL mode: the user's query as written, one answer. */
export const sqlQueryOptions = (ref: string, sql: string, start: number, end: number) =>
  queryOptions({
    queryKey: logsKeys.page(ref, { sql, start, end }),
    queryFn: ({ signal }) => queryLogs(ref, { sql, schema: anyRowSchema, start, end }, signal),
    staleTime: 30_000,
  })

export interface UnifiedView {
  sources: LogSourceName[]
  search: string
  requestId: string
  start: number
  end: number
}

export const unifiedEventsQueryOptions = (ref: string, view: UnifiedView, live: boolean) =>
  infiniteQueryOptions({
    queryKey: logsKeys.page(ref, { unified: true, ...view, live }),
    queryFn: ({ pageParam, signal }) =>
      queryLogs(
        ref,
        {
          ...unifiedPageQuery(view.sources, view.search, view.requestId, LOGS_PAGE_SIZE, pageParam),
          start: view.start,
          end: view.end,
        },
        signal,
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextBefore,
    staleTime: 30_000,
  })
