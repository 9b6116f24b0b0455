import { Alert, Button, Group, Stack, Tabs, Text } from '@mantine/core'
import { IconArrowLeft, IconEye, IconSend } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { AnchorLink } from '@/components/links'
import { PageHeader } from '@/components/page-header'
import { QUEUE_MESSAGE_STATUSES, type Queue, type QueueMessageStatus } from '@/features/database'
import { formatSeconds } from '@/lib/format/date-time'
import { useProjectConnection, type ProjectConnection } from '../api/run-built-sql'
import { QueryRows } from '../components/query-status'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { useReadOnlyWrite } from '../components/use-database-write'
import { DropQueueButton, PurgeQueueButton } from './queue-danger-actions'
import { QueueMessages } from './queue-messages'
import { queuesQueryOptions } from './queue-queries'
import { QueuesGate } from './queues-gate'
import { queueType } from './queues-page'
import { ReadMessagesModal } from './read-messages-modal'
import { SendMessageModal } from './send-message-modal'

const STATUS_LABELS: Record<QueueMessageStatus, string> = { available: 'Available', scheduled: 'Scheduled', archived: 'Archived' }

/** One queue: its messages by status, send, read, purge and drop. */
export function QueuePage({
  projectRef,
  queue,
  status,
  onStatusChange,
}: {
  projectRef: string
  queue: string
  status: QueueMessageStatus
  onStatusChange: (status: QueueMessageStatus) => void
}) {
  const connection = useProjectConnection(projectRef)
  const write = useReadOnlyWrite(projectRef)
  const [dialog, setDialog] = useState<'send' | 'read' | null>(null)
  return (
    <>
      <AnchorLink to="/project/$ref/integrations/queues" params={{ ref: projectRef }} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          All queues
        </Group>
      </AnchorLink>
      <PageHeader title={queue} description="A pgmq queue: messages wait here until a reader archives or deletes them." />
      <ReadOnlyNotice write={write} />
      <QueuesGate connection={connection}>
        {() => (
          <QueueBody connection={connection} queue={queue}>
            {(found) => (
              <Stack gap="md">
                <Text size="sm" c="dimmed">
                  {queueType(found)} · {found.queue_length.toLocaleString('en-US')} waiting · oldest{' '}
                  {found.oldest_msg_age_sec === null ? 'none' : formatSeconds(found.oldest_msg_age_sec)} ·{' '}
                  {found.total_messages.toLocaleString('en-US')} sent in all · row level security {found.rls ? 'enabled' : 'disabled'}
                </Text>
                <Group gap="xs">
                  <Button leftSection={<IconSend size={16} />} disabled={!write.can} onClick={() => setDialog('send')}>
                    Send message
                  </Button>
                  <Button variant="default" leftSection={<IconEye size={16} />} disabled={!write.can} onClick={() => setDialog('read')}>
                    Read messages
                  </Button>
                  <PurgeQueueButton connection={connection} queue={found} disabled={!write.can} />
                  <DropQueueButton connection={connection} queue={found} disabled={!write.can} />
                </Group>
                <Tabs value={status} onChange={(value) => value && onStatusChange(value as QueueMessageStatus)} keepMounted={false}>
                  <Tabs.List aria-label="Messages by status" mb="sm">
                    {QUEUE_MESSAGE_STATUSES.map((value) => (
                      <Tabs.Tab key={value} value={value}>
                        {STATUS_LABELS[value]}
                      </Tabs.Tab>
                    ))}
                  </Tabs.List>
                  {QUEUE_MESSAGE_STATUSES.map((value) => (
                    <Tabs.Panel key={value} value={value}>
                      <QueueMessages connection={connection} queue={queue} status={value} canWrite={write.can} />
                    </Tabs.Panel>
                  ))}
                </Tabs>
              </Stack>
            )}
          </QueueBody>
        )}
      </QueuesGate>
      {dialog === 'send' ? <SendMessageModal connection={connection} queue={queue} onClose={() => setDialog(null)} /> : null}
      {dialog === 'read' ? <ReadMessagesModal connection={connection} queue={queue} onClose={() => setDialog(null)} /> : null}
    </>
  )
}

/** The queue from the list (with its metrics), or a word that there is no such queue. */
function QueueBody({
  connection,
  queue,
  children,
}: {
  connection: ProjectConnection
  queue: string
  children: (found: Queue) => ReactNode
}) {
  const queues = useQuery(queuesQueryOptions(connection))
  return (
    <QueryRows query={queues} what="queues" empty={<NoSuchQueue queue={queue} />}>
      {(rows) => {
        const found = rows.find((row) => row.name === queue)
        return found ? children(found) : <NoSuchQueue queue={queue} />
      }}
    </QueryRows>
  )
}

function NoSuchQueue({ queue }: { queue: string }) {
  return (
    <Alert color="yellow" variant="light" title="No such queue">
      There is no queue named {queue} in this database. It may have been dropped.
    </Alert>
  )
}
