import { listQueuesSql, queueMessagesSql, queuesStatusSql, type QueueMessageStatus } from '@/features/database'
import { queryOptions } from '@tanstack/react-query'
import { introspectionQueryOptions, runIntrospection } from '../api/introspection'
import { databaseObjectKeys } from '../api/keys'
import type { ProjectConnection } from '../api/run-built-sql'

const keys = (ref: string) => databaseObjectKeys.queues(ref)

/** Whether pgmq (or functions compatible with it) is there, pg_partman, and the Data API wrappers. */
export const queuesStatusQueryOptions = (connection: ProjectConnection) =>
  // The statement is fixed: the key names what it reads.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: [...keys(connection.projectRef), 'status'],
    queryFn: async ({ signal }) => {
      const [status] = await runIntrospection(connection, queuesStatusSql(), signal)
      if (!status) throw new Error('The database did not answer whether pgmq is there.')
      return status
    },
    enabled: Boolean(connection.connectionString),
  })

/** The queues with pgmq's metrics. */
export const queuesQueryOptions = (connection: ProjectConnection) =>
  introspectionQueryOptions(connection, [...keys(connection.projectRef), 'list'], listQueuesSql())

/** One page of a queue's messages after a message id (null: the first page). */
export const queueMessagesQueryOptions = (connection: ProjectConnection, name: string, status: QueueMessageStatus, after: number | null) =>
  introspectionQueryOptions(connection, [...keys(connection.projectRef), 'messages', name, status, after], queueMessagesSql(name, status, after))
