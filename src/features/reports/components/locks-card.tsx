import { Badge, Code, Group, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { blockingLocksSql, locksByModeSql } from '@/features/database'
import { reportRowsQueryOptions } from '../api/report-queries'
import { formatDuration } from '../format'
import { ReportCard, SqlLink } from './report-card'
import type { ReportProps } from './report-props'

const MODES = locksByModeSql()
const BLOCKING = blockingLocksSql()

export function LocksCard({ db, refetchInterval }: ReportProps) {
  const modes = useQuery(reportRowsQueryOptions({ ...db, id: 'locks-by-mode', built: MODES, refetchInterval }))
  const blocking = useQuery(reportRowsQueryOptions({ ...db, id: 'blocking-locks', built: BLOCKING, refetchInterval }))
  return (
    <ReportCard
      projectRef={db.projectRef}
      title="Locks"
      description="Locks held and awaited by mode (pg_locks), and who blocks whom (pg_blocking_pids)."
      sql={MODES.sql}
      query={modes}
    >
      {(rows) => (
        <>
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              No other session holds a lock right now.
            </Text>
          ) : (
            <Group gap="xs" wrap="wrap" role="list" aria-label="Locks by mode">
              {rows.map((r) => (
                <Badge key={r.mode} role="listitem" variant="light" color={r.waiting > 0 ? 'red' : 'blue'} tt="none">
                  {r.mode}: {r.granted} held{r.waiting > 0 ? `, ${r.waiting} awaited` : ''}
                </Badge>
              ))}
            </Group>
          )}
          <Text size="sm" fw={600} mt="xs">
            Who blocks whom
          </Text>
          <SqlLink projectRef={db.projectRef} sql={BLOCKING.sql} what="Who blocks whom" />
          {blocking.isError ? (
            <Text size="sm" c="red">
              Blocking sessions could not be read: {blocking.error.message}
            </Text>
          ) : !blocking.data ? (
            <Text size="sm" c="dimmed">
              Loading blocking sessions…
            </Text>
          ) : blocking.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              No session is waiting for another.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table fz="xs" aria-label="Who blocks whom">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Waiting process</Table.Th>
                    <Table.Th>Waiting for</Table.Th>
                    <Table.Th>Blocked by</Table.Th>
                    <Table.Th>Blocking query</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {blocking.data.map((b) => (
                    <Table.Tr key={`${b.blocked_pid}-${b.blocking_pid}`}>
                      <Table.Td>
                        {b.blocked_pid}
                        <Code display="block" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                          {b.blocked_query}
                        </Code>
                      </Table.Td>
                      <Table.Td>
                        {b.waiting_s === null ? '–' : formatDuration(b.waiting_s)}
                        {b.relation ? ` on ${b.relation}` : ''}
                      </Table.Td>
                      <Table.Td>
                        {b.blocking_pid} ({b.blocking_state ?? 'unknown'})
                      </Table.Td>
                      <Table.Td>
                        <Code display="block" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                          {b.blocking_query}
                        </Code>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </ReportCard>
  )
}
