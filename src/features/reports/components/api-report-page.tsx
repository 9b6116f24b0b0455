import { Group, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core'
import { useDebouncedValue, useDocumentVisibility } from '@mantine/hooks'
import { IconExternalLink } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { TimeChart } from '@/components/charts'
import { PageHeader } from '@/components/page-header'
import { ButtonLink } from '@/components/links'
import { apiReportQueryOptions, type ApiReport } from '../api/api-report-queries'
import { formatCount, formatRatio } from '../format'
import { refreshMs } from '../samples'
import type { DatabaseReportState } from './database-report-page'
import { ChartSlot, Figure, ReportCard } from './report-card'
import { ReportToolbar } from './report-toolbar'

const formatMs = (ms: number | null) => (ms === null || !Number.isFinite(ms) ? '–' : `${Math.round(ms)} ms`)
const errorRate = (errors: number, requests: number) => formatRatio(requests > 0 ? errors / requests : null)

/** 'Open in Logs explorer' with the report's SQL over the exact window of its answer. */
function LogsLink({
  projectRef,
  report,
  sql,
  what,
}: {
  projectRef: string
  report?: ApiReport
  sql: string
  what: string
}) {
  if (!report) return null
  return (
    <ButtonLink
      size="compact-xs"
      variant="default"
      leftSection={<IconExternalLink size={12} />}
      to="/project/$ref/logs"
      params={{ ref: projectRef }}
      search={{
        source: 'edge_logs',
        mode: 'sql',
        sql,
        range: 'custom',
        start: new Date(report.start).toISOString(),
        end: new Date(report.end).toISOString(),
      }}
      aria-label={`Open in Logs explorer: ${what}`}
    >
      Open in Logs explorer
    </ButtonLink>
  )
}

/** Issue 23 item 5 (hosted and mock): the API gateway's requests, errors and p95 latency by path. */
export function ApiReportPage({
  projectRef,
  state,
  onChange,
}: {
  projectRef: string
  state: DatabaseReportState
  onChange: (next: Partial<DatabaseReportState>) => void
}) {
  const tabVisible = useDocumentVisibility() === 'visible'
  const [pathContains, setPathContains] = useState('')
  const [debouncedPath] = useDebouncedValue(pathContains, 300)
  const query = useQuery(
    apiReportQueryOptions({
      projectRef,
      range: state.range,
      pathContains: debouncedPath,
      refetchInterval: refreshMs(state.refresh, tabVisible),
    }),
  )
  const report = query.data
  const chart = (key: 'requests' | 'errors', label: string, color: string) => (data: ApiReport) => (
    <ChartSlot id={`api-${key}`}>
      <TimeChart
        title={`${label} over time`}
        kind="area"
        integer
        range={[data.start, data.end]}
        data={data.overTime.map((bucket) => ({ at: bucket.at, [key]: bucket[key] }))}
        series={[{ name: key, label, color }]}
        valueFormat={formatCount}
      />
    </ChartSlot>
  )
  return (
    <>
      <PageHeader
        title="API report"
        description="Requests, errors and p95 latency by path, from the API gateway's request logs."
      />
      <Stack gap="md">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <ReportToolbar
            projectRef={projectRef}
            range={state.range}
            refresh={state.refresh}
            tabVisible={tabVisible}
            onChange={onChange}
          />
          <TextInput
            label="Path contains"
            size="xs"
            w={200}
            placeholder="/rest/v1/"
            value={pathContains}
            onChange={(event) => setPathContains(event.currentTarget.value)}
          />
        </Group>
        <Text size="xs" c="dimmed">
          From the edge_logs source: an error is an answer with a status of 400 or more, latency is the gateway&apos;s
          origin time.
        </Text>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <ReportCard
            source="from the logs"
            projectRef={projectRef}
            title="Requests"
            description="Requests through the API gateway over the range."
            action={
              <LogsLink projectRef={projectRef} report={report} sql={report?.sql.overTime ?? ''} what="Requests" />
            }
            query={query}
          >
            {(data) => (
              <>
                <Figure value={formatCount(data.totals.requests)} caption="requests" />
                {chart('requests', 'Requests', 'blue.6')(data)}
              </>
            )}
          </ReportCard>
          <ReportCard
            source="from the logs"
            projectRef={projectRef}
            title="Errors"
            description="Answers with a status of 400 or more over the range."
            action={<LogsLink projectRef={projectRef} report={report} sql={report?.sql.overTime ?? ''} what="Errors" />}
            query={query}
          >
            {(data) => (
              <>
                <Figure
                  value={formatCount(data.totals.errors)}
                  caption={`errors (${errorRate(data.totals.errors, data.totals.requests)} of requests)`}
                />
                {chart('errors', 'Errors', 'red.6')(data)}
              </>
            )}
          </ReportCard>
        </SimpleGrid>
        <ReportCard
          source="from the logs"
          projectRef={projectRef}
          title="Requests by path"
          description="Requests, errors and the 95th percentile of latency per path, busiest first (50 at most)."
          action={
            <LogsLink projectRef={projectRef} report={report} sql={report?.sql.byPath ?? ''} what="Requests by path" />
          }
          query={query}
        >
          {(data) => (
            <>
              <Figure value={formatMs(data.totals.p95_ms)} caption="p95 latency of all requests" />
              {data.byPath.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No API requests in this range.
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={480}>
                  <Table fz="xs" aria-label="Requests by path">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Path</Table.Th>
                        <Table.Th ta="right">Requests</Table.Th>
                        <Table.Th ta="right">Errors</Table.Th>
                        <Table.Th ta="right">Error rate</Table.Th>
                        <Table.Th ta="right">p95 latency</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.byPath.map((row) => (
                        <Table.Tr key={row.path}>
                          <Table.Td style={{ wordBreak: 'break-all' }}>{row.path}</Table.Td>
                          <Table.Td ta="right">{formatCount(row.requests)}</Table.Td>
                          <Table.Td ta="right">{formatCount(row.errors)}</Table.Td>
                          <Table.Td ta="right">{errorRate(row.errors, row.requests)}</Table.Td>
                          <Table.Td ta="right">{formatMs(row.p95_ms)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </>
          )}
        </ReportCard>
      </Stack>
    </>
  )
}
