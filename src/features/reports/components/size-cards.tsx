import { Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { databaseSizeSql, tableSizesSql } from '@/features/database'
import { reportRowsQueryOptions, sampledReportQueryOptions } from '../api/report-queries'
import { formatBytes, formatCount } from '../format'
import { samplesInRange } from '../samples'
import { BarsChart, SeriesChart } from './lazy-charts'
import { ChartSlot, Figure, ReportCard } from './report-card'
import type { ReportProps } from './report-props'

const SIZE = databaseSizeSql()
const TABLES = tableSizesSql()

export function DatabaseSizeCard({ db, refetchInterval, range }: ReportProps) {
  const query = useQuery(sampledReportQueryOptions({ ...db, id: 'database-size', built: SIZE, refetchInterval }))
  return (
    <ReportCard
      projectRef={db.projectRef}
      title="Database size"
      description="pg_database_size, sampled at each refresh while this page is open."
      sql={SIZE.sql}
      query={query}
    >
      {({ latest, samples }) => (
        <>
          <Figure
            value={formatBytes(latest.bytes)}
            caption={`${formatCount(latest.bytes)} bytes (${latest.database})`}
          />
          <ChartSlot id="database-size" label="Database size over time">
            <SeriesChart
              kind="area"
              data={samplesInRange(samples, range).map((s) => ({ at: s.at, size: s.value.bytes }))}
              series={[{ name: 'size', label: 'Size', color: 'teal.6' }]}
              valueFormatter={formatBytes}
              yDomain={['auto', 'auto']}
            />
          </ChartSlot>
        </>
      )}
    </ReportCard>
  )
}

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
            <ChartSlot id="table-sizes" label="Largest tables by size">
              <BarsChart
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
                valueFormatter={formatBytes}
                stacked
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
