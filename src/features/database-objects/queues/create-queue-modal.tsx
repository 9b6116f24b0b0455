import { Radio, Stack, Text, TextInput } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { createQueueSql, type QueueType } from '@/features/database'
import { databaseObjectKeys } from '../api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'
import { SqlFormModal } from '../components/sql-form-modal'

/** pgmq names its tables q_<name> and a_<name> (63 characters at most with pg_partman's prefix). */
const QUEUE_NAME_MAX = 47
const QUEUE_NAME = /^[A-Za-z0-9_-]+$/

/** Why a queue name cannot be used, or null. Letters, digits, _ and - only, as Studio allows: pgmq lower-cases the table names. */
export function queueNameProblem(name: string): string | null {
  if (!name) return 'Enter a name for the queue.'
  if (!QUEUE_NAME.test(name)) return 'Use only letters, digits, underscores (_) and hyphens (-).'
  if (name.length > QUEUE_NAME_MAX) return `Use at most ${QUEUE_NAME_MAX} characters (pgmq's limit).`
  return null
}

const TYPES: { value: QueueType; label: string; description: string }[] = [
  { value: 'standard', label: 'Standard', description: 'Messages are kept in a logged table: they survive a crash.' },
  { value: 'unlogged', label: 'Unlogged', description: 'Faster writes; the messages are lost if the database crashes.' },
  { value: 'partitioned', label: 'Partitioned', description: 'For high volumes: pg_partman splits the table and drops old partitions.' },
]

export function CreateQueueModal({ connection, partman, onClose }: { connection: ProjectConnection; partman: boolean; onClose: () => void }) {
  const navigate = useNavigate()
  const create = useRunSqlMutation(connection, [databaseObjectKeys.queues(connection.projectRef)])
  const [name, setName] = useState('')
  const [type, setType] = useState<QueueType>('standard')
  const [partitionInterval, setPartitionInterval] = useState('10000')
  const [retentionInterval, setRetentionInterval] = useState('100000')
  const nameProblem = queueNameProblem(name.trim())
  const partitioned = type === 'partitioned'
  return (
    <SqlFormModal
      title="Create queue"
      submitLabel="Create queue"
      errorTitle="The queue was not created"
      build={() => {
        if (nameProblem) return null
        if (partitioned && (!partitionInterval.trim() || !retentionInterval.trim())) return null
        return createQueueSql({ name: name.trim(), type, partitionInterval: partitionInterval.trim(), retentionInterval: retentionInterval.trim() })
      }}
      saving={create.isPending}
      error={create.error}
      onRun={(built) =>
        create.mutate(built, {
          onSuccess: () => {
            onClose()
            void navigate({ to: '/project/$ref/integrations/queues/$queue', params: { ref: connection.projectRef, queue: name.trim() } })
          },
        })
      }
      onClose={onClose}
    >
      {(submitted) => (
        <Stack gap="sm">
          <TextInput
            label="Name"
            withAsterisk
            data-autofocus
            value={name}
            error={submitted ? nameProblem : undefined}
            description="Letters, digits, _ and -. Its messages go to the table pgmq.q_<name>, archived ones to pgmq.a_<name>."
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Radio.Group label="Type" value={type} onChange={(value) => setType(value as QueueType)}>
            <Stack gap="xs" mt={4}>
              {TYPES.map((option) => (
                <Radio
                  key={option.value}
                  value={option.value}
                  label={option.label}
                  disabled={option.value === 'partitioned' && !partman}
                  description={
                    option.value === 'partitioned' && !partman
                      ? `${option.description} Needs the pg_partman extension, which this database does not have.`
                      : option.description
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
          {partitioned ? (
            <>
              <TextInput
                label="Partition interval"
                description="Messages per partition (a number), or a time such as 1 day."
                value={partitionInterval}
                error={submitted && !partitionInterval.trim() ? 'Enter the partition interval.' : undefined}
                onChange={(event) => setPartitionInterval(event.currentTarget.value)}
              />
              <TextInput
                label="Retention interval"
                description="Partitions older than this are dropped (a number of messages, or a time)."
                value={retentionInterval}
                error={submitted && !retentionInterval.trim() ? 'Enter the retention interval.' : undefined}
                onChange={(event) => setRetentionInterval(event.currentTarget.value)}
              />
            </>
          ) : null}
          <Text size="sm" c="dimmed">
            Row level security is turned on for the queue&apos;s tables: through the Data API, no one but service_role
            reaches its messages until you add policies.
          </Text>
        </Stack>
      )}
    </SqlFormModal>
  )
}
