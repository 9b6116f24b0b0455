import { Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { CategoryChart } from '@/components/charts'
import { tableBloatSql } from '@/features/database'
import { reportRowsQueryOptions } from '../api/report-queries'
import { formatBytes, formatCount, formatRatio } from '../format'
import { ChartSlot, ReportCard } from './report-card'
import type { ReportProps } from './report-props'

const BLOAT = tableBloatSql()

export function BloatCard({ db, refetchInterval }: ReportProps) {
  const query = useQuery(reportRowsQueryOptions({ ...db, id: 'bloat', built: BLOAT, refetchInterval }))
  return (
    <ReportCard
      projectRef={db.projectRef}
      title="Bloat estimate"
      description="Space a table takes beyond what its live rows need, estimated from pg_stats; VACUUM FULL or pg_repack reclaims it."
      sql={BLOAT.sql}
      query={query}
    >
      {(rows) =>
        rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No table has statistics yet: the estimate needs tables that ANALYZE (or autovacuum) has read.
          </Text>
        ) : (
          <>
            <ChartSlot id="bloat">
              <CategoryChart
                title="Estimated wasted space by table"
                data={rows.map((r) => ({ table: `${r.schema}.${r.name}`, wasted: r.wasted_bytes }))}
                dataKey="table"
                series={[{ name: 'wasted', label: 'Wasted (estimate)', color: 'orange.6' }]}
                valueFormat={formatBytes}
              />
            </ChartSlot>
            <Table.ScrollContainer minWidth={420}>
              <Table fz="xs" aria-label="Bloat estimate">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Table</Table.Th>
                    <Table.Th ta="right">Size</Table.Th>
                    <Table.Th ta="right">Wasted</Table.Th>
                    <Table.Th ta="right">Bloat</Table.Th>
                    <Table.Th ta="right">Dead rows</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={`${r.schema}.${r.name}`}>
                      <Table.Td>{`${r.schema}.${r.name}`}</Table.Td>
                      <Table.Td ta="right">{formatBytes(r.table_bytes)}</Table.Td>
                      <Table.Td ta="right">{formatBytes(r.wasted_bytes)}</Table.Td>
                      <Table.Td ta="right">{formatRatio(r.bloat_ratio)}</Table.Td>
                      <Table.Td ta="right">{formatCount(r.dead_rows)}</Table.Td>
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
