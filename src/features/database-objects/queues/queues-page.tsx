import { Badge, Button, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { AnchorLink } from '@/components/links'
import type { Queue } from '@/features/database'
import { formatDateTime, formatSeconds } from '@/lib/format/date-time'
import { useProjectConnection } from '../api/run-built-sql'
import { ObjectTable } from '../components/object-table'
import { QueryRows } from '../components/query-status'
import { ReadOnlyNotice } from '../components/read-only-notice'
import { useReadOnlyWrite } from '../components/use-database-write'
import { CreateQueueModal } from './create-queue-modal'
import { ExposeQueuesSwitch } from './expose-queues-switch'
import { queuesQueryOptions, queuesStatusQueryOptions } from './queue-queries'
import { QueuesGate } from './queues-gate'

export const queueType = (queue: Pick<Queue, 'is_partitioned' | 'is_unlogged'>) =>
  queue.is_partitioned ? 'Partitioned' : queue.is_unlogged ? 'Unlogged' : 'Standard'

/** Issue 38 item 5: the project's pgmq queues with their metrics; create one; expose them through the Data API. */
export function QueuesPage({ projectRef }: { projectRef: string }) {
  const connection = useProjectConnection(projectRef)
  const write = useReadOnlyWrite(projectRef)
  const status = useQuery(queuesStatusQueryOptions(connection))
  const available = Boolean(status.data?.available)
  const queues = useQuery({ ...queuesQueryOptions(connection), enabled: available && Boolean(connection.connectionString) })
  const [creating, setCreating] = useState(false)
  return (
    <>
      <PageHeader
        title="Queues"
        description="Durable message queues inside Postgres, with pgmq."
        actions={
          available ? (
            <Button leftSection={<IconPlus size={16} />} disabled={!write.can} onClick={() => setCreating(true)}>
              Create queue
            </Button>
          ) : null
        }
      />
      <ReadOnlyNotice write={write} />
      <QueuesGate connection={connection}>
        {(found) => (
          <Stack gap="md">
            <ExposeQueuesSwitch connection={connection} exposed={found.exposed} queues={queues.data} disabled={!write.can} />
            {queues.data ? <QueueTotals queues={queues.data} /> : null}
            <QueryRows query={queues} what="queues" empty="No queues yet. Create one to send messages to it.">
              {(rows) => <QueuesTable projectRef={projectRef} queues={rows} />}
            </QueryRows>
          </Stack>
        )}
      </QueuesGate>
      {creating && status.data ? (
        <CreateQueueModal connection={connection} partman={status.data.partman} onClose={() => setCreating(false)} />
      ) : null}
    </>
  )
}

function QueueTotals({ queues }: { queues: Queue[] }) {
  const figures = [
    ['Queues', queues.length],
    ['Messages waiting', queues.reduce((sum, queue) => sum + queue.queue_length, 0)],
    ['Messages sent in all', queues.reduce((sum, queue) => sum + queue.total_messages, 0)],
  ] as const
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder p="sm">
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={600} size="lg">
            {value.toLocaleString('en-US')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}

function QueuesTable({ projectRef, queues }: { projectRef: string; queues: Queue[] }) {
  return (
    <ObjectTable label="Queues" actions={false} columns={['Name', 'Type', 'Row level security', 'Messages', 'Oldest message', 'Sent in all', 'Created']}>
      {queues.map((queue) => (
        <Table.Tr key={queue.name}>
          <Table.Td fw={500}>
            <AnchorLink to="/project/$ref/integrations/queues/$queue" params={{ ref: projectRef, queue: queue.name }}>
              {queue.name}
            </AnchorLink>
          </Table.Td>
          <Table.Td>{queueType(queue)}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={queue.rls ? 'green' : 'red'}>
              {queue.rls ? 'Enabled' : 'Disabled'}
            </Badge>
          </Table.Td>
          <Table.Td>{queue.queue_length.toLocaleString('en-US')}</Table.Td>
          <Table.Td>{queue.oldest_msg_age_sec === null ? 'None' : formatSeconds(queue.oldest_msg_age_sec)}</Table.Td>
          <Table.Td>{queue.total_messages.toLocaleString('en-US')}</Table.Td>
          <Table.Td>{formatDateTime(queue.created_at)}</Table.Td>
        </Table.Tr>
      ))}
    </ObjectTable>
  )
}
