import { Alert, Badge, Code, Drawer, Loader, SegmentedControl, Stack, Table, Text, UnstyledButton } from '@mantine/core'
import { formatDateTime, fromMicros } from '@/lib/format/date-time'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { functionLogsQueryOptions } from '../api/function-logs-query'
import { invocationsQuery, PERIOD_MS, type LogEvent, type StatusFilter } from '../function-logs-sql'
import { useFunction } from './use-function'

const micros = (value: number) => formatDateTime(fromMicros(value), { zone: true })
const field = (event: LogEvent, path: string[]) =>
  path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    event.metadata,
  )

/** The function's requests (function_edge_logs): status, method, duration, time; filter by status; one request's details. */
export function FunctionInvocations({
  projectRef,
  slug,
  status,
  onStatus,
}: {
  projectRef: string
  slug: string
  status: StatusFilter
  onStatus: (status: StatusFilter) => void
}) {
  const { query: fn } = useFunction(projectRef, slug)
  const [selected, setSelected] = useState<LogEvent | null>(null)
  const id = fn.data?.id ?? ''
  const invocations = useQuery({
    ...functionLogsQueryOptions(projectRef, slug, 'invocations', invocationsQuery(id, status), {
      rangeMs: PERIOD_MS.day,
    }),
    enabled: Boolean(id),
  })
  return (
    <Stack gap="sm">
      <SegmentedControl
        w="fit-content"
        aria-label="Status"
        value={status}
        onChange={(value) => onStatus(value as StatusFilter)}
        data={[
          { value: 'all', label: 'All' },
          { value: 'success', label: 'Success' },
          { value: 'error', label: 'Errors' },
        ]}
      />
      {invocations.isPending ? (
        <Loader role="status" aria-label="Loading invocations" />
      ) : invocations.isError ? (
        <Alert color="red" title="Failed to retrieve invocations">
          {invocations.error.message}
        </Alert>
      ) : invocations.data.length === 0 ? (
        <Text c="dimmed">No invocations in the last 24 hours{status === 'all' ? '' : ' with this status'}.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Invocations" highlightOnHover fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Status</Table.Th>
                <Table.Th>Method</Table.Th>
                <Table.Th>Duration</Table.Th>
                <Table.Th>Time</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invocations.data.map((event) => {
                const code = Number(field(event, ['response', 'status_code']) ?? 0)
                return (
                  <Table.Tr key={event.id}>
                    <Table.Td>
                      <UnstyledButton
                        onClick={() => setSelected(event)}
                        aria-label={`Details of the request at ${micros(event.timestamp)}`}
                      >
                        <Badge color={code < 400 ? 'green' : 'red'} variant="light">
                          {code}
                        </Badge>
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td>{String(field(event, ['request', 'method']) ?? '')}</Table.Td>
                    <Table.Td>{String(field(event, ['execution_time_ms']) ?? '—')} ms</Table.Td>
                    <Table.Td>{micros(event.timestamp)}</Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Drawer
        opened={selected !== null}
        onClose={() => setSelected(null)}
        position="right"
        size="md"
        title="Request details"
        closeButtonProps={{ 'aria-label': 'Close the request details' }}
      >
        {selected ? (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {selected.event_message}
            </Text>
            <Text size="sm">{micros(selected.timestamp)}</Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {JSON.stringify(selected.metadata, null, 2)}
            </Code>
          </Stack>
        ) : null}
      </Drawer>
    </Stack>
  )
}
