import { z } from 'zod/mini'
import { literal } from '../quote'

export const runningQuerySchema = z.object({
  pid: z.number(),
  user: z.nullable(z.string()),
  database: z.nullable(z.string()),
  application: z.nullable(z.string()),
  client: z.nullable(z.string()),
  state: z.nullable(z.string()),
  wait_event_type: z.nullable(z.string()),
  /** When the statement started, as Postgres prints it: identifies it for cancel and terminate. */
  query_start: z.string(),
  /** Seconds since it started. */
  duration_s: z.number(),
  query: z.string(),
})
export type RunningQuery = z.infer<typeof runningQuerySchema>

export const RUNNING_QUERIES_LIMIT = 20
/** The statement text shown per query; longer ones are cut. */
const QUERY_TEXT_LIMIT = 2000

/**
 * Statements running now (active, or idle in a transaction), the longest running first, other than
 * this report's own and background workers'.
 */
export function longestRunningQueriesSql(limit = RUNNING_QUERIES_LIMIT) {
  const sql = /* SQL */ `select a.pid::int as pid, a.usename::text as "user", a.datname::text as database,
  nullif(a.application_name, '') as application, host(a.client_addr) as client,
  a.state, a.wait_event_type, a.query_start::text as query_start,
  extract(epoch from (clock_timestamp() - a.query_start))::float8 as duration_s,
  left(a.query, ${QUERY_TEXT_LIMIT}) as query
from pg_stat_activity a
where a.pid <> pg_backend_pid()
  and a.backend_type = 'client backend'
  and a.state is not null and a.state <> 'idle'
  and a.query_start is not null
order by a.query_start, a.pid
limit ${Math.max(1, Math.floor(limit))}`
  return { sql, schema: runningQuerySchema }
}

export type BackendAction = 'cancel' | 'terminate'

export const backendActionSchema = z.object({ signalled: z.boolean() })

/**
 * Cancels the statement (pg_cancel_backend) or ends the session (pg_terminate_backend) of `pid`, only
 * while that session still runs the statement that started at `queryStart`: a pid reused by another
 * session, or a statement that already finished, is left alone and answers `signalled: false`.
 */
export function signalBackendSql(action: BackendAction, pid: number, queryStart: string) {
  if (!Number.isSafeInteger(pid) || pid <= 0) throw new Error(`Invalid process id: ${pid}`)
  const call = action === 'cancel' ? 'pg_cancel_backend' : 'pg_terminate_backend'
  const sql = /* SQL */ `select coalesce(bool_or(${call}(a.pid)), false) as signalled
from pg_stat_activity a
where a.pid = ${literal(pid)} and a.query_start = ${literal(queryStart)}::timestamptz and a.state <> 'idle'`
  return { sql, schema: backendActionSchema }
}
