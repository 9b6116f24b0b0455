import { Alert, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { TimeChart } from '@/components/charts'
import { functionLogsQueryOptions } from '../api/function-logs-query'
import { BUCKET_MS, executionTimeQuery, invocationStatsQuery, PERIOD_MS, type Period } from '../function-logs-sql'
import { useFunction } from './use-function'

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  )
}

const SERIES = [
  { name: 'invocations', label: 'Invocations', color: 'blue.6' },
  { name: 'errors', label: 'Errors', color: 'red.6' },
]

/** The logs' bucket times are UTC without a zone ('2026-11-29 01:05:00'). */
const bucketTime = (bucket: string) =>
  Date.parse(/[zZ]|[+-]\d\d(:?\d\d)?$/.test(bucket) ? bucket : `${bucket.replace(' ', 'T')}Z`)

const ms = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${Math.round(value)} ms`

/** Invocations and errors over the last hour / day / week, median and p95 execution time (function_edge_logs). */
export function FunctionOverview({
  projectRef,
  slug,
  period,
  onPeriod,
}: {
  projectRef: string
  slug: string
  period: Period
  onPeriod: (period: Period) => void
}) {
  const { query: fn } = useFunction(projectRef, slug)
  const id = fn.data?.id ?? ''
  const range = { rangeMs: PERIOD_MS[period] }
  const stats = useQuery({
    ...functionLogsQueryOptions(projectRef, slug, `stats-${period}`, invocationStatsQuery(id, period), range),
    enabled: Boolean(id),
  })
  const timing = useQuery({
    ...functionLogsQueryOptions(projectRef, slug, `timing-${period}`, executionTimeQuery(id), range),
    enabled: Boolean(id),
  })
  const rows = (stats.data ?? []).map((row) => ({
    at: bucketTime(row.bucket),
    invocations: row.invocations - row.errors,
    errors: row.errors,
  }))
  // The period that the answer covers: it ends when it was read.
  const end = stats.dataUpdatedAt || Date.now()
  const total = stats.data?.reduce((sum, row) => sum + row.invocations, 0) ?? 0
  const errors = stats.data?.reduce((sum, row) => sum + row.errors, 0) ?? 0
  const time = timing.data?.[0]
  return (
    <Stack gap="md">
      <SegmentedControl
        w="fit-content"
        aria-label="Period"
        value={period}
        onChange={(value) => onPeriod(value as Period)}
        data={[
          { value: 'hour', label: 'Last hour' },
          { value: 'day', label: 'Last day' },
          { value: 'week', label: 'Last week' },
        ]}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Invocations" value={stats.data ? String(total) : '—'} />
        <Figure label="Errors" value={stats.data ? String(errors) : '—'} />
        <Figure label="Median execution time" value={ms(time?.median)} />
        <Figure label="p95 execution time" value={ms(time?.p95)} />
      </SimpleGrid>
      {stats.isPending ? (
        <Loader role="status" aria-label="Loading invocations" />
      ) : stats.isError ? (
        <Alert color="red" title="Failed to retrieve invocations">
          {stats.error.message}
        </Alert>
      ) : (
        <>
          {rows.length === 0 ? <Text c="dimmed">No invocations in this period.</Text> : null}
          <TimeChart
            title="Invocations and errors over time"
            kind="bars"
            stacked
            integer
            height={220}
            range={[end - PERIOD_MS[period], end]}
            bucketMs={BUCKET_MS[period]}
            data={rows}
            series={SERIES}
            valueFormat={String}
          />
        </>
      )}
    </Stack>
  )
}
