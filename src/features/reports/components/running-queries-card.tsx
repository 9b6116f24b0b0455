import { Badge, Button, Code, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { longestRunningQueriesSql, type BackendAction, type RunningQuery } from '@/features/database'
import { toast } from '@/lib/notify'
import { reportRowsQueryOptions } from '../api/report-queries'
import { useSignalBackendMutation } from '../api/signal-backend-mutation'
import { formatDuration } from '../format'
import { ReportCard } from './report-card'
import type { ReportProps } from './report-props'

const RUNNING = longestRunningQueriesSql()

const CONFIRM: Record<BackendAction, { title: string; label: string; text: string; done: string }> = {
  cancel: {
    title: 'Cancel this query?',
    label: 'Cancel query',
    text: 'Postgres stops the statement (pg_cancel_backend); the session stays connected and its transaction fails.',
    done: 'Query cancelled.',
  },
  terminate: {
    title: 'Terminate this session?',
    label: 'Terminate session',
    text: 'Postgres ends the whole connection (pg_terminate_backend): its open transaction is rolled back and the client must reconnect.',
    done: 'Session terminated.',
  },
}

export function RunningQueriesCard({ db, refetchInterval }: ReportProps) {
  const query = useQuery(reportRowsQueryOptions({ ...db, id: 'running-queries', built: RUNNING, refetchInterval }))
  const signal = useSignalBackendMutation(db)
  const [pending, setPending] = useState<{ action: BackendAction; query: RunningQuery }>()
  const confirm = pending ? CONFIRM[pending.action] : undefined
  return (
    <>
      <ReportCard
        projectRef={db.projectRef}
        title="Longest running queries"
        description="Statements running now and open transactions, the oldest first (pg_stat_activity)."
        sql={RUNNING.sql}
        query={query}
      >
        {(rows) =>
          rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              No query is running right now.
            </Text>
          ) : (
            <>
              <Table.ScrollContainer minWidth={620}>
                <Table fz="xs" aria-label="Longest running queries" verticalSpacing={6}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Process</Table.Th>
                      <Table.Th>Running for</Table.Th>
                      <Table.Th>State</Table.Th>
                      <Table.Th>Query</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((r) => (
                      <Table.Tr key={`${r.pid}-${r.query_start}`} aria-label={`Process ${r.pid}`}>
                        <Table.Td>
                          <Stack gap={0}>
                            <Text size="xs" fw={600}>
                              {r.pid}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {[r.user, r.application].filter(Boolean).join(' · ')}
                            </Text>
                          </Stack>
                        </Table.Td>
                        <Table.Td>{formatDuration(r.duration_s)}</Table.Td>
                        <Table.Td>
                          <Badge
                            size="xs"
                            variant="light"
                            color={r.wait_event_type === 'Lock' ? 'red' : r.state === 'active' ? 'blue' : 'orange'}
                          >
                            {r.wait_event_type === 'Lock' ? 'waiting for a lock' : r.state}
                          </Badge>
                        </Table.Td>
                        <Table.Td maw={360}>
                          <Code
                            style={{
                              whiteSpace: 'pre-wrap',
                              wordBreak: 'break-word',
                              display: 'block',
                              maxHeight: 96,
                              overflow: 'auto',
                            }}
                          >
                            {r.query}
                          </Code>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            <Button
                              size="compact-xs"
                              variant="default"
                              onClick={() => setPending({ action: 'cancel', query: r })}
                              aria-label={`Cancel the query of process ${r.pid}`}
                            >
                              Cancel
                            </Button>
                            <Button
                              size="compact-xs"
                              variant="light"
                              color="red"
                              onClick={() => setPending({ action: 'terminate', query: r })}
                              aria-label={`Terminate process ${r.pid}`}
                            >
                              Terminate
                            </Button>
                          </Group>
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
      <ConfirmDialog
        visible={Boolean(pending)}
        title={confirm?.title}
        variant="danger"
        confirmLabel={confirm?.label}
        cancelLabel="Keep it running"
        loading={signal.isPending}
        onCancel={() => setPending(undefined)}
        onConfirm={() => {
          if (!pending || !confirm) return
          signal.mutate(
            { action: pending.action, pid: pending.query.pid, queryStart: pending.query.query_start },
            {
              onSuccess: (signalled) => {
                setPending(undefined)
                if (signalled) toast.success(confirm.done)
                else toast.info('The query had already finished: nothing was stopped.')
              },
              onError: (error) =>
                toast.error(error.message, `Could not ${pending.action} process ${pending.query.pid}`),
            },
          )
        }}
      >
        <Stack gap="xs">
          <Text size="sm">{confirm?.text}</Text>
          <Text size="sm">
            Process {pending?.query.pid}
            {pending?.query.user ? ` (${pending.query.user})` : ''}, running for{' '}
            {pending ? formatDuration(pending.query.duration_s) : ''}:
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 200, overflow: 'auto' }}>
            {pending?.query.query}
          </Code>
        </Stack>
      </ConfirmDialog>
    </>
  )
}
