import { Button, Group, Table, Text } from '@mantine/core'
import { IconArchive, IconTrash } from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { archiveQueueMessageSql, deleteQueueMessageSql, QUEUE_MESSAGES_PAGE_SIZE, QueryError, type QueueMessageStatus } from '@/features/database'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { formatDateTime } from '@/lib/format/date-time'
import { databaseObjectKeys } from '../api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { ObjectTable, RowAction, RowActions } from '../components/object-table'
import { QueryRows } from '../components/query-status'
import { queueMessagesQueryOptions } from './queue-queries'

const EMPTY: Record<QueueMessageStatus, string> = {
  available: 'No message is waiting to be read.',
  scheduled: 'No message is scheduled: none was sent with a delay or is being read.',
  archived: 'No archived message.',
}

/**
 * One status of a queue's messages, 50 a page, keyset-paged by message id: the page holds its rows
 * and knows whether another follows (the builder reads one row more).
 */
export function QueueMessages({
  connection,
  queue,
  status,
  canWrite,
}: {
  connection: ProjectConnection
  queue: string
  status: QueueMessageStatus
  canWrite: boolean
}) {
  // The message id each page starts after: the first page's is null.
  const [starts, setStarts] = useState<(number | null)[]>([null])
  const [deleting, setDeleting] = useState<number | null>(null)
  const after = starts.at(-1) ?? null
  const page = useQuery({ ...queueMessagesQueryOptions(connection, queue, status, after), placeholderData: keepPreviousData })
  const change = useRunSqlMutation(connection, [databaseObjectKeys.queues(connection.projectRef)])
  const rows = page.data?.slice(0, QUEUE_MESSAGES_PAGE_SIZE)
  const more = (page.data?.length ?? 0) > QUEUE_MESSAGES_PAGE_SIZE
  const archived = status === 'archived'
  return (
    <>
      {change.error ? <QueryError title="The message was not changed" error={change.error} /> : null}
      <QueryRows query={{ data: rows, error: page.error, isLoading: page.isLoading }} what="messages" empty={EMPTY[status]}>
        {(messages) => (
          <ObjectTable
            label={`${status[0]!.toUpperCase()}${status.slice(1)} messages`}
            actions={!archived}
            columns={['ID', 'Message', 'Read', 'Sent', archived ? 'Archived' : 'Visible from']}
          >
            {messages.map((message) => (
              <Table.Tr key={message.msg_id}>
                <Table.Td>{message.msg_id}</Table.Td>
                <Table.Td maw={420}>
                  <Text size="sm" ff="monospace" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                    {message.message}
                  </Text>
                </Table.Td>
                <Table.Td>{message.read_ct}</Table.Td>
                <Table.Td>{formatDateTime(message.enqueued_at)}</Table.Td>
                <Table.Td>{formatDateTime(archived ? message.archived_at : message.vt)}</Table.Td>
                {archived ? null : (
                  <RowActions>
                    {canWrite ? (
                      <>
                        <RowAction
                          label={`Archive message ${message.msg_id}`}
                          icon={<IconArchive size={16} />}
                          onClick={() => change.mutate(archiveQueueMessageSql(queue, message.msg_id))}
                        />
                        <RowAction
                          label={`Delete message ${message.msg_id}`}
                          color="red"
                          icon={<IconTrash size={16} />}
                          onClick={() => (change.reset(), setDeleting(message.msg_id))}
                        />
                      </>
                    ) : null}
                  </RowActions>
                )}
              </Table.Tr>
            ))}
          </ObjectTable>
        )}
      </QueryRows>
      {starts.length > 1 || more ? (
        <Group justify="space-between" mt="sm">
          <Button variant="default" size="xs" disabled={starts.length === 1} onClick={() => setStarts(starts.slice(0, -1))}>
            Previous page
          </Button>
          <Text size="sm" c="dimmed">
            Page {starts.length}
          </Text>
          <Button
            variant="default"
            size="xs"
            disabled={!more || page.isPlaceholderData}
            onClick={() => rows && setStarts([...starts, rows.at(-1)!.msg_id])}
          >
            Next page
          </Button>
        </Group>
      ) : null}
      <ConfirmDialog
        visible={deleting !== null}
        title={`Delete message ${deleting ?? ''}`}
        variant="danger"
        confirmLabel="Delete message"
        loading={change.isPending}
        onConfirm={() => deleting !== null && change.mutate(deleteQueueMessageSql(queue, deleting), { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      >
        <Text size="sm">The message is deleted for good, without going to the archive.</Text>
      </ConfirmDialog>
    </>
  )
}
