import { Button, Code, Group, NativeSelect, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Fragment, useEffect, useMemo, useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { QueryError, type AuthAuditRow } from '@/features/database'
import { useProjectConnection } from '@/features/database-objects/api/run-built-sql'
import { formatDateTime } from '@/lib/format/date-time'
import { authAuditActionsQueryOptions, authAuditLogQueryOptions, authAuditStatusQueryOptions } from '../api/auth-audit-query'

const SEARCH_DEBOUNCE_MS = 300

/** The payload as indented JSON text (never HTML); a payload that is not JSON is shown as it is. */
function formatted(payload: string | null) {
  if (payload === null) return ''
  try {
    return JSON.stringify(JSON.parse(payload), null, 2)
  } catch {
    return payload
  }
}

/** auth/audit-logs: GoTrue's audit trail read with SQL, newest first, filtered by action and user. */
export function AuditLogsPage({ projectRef, action, user, onFilter }: { projectRef: string; action: string; user: string; onFilter: (next: { action: string; user: string }) => void }) {
  const connection = useProjectConnection(projectRef)
  const status = useQuery(authAuditStatusQueryOptions(connection))
  const available = status.data === true
  const [typed, setTyped] = useState(user)
  const [debouncedUser] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS)
  // The typed user reaches the URL (and the query) once typing pauses.
  useEffect(() => {
    if (debouncedUser !== user) onFilter({ action, user: debouncedUser })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedUser])
  const filter = { action: action || undefined, user: user.trim() || undefined }
  const actions = useQuery({ ...authAuditActionsQueryOptions(connection), enabled: available })
  const entries = useInfiniteQuery({ ...authAuditLogQueryOptions(connection, filter), enabled: available })
  const rows = useMemo(() => entries.data?.pages.flat() ?? [], [entries.data])
  const [open, setOpen] = useState<string | null>(null)
  const filtered = Boolean(filter.action || filter.user)

  return (
    <>
      <PageHeader title="Audit logs" description="What happened in your project's auth service, to whom and by whom: sign-ups, sign-ins, bans, deletions, newest first." />
      <Stack gap="md">
        {status.error ? <QueryError title="Could not read the audit log" error={status.error} /> : null}
        {status.data === false ? <Text>This database has no auth.audit_log_entries table: the auth service creates it when it first starts.</Text> : null}
        {available ? (
          <>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <NativeSelect
                label="Action"
                value={action}
                onChange={(event) => onFilter({ action: event.currentTarget.value, user })}
                data={[{ value: '', label: 'All actions' }, ...(actions.data ?? (action ? [action] : [])).map((value) => ({ value, label: value }))]}
                maw={260}
              />
              <TextInput
                label="User"
                description="An id, or the start of an email"
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                maw={320}
                style={{ flex: 1, minWidth: 200 }}
              />
            </Group>
            {entries.error ? <QueryError title="Could not read the audit log" error={entries.error} /> : null}
            {entries.isPending ? <Text c="dimmed">Loading the audit log…</Text> : null}
            {entries.data && rows.length === 0 ? <Text c="dimmed">{filtered ? 'No entries match this filter.' : 'No entries yet.'}</Text> : null}
            {rows.length > 0 ? (
              <Table.ScrollContainer minWidth={640}>
                <Table aria-label="Audit log entries">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Time</Table.Th>
                      <Table.Th>Action</Table.Th>
                      <Table.Th>Actor</Table.Th>
                      <Table.Th>User</Table.Th>
                      <Table.Th>IP address</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <EntryRow key={row.id} row={row} open={open === row.id} onToggle={() => setOpen(open === row.id ? null : row.id)} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : null}
            {entries.hasNextPage ? (
              <Group>
                <Button variant="default" loading={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
                  Load older entries
                </Button>
              </Group>
            ) : null}
          </>
        ) : null}
      </Stack>
    </>
  )
}

function EntryRow({ row, open, onToggle }: { row: AuthAuditRow; open: boolean; onToggle: () => void }) {
  const Chevron = open ? IconChevronDown : IconChevronRight
  return (
    <Fragment>
      <Table.Tr data-testid="audit-entry">
        <Table.Td>
          <UnstyledButton onClick={onToggle} aria-expanded={open} aria-label={`${open ? 'Hide' : 'Show'} the payload of ${row.action ?? 'the entry'} at ${formatDateTime(row.created_at)}`}>
            <Group gap={4} wrap="nowrap">
              <Chevron size={14} aria-hidden />
              <Text size="sm">{formatDateTime(row.created_at)}</Text>
            </Group>
          </UnstyledButton>
        </Table.Td>
        <Table.Td>
          <Code>{row.action ?? '—'}</Code>
        </Table.Td>
        <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.actor || '—'}</Table.Td>
        <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.subject || '—'}</Table.Td>
        <Table.Td>{row.ip_address ?? '—'}</Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr>
          <Table.Td colSpan={5}>
            <Code block data-testid="audit-payload">
              {formatted(row.payload)}
            </Code>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  )
}
