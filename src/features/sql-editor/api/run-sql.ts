import { z } from 'zod/mini'
import { executeSql, type Row } from '@/features/database/api/execute-sql'
import type { RoleChoice } from '@/features/database'
import { literal } from '@/features/database'
import { APPLICATION_NAME_HEADER } from '@/lib/http/client'
import type { Ahead } from '@/lib/json/read-json-answer'

export interface RunSqlInput {
  projectRef: string
  connectionString: string | null | undefined
  query: string
  /** The Postgres application_name of this run, so Cancel can find its backend. */
  applicationName: string
  signal?: AbortSignal | undefined
  /** A big result resolves with its first rows or its columns, the rows appended as they come (`rowsArriving`). */
  ahead?: Ahead | undefined
  /** Who the query runs as (CONTRACT §15). */
  role?: RoleChoice | undefined
}

/** The pg-meta query call (CONTRACT §5) tagged with the run's own application_name. */
export function runSql({ applicationName, ...input }: RunSqlInput): Promise<Row[]> {
  return executeSql({ ...input, headers: { [APPLICATION_NAME_HEADER]: applicationName } })
}

/** SQL that cancels the backend running under `applicationName` (pg_cancel_backend). */
export const cancelBackendSql = (applicationName: string) => ({
  sql: `select pg_cancel_backend(pid) as cancelled from pg_stat_activity where application_name = ${literal(applicationName)} and pid <> pg_backend_pid()`,
  schema: z.array(z.object({ cancelled: z.boolean() })),
})

/** Asks Postgres to stop the run (the aborted request alone leaves it running on the server). */
export async function cancelBackend(input: Omit<RunSqlInput, 'query' | 'signal' | 'role'>) {
  const { sql, schema } = cancelBackendSql(input.applicationName)
  const rows = await runSql({ ...input, applicationName: `${input.applicationName}-cancel`, query: sql })
  return schema.parse(rows)
}
