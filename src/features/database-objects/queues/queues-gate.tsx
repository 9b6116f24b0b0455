import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ExtensionNotice, QueryError, type QueuesStatus, type RequiredExtension } from '@/features/database'
import { extensionStatusQueryOptions } from '@/features/database/api/extension-status-query'
import type { ProjectConnection } from '../api/run-built-sql'
import { Loading } from '../components/query-status'
import { queuesStatusQueryOptions } from './queue-queries'

export const PGMQ_EXTENSION: RequiredExtension = {
  name: 'pgmq',
  // Where Studio and pgmq's own control file put it.
  schema: 'pgmq',
  reason:
    'Queues live in Postgres with pgmq: each queue is a table of messages that readers take with a visibility timeout, then archive or delete.',
  install: 'Install it on your database server (packages and sources at github.com/pgmq/pgmq), then enable it here.',
}

/**
 * CONTRACT §10: the queue pages work wherever `pgmq.list_queues()` exists (the extension, or functions
 * compatible with it); elsewhere the extension notice, with its enable action when the server has pgmq.
 */
export function QueuesGate({
  connection,
  children,
}: {
  connection: ProjectConnection
  children: (status: QueuesStatus) => ReactNode
}) {
  const status = useQuery(queuesStatusQueryOptions(connection))
  const missing = status.data?.available === false
  const extension = useQuery({ ...extensionStatusQueryOptions(connection, PGMQ_EXTENSION.name), enabled: missing && Boolean(connection.connectionString) })
  if (status.data?.available) return <>{children(status.data)}</>
  if (status.error) return <QueryError title="Could not check for queues" error={status.error} />
  if (!missing) return <Loading label="Checking for the pgmq extension" />
  return <ExtensionNotice database={connection} extension={PGMQ_EXTENSION} status={extension} />
}
