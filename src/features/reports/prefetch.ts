import type { QueryClient } from '@tanstack/react-query'
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
import { databaseSizeHistoryQueryOptions, reportRowsQueryOptions, sampledReportQueryOptions } from './api/report-queries'

/**
 * The database report's queries start with the navigation (its route loader), beside the page's code and
 * its charts' chunk (issue 26 item 5). The same ids and SQL as the cards (one cache entry each); the
 * mock's database answers one statement at a time, so the cheap ones go first and the bloat estimate,
 * the slowest, last: the cards and their charts show as their own answers arrive.
 */
export async function prefetchDatabaseReport(queryClient: QueryClient, projectRef: string) {
  void import('./components/report-charts').catch(() => undefined)
  const { connectionString } = await projectConnection(queryClient, projectRef)
  if (!connectionString) return
  const db = { projectRef, connectionString, refetchInterval: false as const }
  const prefetches = [
    queryClient.prefetchQuery(databaseSizeHistoryQueryOptions({ ...db, id: 'database-size', built: databaseSizeSql() })),
    queryClient.prefetchQuery(sampledReportQueryOptions({ ...db, id: 'cache-hit-rate', built: cacheHitRateSql() })),
    queryClient.prefetchQuery(sampledReportQueryOptions({ ...db, id: 'index-hit-rate', built: indexHitRateSql() })),
    queryClient.prefetchQuery(sampledReportQueryOptions({ ...db, id: 'connections', built: connectionCountsSql() })),
    queryClient.prefetchQuery(sampledReportQueryOptions({ ...db, id: 'database-counters', built: databaseCountersSql() })),
    queryClient.prefetchQuery(reportRowsQueryOptions({ ...db, id: 'table-sizes', built: tableSizesSql() })),
    queryClient.prefetchQuery(reportRowsQueryOptions({ ...db, id: 'running-queries', built: longestRunningQueriesSql() })),
    queryClient.prefetchQuery(reportRowsQueryOptions({ ...db, id: 'locks-by-mode', built: locksByModeSql() })),
    queryClient.prefetchQuery(reportRowsQueryOptions({ ...db, id: 'blocking-locks', built: blockingLocksSql() })),
    queryClient.prefetchQuery(reportRowsQueryOptions({ ...db, id: 'replication-slots', built: replicationSlotsSql() })),
    queryClient.prefetchQuery(reportRowsQueryOptions({ ...db, id: 'bloat', built: tableBloatSql() })),
  ]
  await Promise.all(prefetches)
}
