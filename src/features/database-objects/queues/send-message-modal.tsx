import { NumberInput, Stack, Textarea } from '@mantine/core'
import { useState } from 'react'
import { sendQueueMessageSql } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'
import { checkPayload } from './message-payload'

const MAX_DELAY_SECONDS = 2_147_483_647

function delayProblem(delay: number | string) {
  if (delay === '') return null
  return typeof delay === 'number' && Number.isInteger(delay) && delay >= 0 && delay <= MAX_DELAY_SECONDS
    ? null
    : 'Enter whole seconds, 0 or more.'
}

/** Sends one message: the JSON typed (checked before it is sent, and kept as typed on any error) and an optional delay. */
export function SendMessageModal({ connection, queue, onClose }: { connection: ProjectConnection; queue: string; onClose: () => void }) {
  const send = useRunSqlMutation(connection, [databaseObjectKeys.queues(connection.projectRef)])
  const [payload, setPayload] = useState('')
  const [delay, setDelay] = useState<number | string>('')
  const checked = checkPayload(payload)
  const badDelay = delayProblem(delay)
  return (
    <SqlFormModal
      title={`Send a message to ${queue}`}
      submitLabel="Send message"
      errorTitle="The message was not sent"
      build={() => (checked.ok && !badDelay ? sendQueueMessageSql(queue, checked.json, typeof delay === 'number' ? delay : 0) : null)}
      saving={send.isPending}
      error={send.error}
      onRun={(built) => send.mutate(built, { onSuccess: onClose })}
      onClose={onClose}
    >
      {(submitted) => (
        <Stack gap="sm">
          <Textarea
            label="Message (JSON)"
            withAsterisk
            data-autofocus
            autosize
            minRows={4}
            maxRows={14}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            placeholder='{"task": "resize", "id": 42}'
            value={payload}
            error={submitted && !checked.ok ? checked.error : undefined}
            onChange={(event) => setPayload(event.currentTarget.value)}
          />
          <NumberInput
            label="Delay (seconds)"
            description="The message becomes readable after this long. Empty: at once."
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={delay}
            error={submitted ? badDelay : undefined}
            onChange={setDelay}
          />
        </Stack>
      )}
    </SqlFormModal>
  )
}
