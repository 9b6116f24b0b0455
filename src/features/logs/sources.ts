import type { LogSourceName } from './source-names'

/** SPEC §3 log schemas: reference name, label, and typed field paths (nested under metadata). */
export type LogFieldType = 'string' | 'number' | 'boolean' | 'datetime' | 'number[]' | 'string[]'
interface LogField {
  path: string
  type: LogFieldType
}
export interface LogSource {
  name: LogSourceName
  label: string
  fields: readonly LogField[]
}

const COMMON: LogField[] = [
  { path: 'id', type: 'string' },
  { path: 'timestamp', type: 'datetime' },
  { path: 'event_message', type: 'string' },
]
const f = (path: string, type: LogFieldType = 'string'): LogField => ({ path: `metadata.${path}`, type })

export const LOG_SOURCES: readonly LogSource[] = [
  {
    name: 'edge_logs',
    label: 'API Gateway',
    fields: [
      ...COMMON,
      f('request_id'),
      f('request.method'),
      f('request.path'),
      f('request.search'),
      f('request.host'),
      f('request.headers.user_agent'),
      f('request.headers.x_real_ip'),
      f('response.status_code', 'number'),
      f('response.origin_time', 'number'),
    ],
  },
  {
    name: 'auth_logs',
    label: 'Auth',
    fields: [...COMMON, f('level'), f('status', 'number'), f('path'), f('msg'), f('error')],
  },
  {
    name: 'auth_audit_logs',
    label: 'Auth audit',
    fields: [...COMMON, f('action'), f('actor_id'), f('actor_username'), f('log_type'), f('ip_address')],
  },
  {
    name: 'storage_logs',
    label: 'Storage',
    fields: [
      ...COMMON,
      f('level'),
      f('method'),
      f('path'),
      f('status_code', 'number'),
      f('bucket'),
      f('duration_ms', 'number'),
    ],
  },
  {
    name: 'function_edge_logs',
    label: 'Edge Functions (invocations)',
    fields: [
      ...COMMON,
      f('function_id'),
      f('request.method'),
      f('request.url'),
      f('response.status_code', 'number'),
      f('execution_time_ms', 'number'),
    ],
  },
  {
    name: 'function_logs',
    label: 'Edge Functions (console)',
    fields: [...COMMON, f('function_id'), f('level'), f('execution_id'), f('event_type')],
  },
  {
    name: 'postgres_logs',
    label: 'Postgres',
    fields: [
      ...COMMON,
      f('request_id'),
      f('parsed.error_severity'),
      f('parsed.user_name'),
      f('parsed.database_name'),
      f('parsed.sql_state_code'),
      f('parsed.query'),
      f('parsed.backend_type'),
      f('parsed.session_id'),
      f('parsed.duration_ms', 'number'),
    ],
  },
  {
    name: 'realtime_logs',
    label: 'Realtime',
    fields: [
      ...COMMON,
      f('level'),
      f('project'),
      f('channel'),
      f('external_id'),
      f('measurements.connected', 'number'),
    ],
  },
  {
    name: 'postgrest_logs',
    label: 'PostgREST',
    fields: [
      ...COMMON,
      f('request_id'),
      f('level'),
      f('method'),
      f('path'),
      f('status_code', 'number'),
      f('roles', 'string[]'),
    ],
  },
  {
    name: 'supavisor_logs',
    label: 'Shared pooler',
    fields: [
      ...COMMON,
      f('level'),
      f('region'),
      f('db_name'),
      f('user'),
      f('pool_size', 'number'),
      f('is_ssl', 'boolean'),
    ],
  },
  {
    name: 'pgbouncer_logs',
    label: 'Dedicated pooler',
    fields: [...COMMON, f('level'), f('host'), f('user'), f('database'), f('wait_times_ms', 'number[]')],
  },
  {
    name: 'pg_upgrade_logs',
    label: 'Postgres upgrades',
    fields: [...COMMON, f('level'), f('phase'), f('from_version'), f('to_version'), f('success', 'boolean')],
  },
]

export const logSource = (name: LogSourceName) => LOG_SOURCES.find((s) => s.name === name)!
export { isLogSourceName, LOG_SOURCE_NAMES, type LogSourceName } from './source-names'

/** The sources that carry a request id, so one request can be followed through them. */
export const REQUEST_ID_SOURCES: readonly LogSourceName[] = ['edge_logs', 'postgrest_logs', 'postgres_logs']
export const REQUEST_ID_PATH = 'metadata.request_id'
