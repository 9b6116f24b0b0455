import { Badge, Button, Code, Group, Modal, NumberInput, Paper, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { archiveQueueMessageSql, deleteQueueMessageSql, QueryError, readQueueMessagesSql, type QueueMessage } from '@/features/database'
import { formatDateTime } from '@/lib/format/date-time'
import { databaseObjectKeys } from '../api/keys'
import { runBuiltSql, type ProjectConnection } from '../api/run-built-sql'

type Outcome = 'Archived' | 'Deleted'

/**
 * Reads the next available messages as a consumer does (pgmq.read: hidden from other readers for the
 * visibility timeout, read count up by one), then archives or deletes each one handled.
 */
export function ReadMessagesModal({ connection, queue, onClose }: { connection: ProjectConnection; queue: string; onClose: () => void }) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: databaseObjectKeys.queues(connection.projectRef) })
  const [visibility, setVisibility] = useState<number | string>(30)
  const [quantity, setQuantity] = useState<number | string>(1)
  const [outcomes, setOutcomes] = useState<Record<number, Outcome>>({})
  const read = useMutation({
    mutationFn: () => runBuiltSql(connection, readQueueMessagesSql(queue, Number(visibility) || 0, Number(quantity) || 1)),
    onSuccess: () => (setOutcomes({}), refresh()),
  })
  const settle = useMutation({
    mutationFn: async ({ message, outcome }: { message: QueueMessage; outcome: Outcome }) => {
      const built = outcome === 'Archived' ? archiveQueueMessageSql(queue, message.msg_id) : deleteQueueMessageSql(queue, message.msg_id)
      await runBuiltSql(connection, built)
      return { id: message.msg_id, outcome }
    },
    onSuccess: ({ id, outcome }) => (setOutcomes((now) => ({ ...now, [id]: outcome })), refresh()),
  })
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={onClose} title={`Read messages from ${queue}`} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          read.mutate()
        }}
      >
        <Stack gap="sm">
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput label="Visibility timeout (seconds)" description="Hidden from other readers this long." min={0} allowDecimal={false} allowNegative={false} value={visibility} onChange={setVisibility} />
            <NumberInput label="Messages to read" min={1} max={100} allowDecimal={false} allowNegative={false} value={quantity} onChange={setQuantity} />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={read.isPending}>
              Read
            </Button>
          </Group>
          {read.error ? <QueryError title="The messages were not read" error={read.error} wrap /> : null}
          {settle.error ? <QueryError title="The message was not changed" error={settle.error} wrap /> : null}
          {read.data?.length === 0 ? <Text c="dimmed">No message is available to read now.</Text> : null}
          {read.data?.map((message) => (
            <Paper key={message.msg_id} withBorder p="sm" aria-label={`Message ${message.msg_id}`} component="section">
              <Group justify="space-between" gap="xs" mb={6}>
                <Text size="sm" fw={600}>
                  Message {message.msg_id}
                </Text>
                <Text size="xs" c="dimmed">
                  Read {message.read_ct} {message.read_ct === 1 ? 'time' : 'times'} · visible again {formatDateTime(message.vt)}
                </Text>
              </Group>
              <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.message}
              </Code>
              <Group justify="flex-end" gap="xs" mt={6}>
                {outcomes[message.msg_id] ? (
                  <Badge variant="light">{outcomes[message.msg_id]}</Badge>
                ) : (
                  <>
                    <Button size="xs" variant="default" aria-label={`Archive message ${message.msg_id}`} onClick={() => settle.mutate({ message, outcome: 'Archived' })}>
                      Archive
                    </Button>
                    <Button size="xs" color="red" variant="light" aria-label={`Delete message ${message.msg_id}`} onClick={() => settle.mutate({ message, outcome: 'Deleted' })}>
                      Delete
                    </Button>
                  </>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      </form>
    </Modal>
  )
}
