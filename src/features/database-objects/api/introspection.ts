import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { toPgMetaError } from '@/features/database/api/pg-meta-error'
import { shouldRetry } from '@/lib/http/retry'
import { bounded, INTROSPECTION_TIMEOUT, STATEMENT_TIMEOUT_SQLSTATE } from '@/features/database'
import { runBuiltSql, type BuiltSql, type ProjectConnection } from './run-built-sql'

export const INTROSPECTION_TIMEOUT_MESSAGE = `Reading the database catalog took longer than ${INTROSPECTION_TIMEOUT} and was stopped (statement_timeout). The database may be busy or the schema very large: try again, or pick a schema with fewer objects.`

/** A failed catalog read: its statement_timeout fired. */
export class IntrospectionTimeoutError extends Error {
  override name = 'IntrospectionTimeoutError'
  constructor() {
    super(INTROSPECTION_TIMEOUT_MESSAGE)
  }
}

/**
 * Runs a catalog query bounded by its own statement_timeout, in the one pg-meta call; a timeout
 * becomes an error that says so in words.
 */
export async function runIntrospection<T>(connection: ProjectConnection, built: BuiltSql<T>, signal?: AbortSignal): Promise<T[]> {
  try {
    return await runBuiltSql(connection, bounded(built), signal)
  } catch (error) {
    if (toPgMetaError(error).sqlState === STATEMENT_TIMEOUT_SQLSTATE) throw new IntrospectionTimeoutError()
    throw error
  }
}

/** Query options for a catalog query of a database page: bounded, one round trip, waits for the connection. */
export function introspectionQueryOptions<T>(connection: ProjectConnection, queryKey: QueryKey, built: BuiltSql<T>) {
  // The statement is part of the key's meaning: the key names what it reads.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => runIntrospection(connection, built, signal),
    enabled: Boolean(connection.connectionString),
    // A timeout is not cured by asking again at once; other failures follow the app's retry rule.
    retry: (count, error) => !(error instanceof IntrospectionTimeoutError) && shouldRetry(count, error),
  })
}
