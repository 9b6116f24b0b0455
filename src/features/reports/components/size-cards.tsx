import { Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { CategoryChart, TimeChart } from '@/components/charts'
import { databaseSizeSql, tableSizesSql } from '@/features/database'
import { databaseSizeQueryOptions, reportRowsQueryOptions, storedSizeHistoryQueryOptions } from '../api/report-queries'
import { formatBytes, formatCount, formatPointTime } from '../format'
import { rangeWindow, samplesInRange } from '../samples'
import { SIZE_HISTORY_KEPT_MS, withStoredHistory } from '../size-history'
import { ChartSlot, Figure, ReportCard } from './report-card'
import type { ReportProps } from './report-props'

const SIZE = databaseSizeSql()
const TABLES = tableSizesSql()

export function DatabaseSizeCard({ db, refetchInterval, range }: ReportProps) {
  const query = useQuery(databaseSizeQueryOptions({ ...db, id: 'database-size', built: SIZE, refetchInterval }))
  // Joins the chart when read; the figure and this visit's samples do not wait for it.
  const stored = useQuery(storedSizeHistoryQueryOptions(db.projectRef))
  return (
    <ReportCard
      projectRef={db.projectRef}
      title="Database size"
      description="pg_database_size over time, as sampled by this browser at each visit and refresh of this page."
      sql={SIZE.sql}
      query={query}
    >
      {({ latest, samples }) => {
        const shown = samplesInRange(withStoredHistory(stored.data ?? [], samples), range)
        return (
          <>
            <Figure
              value={formatBytes(latest.bytes)}
              caption={`${formatCount(latest.bytes)} bytes (${latest.database})`}
            />
            <ChartSlot id="database-size">
              <TimeChart
                title="Database size over time"
                kind="area"
                range={rangeWindow(shown, range)}
                data={shown.map((s) => ({ at: s.at, size: s.value.bytes }))}
                series={[{ name: 'size', label: 'Size', color: 'teal.6' }]}
                valueFormat={formatBytes}
                yDomain={['auto', 'auto']}
              />
            </ChartSlot>
            <Text size="xs" c="dimmed" data-testid="database-size-history">
              {!stored.isError
                ? `Sampled by this browser: ${sampleCount(shown.length)} in this range since ${formatPointTime(shown[0]!.at, DAY_MS)}; kept ${SIZE_HISTORY_KEPT_MS / DAY_MS} days.`
                : `This browser could not keep the samples (storage unavailable): ${sampleCount(shown.length)} of this visit.`}
            </Text>
          </>
        )
      }}
    </ReportCard>
  )
}

const DAY_MS = 24 * 60 * 60_000
const sampleCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'sample' : 'samples'}`

export function TableSizesCard({ db, refetchInterval }: ReportProps) {
  const query = useQuery(reportRowsQueryOptions({ ...db, id: 'table-sizes', built: TABLES, refetchInterval }))
  return (
    <ReportCard
      projectRef={db.projectRef}
      title="Size by table"
      description="The largest tables with their indexes and TOAST data (pg_total_relation_size)."
      sql={TABLES.sql}
      query={query}
    >
      {(tables) =>
        tables.length === 0 ? (
          <Text size="sm" c="dimmed">
            This database has no tables yet.
          </Text>
        ) : (
          <>
            <ChartSlot id="table-sizes">
              <CategoryChart
                title="Largest tables by size"
                data={tables.map((t) => ({
                  table: `${t.schema}.${t.name}`,
                  table_bytes: t.table_bytes,
                  other_bytes: Math.max(0, t.total_bytes - t.table_bytes),
                }))}
                dataKey="table"
                series={[
                  { name: 'table_bytes', label: 'Table', color: 'blue.6' },
                  { name: 'other_bytes', label: 'Indexes and TOAST', color: 'grape.5' },
                ]}
                valueFormat={formatBytes}
              />
            </ChartSlot>
            <Table.ScrollContainer minWidth={420}>
              <Table fz="xs" aria-label="Size by table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Table</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                    <Table.Th ta="right">Indexes</Table.Th>
                    <Table.Th ta="right">Rows (estimate)</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tables.map((t) => (
                    <Table.Tr key={`${t.schema}.${t.name}`}>
                      <Table.Td>{`${t.schema}.${t.name}`}</Table.Td>
                      <Table.Td ta="right">{formatBytes(t.total_bytes)}</Table.Td>
                      <Table.Td ta="right">{formatBytes(t.index_bytes)}</Table.Td>
                      <Table.Td ta="right">
                        {t.estimated_rows < 0 ? 'not analyzed' : formatCount(Math.round(t.estimated_rows))}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )
      }
    </ReportCard>
  )
}
