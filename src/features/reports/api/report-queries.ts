import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { appendSample, type Sample } from '../samples'
import { readSizeHistory, recordSizeSample, withSizeSample, type DatabaseSize } from '../size-history'
import { reportKeys } from './keys'
import { readReportRows } from './report-batch'

export interface ReportDatabase {
  projectRef: string
  connectionString: string | null | undefined
}

export interface BuiltReport<T> {
  sql: string
  schema: z.ZodMiniType<T>
}

interface ReportInput<T> extends ReportDatabase {
  id: string
  built: BuiltReport<T>
  /** Auto-refresh interval in ms, or false (off, or the tab is hidden). */
  refetchInterval: number | false
}

// When the route loader last started the reports of a project (prefetch.ts).
const loaderStarts = new Map<string, number>()

/** Called by the route loader before it reads the reports of a first visit. */
export function markReportsLoaded(projectRef: string) {
  loaderStarts.set(projectRef, Date.now())
}

/**
 * A card mounting reads its report again (staleTime 0) unless the route loader read it during this
 * navigation: the loader's answer is not read twice (a second read would add a sample).
 */
const refetchOnMount = (projectRef: string) => (query: { state: { dataUpdatedAt: number } }) =>
  query.state.dataUpdatedAt < (loaderStarts.get(projectRef) ?? Number.POSITIVE_INFINITY)

/** Read in a call of its own, after the others' batch: the slowest report does not hold the others back. */
const READ_ALONE = new Set(['bloat'])

async function readRows<T>({ projectRef, connectionString, id, built }: ReportInput<T>, signal: AbortSignal) {
  const rows = await readReportRows(
    { projectRef, connectionString },
    { key: id, sql: built.sql, alone: READ_ALONE.has(id) },
    signal,
  )
  return z.array(built.schema).parse(rows)
}

/** A report's rows, refreshed at the page's interval. */
export const reportRowsQueryOptions = <T>(input: ReportInput<T>) =>
  // The SQL is fixed per report id and the connection string belongs to the project: the key identifies it.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: reportKeys.report(input.projectRef, input.id),
    queryFn: ({ signal }) => readRows(input, signal),
    staleTime: 0,
    refetchOnMount: refetchOnMount(input.projectRef),
    refetchInterval: input.refetchInterval,
    placeholderData: keepPreviousData,
    enabled: Boolean(input.connectionString),
  })

export interface Sampled<T> {
  latest: T
  /** Every answer since the page opened (samples.ts keeps the window). */
  samples: Sample<T>[]
}

/**
 * A one-row report whose history Postgres does not keep: each answer is appended to the samples
 * already in the cache, so the over-time charts grow while the page is open.
 */
export const sampledReportQueryOptions = <T>(input: ReportInput<T>) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: [...reportKeys.report(input.projectRef, input.id), 'sampled'],
    queryFn: async ({ signal, client, queryKey }): Promise<Sampled<T>> => {
      const [latest] = await readRows(input, signal)
      if (latest === undefined) throw new Error('The report answered no row.')
      const previous = client.getQueryData<Sampled<T>>(queryKey)
      return { latest, samples: appendSample(previous?.samples ?? [], { at: Date.now(), value: latest }) }
    },
    staleTime: 0,
    refetchOnMount: refetchOnMount(input.projectRef),
    refetchInterval: input.refetchInterval,
    placeholderData: keepPreviousData,
    enabled: Boolean(input.connectionString),
  })

/**
 * The database's size, sampled at each answer like the other one-row reports; each answer is also stored
 * in this browser (size-history.ts), in the background. The history stored by earlier visits is its own
 * query (storedSizeHistoryQueryOptions): the figure does not wait for IndexedDB's first open.
 */
export const databaseSizeQueryOptions = (input: ReportInput<DatabaseSize>) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: [...reportKeys.report(input.projectRef, 'database-size'), 'sampled'],
    queryFn: async ({ signal, client, queryKey }): Promise<Sampled<DatabaseSize>> => {
      const [latest] = await readRows(input, signal)
      if (latest === undefined) throw new Error('The report answered no row.')
      const sample = { at: Date.now(), value: latest }
      void recordSizeSample(input.projectRef, sample).catch(() => undefined)
      const previous = client.getQueryData<Sampled<DatabaseSize>>(queryKey)
      return { latest, samples: withSizeSample(previous?.samples ?? [], sample) }
    },
    staleTime: 0,
    refetchOnMount: refetchOnMount(input.projectRef),
    refetchInterval: input.refetchInterval,
    placeholderData: keepPreviousData,
    enabled: Boolean(input.connectionString),
  })

/**
 * The sizes earlier visits stored in this browser, read once while the page's samples are cached (a local
 * read, not one of the reports: Refresh now does not wait for it). An error means this browser cannot keep them.
 */
export const storedSizeHistoryQueryOptions = (projectRef: string) =>
  queryOptions({
    queryKey: ['report-size-history', projectRef],
    queryFn: () => readSizeHistory(projectRef),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
