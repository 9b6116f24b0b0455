import { Button, Text, TextInput } from '@mantine/core'
import { IconEraser, IconTrash } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { dropQueueSql, purgeQueueSql, QueryError, type Queue } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'

interface Props {
  connection: ProjectConnection
  queue: Queue
  disabled: boolean
}

/** Purge: every message in the queue deleted (pgmq.purge_queue), after a confirmation; the archive stays. */
export function PurgeQueueButton({ connection, queue, disabled }: Props) {
  const purge = useRunSqlMutation(connection, [databaseObjectKeys.queues(connection.projectRef)])
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button variant="default" color="red" leftSection={<IconEraser size={16} />} disabled={disabled} onClick={() => (purge.reset(), setAsking(true))}>
        Purge messages
      </Button>
      <ConfirmDialog
        visible={asking}
        title={`Purge queue ${queue.name}`}
        variant="danger"
        confirmLabel="Purge messages"
        loading={purge.isPending}
        onConfirm={() => purge.mutate(purgeQueueSql(queue.name), { onSuccess: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      >
        <Text size="sm">
          Every message in the queue is deleted for good ({queue.queue_length.toLocaleString('en-US')} now). Archived messages stay.
        </Text>
        {purge.error ? <QueryError title="The queue was not purged" error={purge.error} wrap /> : null}
      </ConfirmDialog>
    </>
  )
}

/** Drop: the queue, its messages and its archive (pgmq.drop_queue), once its name is typed. */
export function DropQueueButton({ connection, queue, disabled }: Props) {
  const navigate = useNavigate()
  const drop = useRunSqlMutation(connection, [databaseObjectKeys.queues(connection.projectRef)])
  const [asking, setAsking] = useState(false)
  const [typed, setTyped] = useState('')
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} disabled={disabled} onClick={() => (drop.reset(), setTyped(''), setAsking(true))}>
        Drop queue
      </Button>
      <ConfirmDialog
        visible={asking}
        title={`Drop queue ${queue.name}`}
        variant="danger"
        confirmLabel="Drop queue"
        confirmDisabled={typed !== queue.name}
        loading={drop.isPending}
        onConfirm={() =>
          drop.mutate(dropQueueSql(queue.name), {
            onSuccess: () => {
              setAsking(false)
              void navigate({ to: '/project/$ref/integrations/queues', params: { ref: connection.projectRef } })
            },
          })
        }
        onCancel={() => setAsking(false)}
      >
        <Text size="sm">
          The queue is dropped with its {queue.queue_length.toLocaleString('en-US')} waiting messages and its archive. This
          cannot be undone.
        </Text>
        <TextInput label={`Type ${queue.name} to confirm`} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
        {drop.error ? <QueryError title="The queue was not dropped" error={drop.error} wrap /> : null}
      </ConfirmDialog>
    </>
  )
}
