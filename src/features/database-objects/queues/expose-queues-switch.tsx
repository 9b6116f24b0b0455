import { Alert, Code, Stack, Switch, Text } from '@mantine/core'
import { useState } from 'react'
import { exposeQueuesSql, hideQueuesSql, QUEUES_PUBLIC_SCHEMA, SqlConfirmDialog, type Queue } from '@/features/database'
import { databaseKeys } from '@/features/database/api/keys'
import { useRunSqlMutation, type ProjectConnection } from '../api/run-built-sql'

/**
 * "Expose queues through the Data API": the pgmq_public wrappers, created and dropped as Studio does
 * (queues-data-api.ts), each change shown as SQL first.
 */
export function ExposeQueuesSwitch({
  connection,
  exposed,
  queues,
  disabled,
}: {
  connection: ProjectConnection
  exposed: boolean
  queues: Queue[] | undefined
  disabled: boolean
}) {
  // New functions and a schema: every read of the database may change (API docs, functions, schemas).
  const change = useRunSqlMutation(connection, [databaseKeys.all(connection.projectRef)])
  const [asking, setAsking] = useState(false)
  const open = queues?.filter((queue) => !queue.rls) ?? []
  const built = exposed ? hideQueuesSql() : exposeQueuesSql()
  return (
    <Stack gap="xs">
      <Switch
        checked={exposed}
        disabled={disabled}
        label="Expose queues through the Data API"
        description={
          <>
            Creates the <Code>{QUEUES_PUBLIC_SCHEMA}</Code> schema with functions (send, send_batch, read, pop, archive,
            delete) that the API roles may call; the row level security policies on each queue&apos;s table decide who
            may do what. Add <Code>{QUEUES_PUBLIC_SCHEMA}</Code> to the API&apos;s exposed schemas to reach them.
          </>
        }
        onChange={() => (change.reset(), setAsking(true))}
      />
      {exposed && open.length > 0 ? (
        <Alert color="red" variant="light" title="Queues without row level security">
          <Text size="sm">
            {open.map((queue) => queue.name).join(', ')}: anyone who may call the API functions can read and send their
            messages. Turn on row level security on their tables (pgmq.q_ and pgmq.a_) and add policies.
          </Text>
        </Alert>
      ) : null}
      <SqlConfirmDialog
        visible={asking}
        title={exposed ? 'Stop exposing queues through the Data API' : 'Expose queues through the Data API'}
        description={
          exposed
            ? `The ${QUEUES_PUBLIC_SCHEMA} functions are dropped and the API roles lose their grants on pgmq. Your queues and messages stay.`
            : `The API roles (anon, authenticated, service_role) may call the ${QUEUES_PUBLIC_SCHEMA} functions; service_role may use pgmq's tables.`
        }
        sql={built.sql}
        confirmLabel={exposed ? 'Stop exposing' : 'Expose queues'}
        variant={exposed ? 'warning' : 'success'}
        loading={change.isPending}
        error={change.error}
        onConfirm={() => change.mutate(built, { onSuccess: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  )
}
