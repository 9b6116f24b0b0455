import { Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { TimeChart } from '@/components/charts'
import { databaseCountersSql, type DatabaseCounters } from '@/features/database'
import { sampledReportQueryOptions, type Sampled } from '../api/report-queries'
import { formatCount } from '../format'
import { rangeWindow, ratesPerSecond, samplesInRange } from '../samples'
import { ChartSlot, Figure, ReportCard } from './report-card'
import type { ReportProps } from './report-props'

const COUNTERS = databaseCountersSql()
const perSecond = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)}/s`

const CHARTS = {
  transactions: {
    title: 'Transactions',
    description: 'Commits and rollbacks per second between refreshes (pg_stat_database).',
    series: [
      { name: 'commits', label: 'Commits', color: 'blue.6' },
      { name: 'rollbacks', label: 'Rollbacks', color: 'red.6' },
    ],
    figure: (c: DatabaseCounters) => `${formatCount(c.commits)} commits`,
    caption: (c: DatabaseCounters) =>
      `${formatCount(c.rollbacks)} rollbacks, ${formatCount(c.deadlocks)} deadlocks since the statistics were reset`,
  },
  rows: {
    title: 'Rows read and written',
    description: 'Rows read, inserted, updated and deleted per second between refreshes (pg_stat_database).',
    series: [
      { name: 'rows_read', label: 'Read', color: 'teal.6' },
      { name: 'rows_inserted', label: 'Inserted', color: 'blue.6' },
      { name: 'rows_updated', label: 'Updated', color: 'orange.6' },
      { name: 'rows_deleted', label: 'Deleted', color: 'red.6' },
    ],
    figure: (c: DatabaseCounters) => `${formatCount(c.rows_read)} read`,
    caption: (c: DatabaseCounters) =>
      `${formatCount(c.rows_inserted)} inserted, ${formatCount(c.rows_updated)} updated, ${formatCount(c.rows_deleted)} deleted since the statistics were reset`,
  },
} as const

function ThroughputCard({ db, refetchInterval, range, chart }: ReportProps & { chart: keyof typeof CHARTS }) {
  // Both cards read the same counters: one query, one cache entry.
  const query = useQuery(
    sampledReportQueryOptions({ ...db, id: 'database-counters', built: COUNTERS, refetchInterval }),
  )
  const { title, description, series, figure, caption } = CHARTS[chart]
  return (
    <ReportCard projectRef={db.projectRef} title={title} description={description} sql={COUNTERS.sql} query={query}>
      {({ latest, samples }: Sampled<DatabaseCounters>) => {
        const keys = series.map((s) => s.name)
        const shown = samplesInRange(samples, range)
        const rates = ratesPerSecond(shown, keys)
        return (
          <>
            <Figure value={figure(latest)} caption={caption(latest)} />
            {rates.length === 0 ? (
              <Text size="xs" c="dimmed">
                Rates show from the second refresh on.
              </Text>
            ) : null}
            <ChartSlot id={`throughput-${chart}`}>
              <TimeChart
                title={`${title} per second over time`}
                kind="line"
                range={rangeWindow(shown, range)}
                data={rates.map((r) => ({ at: r.at, ...r.rates }))}
                series={series.map((s) => ({ ...s }))}
                valueFormat={perSecond}
              />
            </ChartSlot>
          </>
        )
      }}
    </ReportCard>
  )
}

export const TransactionsCard = (props: ReportProps) => <ThroughputCard {...props} chart="transactions" />
export const RowsCard = (props: ReportProps) => <ThroughputCard {...props} chart="rows" />
