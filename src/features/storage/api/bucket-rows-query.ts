import { queryOptions } from '@tanstack/react-query'
import { listStorageBucketsSql } from '@/features/database'
import { runBuiltSql, type ProjectConnection } from '@/features/database-objects/api/run-built-sql'
import { storageKeys } from './keys'

/** storage.buckets read through the pg-meta call: the buckets when the storage service is not reachable (self-hosted without it). */
export const bucketRowsQueryOptions = (connection: ProjectConnection) =>
  // The project's ref names the database; its connection string is how it is reached, not what is read.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: [...storageKeys.all(connection.projectRef), 'bucket-rows'],
    queryFn: ({ signal }) => runBuiltSql(connection, listStorageBucketsSql(), signal),
    retry: false,
  })
