import { Alert, Button, Group, Paper, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { resolveTimeRange, TimeRangeControl, type TimeRangeSearch } from '@/features/logs'
import { accountAuditQueryOptions } from '../api/account-audit-query'
import { formatDateTime } from '../format'

export const HOSTED_ONLY_AUDIT = 'The audit log belongs to the hosted platform: this self-hosted dashboard keeps none.'

interface Props {
  hosted: boolean
  range: TimeRangeSearch
  onRangeChange: (range: TimeRangeSearch) => void
}

/** /account/audit (CONTRACT §14): the person's own actions over a chosen time range, newest first. */
export function AuditPage({ hosted, range, onRangeChange }: Props) {
  // A preset ends at the moment it was chosen (or refreshed), so one choice is one request.
  const [anchor, setAnchor] = useState(() => Date.now())
  const { start, end } = resolveTimeRange(range, anchor)
  return (
    <>
      <PageHeader title="Audit log" description="What you did on the platform: sign-ins, changes to your account and to your organizations." />
      {hosted ? (
        <>
          <Group gap="xs" mb="md">
            <TimeRangeControl
              value={range}
              onChange={(next) => {
                setAnchor(Date.now())
                onRangeChange(next)
              }}
            />
            <Button variant="default" size="sm" onClick={() => setAnchor(Date.now())}>
              Refresh
            </Button>
          </Group>
          <AuditList start={new Date(start).toISOString()} end={new Date(end).toISOString()} />
        </>
      ) : (
        <Alert color="gray">{HOSTED_ONLY_AUDIT}</Alert>
      )}
    </>
  )
}

function AuditList({ start, end }: { start: string; end: string }) {
  const audit = useQuery(accountAuditQueryOptions({ start, end }))
  if (audit.isPending) return <Text c="dimmed">Loading the audit log…</Text>
  if (audit.isError)
    return (
      <Alert color="red" title="The audit log could not be loaded">
        <Group gap="sm">
          {audit.error.message}
          <Button size="xs" variant="default" onClick={() => void audit.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    )
  const { result, retention_period } = audit.data
  return (
    <Paper withBorder>
      {result.length === 0 ? (
        <Text p="lg" c="dimmed">
          Nothing in this time range. Choose a longer one to see older entries
          {retention_period ? ` (entries are kept ${retention_period} days)` : ''}.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" aria-label="Audit log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Action</Table.Th>
                <Table.Th>Target</Table.Th>
                <Table.Th>Time</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.map((entry, index) => (
                <Table.Tr key={`${entry.occurred_at}-${index}`}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {entry.action.name}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{entry.target?.description ?? '—'}</Table.Td>
                  <Table.Td>
                    <time dateTime={entry.occurred_at}>{formatDateTime(entry.occurred_at)}</time>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  )
}
