import { Group, Progress, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { connectionCountsSql } from '@/features/database'
import { sampledReportQueryOptions } from '../api/report-queries'
import { TimeChart } from '@/components/charts'
import { rangeWindow, samplesInRange } from '../samples'
import { ChartSlot, Figure, ReportCard } from './report-card'
import type { ReportProps } from './report-props'

const CONNECTIONS = connectionCountsSql()
const STATES = [
  { name: 'active', label: 'Active', color: 'blue.6' },
  { name: 'idle', label: 'Idle', color: 'gray.5' },
  { name: 'idle_in_transaction', label: 'Idle in transaction', color: 'orange.6' },
  { name: 'waiting', label: 'Waiting', color: 'red.6' },
] as const
/** From this share of max_connections on, new clients may soon be refused. */
const CROWDED = 0.8

export function ConnectionsCard({ db, refetchInterval, range }: ReportProps) {
  const query = useQuery(sampledReportQueryOptions({ ...db, id: 'connections', built: CONNECTIONS, refetchInterval }))
  return (
    <ReportCard
      projectRef={db.projectRef}
      title="Connections"
      description="Client connections of the server by state, against max_connections (pg_stat_activity)."
      sql={CONNECTIONS.sql}
      query={query}
    >
      {({ latest, samples }) => {
        const used = latest.total / Math.max(1, latest.max_connections)
        return (
          <>
            <Figure value={`${latest.total} of ${latest.max_connections}`} caption="connections in use" />
            <Progress
              value={Math.min(100, used * 100)}
              color={used >= CROWDED ? 'red' : 'blue'}
              aria-label="Share of max_connections in use"
              size="sm"
            />
            <Group gap="md" wrap="wrap" aria-label="Connections by state" role="list">
              {STATES.map((state) => (
                <Text key={state.name} size="sm" role="listitem">
                  {state.label}: <b>{latest[state.name]}</b>
                </Text>
              ))}
            </Group>
            <ChartSlot id="connections">
              <TimeChart
                title="Connections by state over time"
                kind="area"
                stacked
                integer
                range={rangeWindow(samples, range)}
                data={samplesInRange(samples, range).map((s) => ({
                  at: s.at,
                  active: s.value.active,
                  idle: s.value.idle,
                  idle_in_transaction: s.value.idle_in_transaction,
                  waiting: s.value.waiting,
                }))}
                series={STATES.map(({ name, label, color }) => ({ name, label, color }))}
                valueFormat={String}
                referenceLines={[
                  { y: latest.max_connections, label: `max_connections ${latest.max_connections}`, color: 'red.6' },
                ]}
                yDomain={[0, latest.max_connections]}
              />
            </ChartSlot>
          </>
        )
      }}
    </ReportCard>
  )
}
