import {
  Alert,
  Button,
  Center,
  Code,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { IconRefresh, IconSearch, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { toPgMetaError } from '@/features/database/api/pg-meta-error'
import type { QueryStat, QueryStatsSort } from '@/features/database'
import { toast } from '@/lib/notify'
import { queryStatsQueryOptions, useResetQueryStatsMutation } from '../api/query-stats-query'
import { formatCount, formatDuration, formatPercent } from './format'
import { QueryTimeChart } from './query-time-chart'


const SORTS: { value: QueryStatsSort; label: string }[] = [
  { value: 'time', label: 'Most time consuming' },
  { value: 'calls', label: 'Most frequent' },
  { value: 'mean', label: 'Slowest (mean)' },
]

/** pg_stat_statements' figures: sorted three ways, searchable, with the top queries' share of time. */
export function QueryStatsPanel({
  projectRef,
  connectionString,
  extensionSchema,
  sort,
  search,
  onChange,
}: {
  projectRef: string
  connectionString: string | null | undefined
  extensionSchema: string
  sort: QueryStatsSort
  search: string
  onChange: (next: { sort?: QueryStatsSort; search?: string }) => void
}) {
  const [text, setText] = useState(search)
  const deferredSearch = useDeferredValue(search)
  const database = { projectRef, connectionString }
  const stats = useQuery(queryStatsQueryOptions({ ...database, extensionSchema, sort, search: deferredSearch }))
  const reset = useResetQueryStatsMutation(database)
  const [confirming, setConfirming] = useState(false)

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Sort queries"
          value={sort}
          onChange={(value) => onChange({ sort: value as QueryStatsSort })}
          data={SORTS}
        />
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} />}
            loading={stats.isFetching}
            onClick={() => void stats.refetch()}
          >
            Refresh
          </Button>
          <Button
            variant="default"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={() => setConfirming(true)}
          >
            Reset statistics
          </Button>
        </Group>
      </Group>
      <TextInput
        label="Search queries"
        placeholder="Text in the query, e.g. orders"
        leftSection={<IconSearch size={14} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value)
          onChange({ search: event.currentTarget.value })
        }}
      />
      <StatsBody stats={stats} search={deferredSearch} />
      <ConfirmDialog
        visible={confirming}
        title="Reset query statistics"
        variant="danger"
        confirmLabel="Reset statistics"
        loading={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          reset.mutate(extensionSchema, {
            onSuccess: () => {
              setConfirming(false)
              toast.success('Query statistics reset')
            },
          })
        }
      >
        <Text size="sm">
          Every figure pg_stat_statements has collected on this database (calls, times, rows) is deleted, for every
          user. Statistics start again from zero.
        </Text>
        {reset.isError ? (
          <Alert color="red" variant="light" title="Could not reset the statistics">
            {toPgMetaError(reset.error).message}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </Stack>
  )
}

function StatsBody({ stats, search }: { stats: ReturnType<typeof useQuery<QueryStat[]>>; search: string }) {
  if (stats.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading query statistics" />
      </Center>
    )
  }
  if (stats.isError) {
    const error = toPgMetaError(stats.error)
    const notPreloaded = /shared_preload_libraries/.test(error.message)
    return (
      <Alert color="red" variant="light" title="Could not read the query statistics">
        <Text size="sm">{error.message}</Text>
        {notPreloaded ? (
          <Text size="sm" mt="xs">
            pg_stat_statements collects figures only when the server loads it at start: add it to
            shared_preload_libraries in postgresql.conf and restart Postgres.
          </Text>
        ) : null}
      </Alert>
    )
  }
  const rows = stats.data
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" role="status">
        {search.trim()
          ? `No recorded query contains "${search.trim()}".`
          : 'No queries recorded since the statistics were last reset.'}
      </Text>
    )
  }
  return (
    <>
      <Text size="sm" c="dimmed" role="status">
        {`${formatCount(rows[0]!.all_queries)} distinct queries recorded, ${formatDuration(rows[0]!.all_total_ms ?? 0)} in total. Showing ${rows.length}.`}
      </Text>
      <Paper withBorder p="md" radius="md">
        <QueryTimeChart stats={rows} />
      </Paper>
      <Table.ScrollContainer minWidth={800}>
        <Table striped highlightOnHover aria-label="Query statistics" fz="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Query</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th ta="right">Calls</Table.Th>
              <Table.Th ta="right">Rows</Table.Th>
              <Table.Th ta="right">Mean time</Table.Th>
              <Table.Th ta="right">Max time</Table.Th>
              <Table.Th ta="right">Total time</Table.Th>
              <Table.Th ta="right">Share of time</Table.Th>
              <Table.Th ta="right">Cache hit ratio</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.id}:${row.role ?? ''}`}>
                <Table.Td maw={420}>
                  <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 96, overflow: 'auto' }}>
                    {row.query}
                  </Code>
                </Table.Td>
                <Table.Td>{row.role ?? '–'}</Table.Td>
                <Table.Td ta="right">{formatCount(row.calls)}</Table.Td>
                <Table.Td ta="right">{formatCount(row.rows)}</Table.Td>
                <Table.Td ta="right">{formatDuration(row.mean_ms)}</Table.Td>
                <Table.Td ta="right">{formatDuration(row.max_ms)}</Table.Td>
                <Table.Td ta="right">{formatDuration(row.total_ms)}</Table.Td>
                <Table.Td ta="right">{formatPercent(row.share_of_time)}</Table.Td>
                <Table.Td ta="right">{formatPercent(row.cache_hit_ratio)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  )
}
