import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query'
import {
  blockingLocksSql,
  cacheHitRateSql,
  connectionCountsSql,
  databaseCountersSql,
  databaseSizeSql,
  indexHitRateSql,
  locksByModeSql,
  longestRunningQueriesSql,
  replicationSlotsSql,
  tableBloatSql,
  tableSizesSql,
} from '@/features/database'
import { projectConnection } from '@/features/projects/api/project-connection'
import {
  databaseSizeQueryOptions,
  markReportsLoaded,
  reportRowsQueryOptions,
  sampledReportQueryOptions,
  storedSizeHistoryQueryOptions,
} from './api/report-queries'

/**
 * The database report's queries start with the navigation (its route loader), beside the page's code and
 * its charts' chunk (issue 26 item 5). The same ids and SQL as the cards (one cache entry each), read in
 * one call (api/report-batch.ts) and the slow bloat estimate in a second one after it. Only the reports
 * not in the cache yet (a first visit): on a later visit the cards show the cached figures and read them
 * again when they mount, as before. Resolves once the calls are sent, not answered: the route waits for
 * that (the requests leave before the page's first render, which holds the main thread a while), not
 * for the figures, which the cards show as they come.
 */
export async function startDatabaseReport(queryClient: QueryClient, projectRef: string) {
  const { connectionString } = await projectConnection(queryClient, projectRef)
  if (!connectionString) return
  const db = { projectRef, connectionString, refetchInterval: false as const }
  markReportsLoaded(projectRef)
  const prefetch = <T, K extends readonly unknown[]>(options: FetchQueryOptions<T, Error, T, K>) =>
    queryClient.getQueryState(options.queryKey)?.dataUpdatedAt ? undefined : queryClient.prefetchQuery(options)
  const prefetches = [
    prefetch(databaseSizeQueryOptions({ ...db, id: 'database-size', built: databaseSizeSql() })),
    prefetch(sampledReportQueryOptions({ ...db, id: 'cache-hit-rate', built: cacheHitRateSql() })),
    prefetch(sampledReportQueryOptions({ ...db, id: 'index-hit-rate', built: indexHitRateSql() })),
    prefetch(sampledReportQueryOptions({ ...db, id: 'connections', built: connectionCountsSql() })),
    prefetch(sampledReportQueryOptions({ ...db, id: 'database-counters', built: databaseCountersSql() })),
    prefetch(reportRowsQueryOptions({ ...db, id: 'table-sizes', built: tableSizesSql() })),
    prefetch(reportRowsQueryOptions({ ...db, id: 'running-queries', built: longestRunningQueriesSql() })),
    prefetch(reportRowsQueryOptions({ ...db, id: 'locks-by-mode', built: locksByModeSql() })),
    prefetch(reportRowsQueryOptions({ ...db, id: 'blocking-locks', built: blockingLocksSql() })),
    prefetch(reportRowsQueryOptions({ ...db, id: 'replication-slots', built: replicationSlotsSql() })),
    prefetch(reportRowsQueryOptions({ ...db, id: 'bloat', built: tableBloatSql() })),
  ]
  // IndexedDB opens beside the reads (the card shows the stored sizes once read, without waiting).
  void queryClient.prefetchQuery(storedSizeHistoryQueryOptions(projectRef))
  if (prefetches.every((started) => started === undefined)) return
  void Promise.all(prefetches)
  // The batch leaves after the current task (report-batch.ts); its request is on its way after the next.
  await new Promise((resolve) => setTimeout(resolve, 0))
}
