import { z } from 'zod/mini'
import { rowsSchema, type Row } from '@/features/database/api/execute-sql'
import { literal } from '@/features/database'
import { api, APPLICATION_NAME_HEADER, CONNECTION_ENCRYPTED_HEADER } from '@/lib/http/client'

export interface RunSqlInput {
  projectRef: string
  connectionString: string | null | undefined
  query: string
  /** The Postgres application_name of this run, so Cancel can find its backend. */
  applicationName: string
  signal?: AbortSignal | undefined
  /** A big result resolves with its first rows, the others appended as they come (`rowsArriving`). */
  earlyRows?: boolean
}

function headers(connectionString: string | null | undefined, applicationName: string) {
  return {
    ...(connectionString ? { [CONNECTION_ENCRYPTED_HEADER]: connectionString } : {}),
    [APPLICATION_NAME_HEADER]: applicationName,
  }
}

/** The pg-meta query call (CONTRACT §5) tagged with the run's own application_name. */
export function runSql({ projectRef, connectionString, query, applicationName, signal, earlyRows = false }: RunSqlInput): Promise<Row[]> {
  return api.postJson('/platform/pg-meta/{ref}/query', { query }, rowsSchema, {
    params: { ref: projectRef },
    headers: headers(connectionString, applicationName),
    signal,
    earlyRows,
  })
}

/** SQL that cancels the backend running under `applicationName` (pg_cancel_backend). */
export const cancelBackendSql = (applicationName: string) => ({
  sql: `select pg_cancel_backend(pid) as cancelled from pg_stat_activity where application_name = ${literal(applicationName)} and pid <> pg_backend_pid()`,
  schema: z.array(z.object({ cancelled: z.boolean() })),
})

/** Asks Postgres to stop the run (the aborted request alone leaves it running on the server). */
export async function cancelBackend(input: Omit<RunSqlInput, 'query' | 'signal'>) {
  const { sql, schema } = cancelBackendSql(input.applicationName)
  const rows = await runSql({ ...input, applicationName: `${input.applicationName}-cancel`, query: sql })
  return schema.parse(rows)
}
