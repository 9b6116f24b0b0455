import { Alert, Badge, Group, Loader, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core'
import { formatDateTime, fromMicros } from '@/lib/format/date-time'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { functionLogsQueryOptions } from '../api/function-logs-query'
import { consoleLogsQuery, PERIOD_MS, type LogLevelFilter } from '../function-logs-sql'
import { useFunction } from './use-function'

const LIVE_TAIL_MS = 2000
const LEVEL_COLOR: Record<string, string> = { error: 'red', warning: 'yellow', info: 'blue', debug: 'gray' }
const micros = (value: number) => formatDateTime(fromMicros(value), { zone: true })

/** The function's console output (function_logs): level filter, search, live tail. */
export function FunctionLogs({
  projectRef,
  slug,
  level,
  search,
  onChange,
}: {
  projectRef: string
  slug: string
  level: LogLevelFilter
  search: string
  onChange: (change: { level?: LogLevelFilter; search?: string }) => void
}) {
  const { query: fn } = useFunction(projectRef, slug)
  const [live, setLive] = useState(false)
  const [typed, setTyped] = useState(search)
  const id = fn.data?.id ?? ''
  const logs = useQuery({
    ...functionLogsQueryOptions(projectRef, slug, 'console', consoleLogsQuery(id, level, search), {
      rangeMs: PERIOD_MS.day,
      refetchMs: live ? LIVE_TAIL_MS : false,
    }),
    enabled: Boolean(id),
  })
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Level"
          w={140}
          data={['all', 'error', 'warning', 'info', 'debug']}
          value={level}
          allowDeselect={false}
          onChange={(value) => value && onChange({ level: value as LogLevelFilter })}
        />
        <TextInput
          label="Search"
          placeholder="Text in the message"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && onChange({ search: typed })}
          onBlur={() => typed !== search && onChange({ search: typed })}
        />
        <Switch label="Live tail" checked={live} onChange={(event) => setLive(event.currentTarget.checked)} mb={6} />
      </Group>
      <Text size="xs" c="dimmed">
        Console output of the last 24 hours, newest first.
      </Text>
      {logs.isPending ? (
        <Loader role="status" aria-label="Loading logs" />
      ) : logs.isError ? (
        <Alert color="red" title="Failed to retrieve logs">
          {logs.error.message}
        </Alert>
      ) : logs.data.length === 0 ? (
        <Text c="dimmed">
          No console output
          {search || level !== 'all' ? ' matches these filters' : ' yet: invoke the function to see its logs here'}.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Function logs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={190}>Time</Table.Th>
                <Table.Th w={90}>Level</Table.Th>
                <Table.Th>Message</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {logs.data.map((event) => {
                const eventLevel = String(event.metadata.level ?? 'info')
                return (
                  <Table.Tr key={event.id}>
                    <Table.Td>{micros(event.timestamp)}</Table.Td>
                    <Table.Td>
                      <Badge color={LEVEL_COLOR[eventLevel] ?? 'gray'} variant="light">
                        {eventLevel}
                      </Badge>
                    </Table.Td>
                    <Table.Td ff="monospace" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      {event.event_message}
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
