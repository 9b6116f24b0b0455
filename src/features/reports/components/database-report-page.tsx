import { SimpleGrid, Stack, Text } from '@mantine/core'
import { useDocumentVisibility } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/page-header'
import { projectDetailQueryOptions } from '@/features/projects/api/project-detail-query'
import { refreshMs, type RefreshInterval, type TimeRange } from '../samples'
import { BloatCard } from './bloat-card'
import { ConnectionsCard } from './connections-card'
import { CacheHitRateCard, IndexHitRateCard } from './hit-rate-cards'
import { LocksCard } from './locks-card'
import { ReplicationSlotsCard } from './replication-card'
import type { ReportProps } from './report-props'
import { ReportToolbar } from './report-toolbar'
import { RunningQueriesCard } from './running-queries-card'
import { DatabaseSizeCard, TableSizesCard } from './size-cards'
import { RowsCard, TransactionsCard } from './throughput-cards'

export interface DatabaseReportState {
  range: TimeRange
  refresh: RefreshInterval
}

/** Issue 23 item 5: the database's health from its statistics views, through the pg-meta query call. */
export function DatabaseReportPage({
  projectRef,
  state,
  onChange,
}: {
  projectRef: string
  state: DatabaseReportState
  onChange: (next: Partial<DatabaseReportState>) => void
}) {
  const { data: project } = useQuery(projectDetailQueryOptions(projectRef))
  const tabVisible = useDocumentVisibility() === 'visible'
  const props: ReportProps = {
    db: { projectRef, connectionString: project?.connectionString },
    refetchInterval: refreshMs(state.refresh, tabVisible),
    range: state.range,
  }
  return (
    <>
      <PageHeader
        title="Database report"
        description="Size, cache, connections, running queries, locks, bloat and replication of this project's database."
      />
      <Stack gap="md">
        <ReportToolbar
          projectRef={projectRef}
          range={state.range}
          refresh={state.refresh}
          tabVisible={tabVisible}
          onChange={onChange}
        />
        <Text size="xs" c="dimmed">
          Postgres keeps no history of its size, hit rates or connections: the database size chart shows the sizes this
          browser read at each visit and refresh of this page (kept 30 days); the other charts over time show the
          samples this page takes while it is open.
        </Text>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <DatabaseSizeCard {...props} />
          <TableSizesCard {...props} />
          <CacheHitRateCard {...props} />
          <IndexHitRateCard {...props} />
          <ConnectionsCard {...props} />
          <TransactionsCard {...props} />
          <RowsCard {...props} />
          <BloatCard {...props} />
        </SimpleGrid>
        <RunningQueriesCard {...props} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <LocksCard {...props} />
          <ReplicationSlotsCard {...props} />
        </SimpleGrid>
      </Stack>
    </>
  )
}
