/** SPEC §3: the reference names of the log sources (kept apart: the route's URL schema needs only these). */
export const LOG_SOURCE_NAMES = [
  'edge_logs',
  'auth_logs',
  'auth_audit_logs',
  'storage_logs',
  'function_edge_logs',
  'function_logs',
  'postgres_logs',
  'realtime_logs',
  'postgrest_logs',
  'supavisor_logs',
  'pgbouncer_logs',
  'pg_upgrade_logs',
] as const
export type LogSourceName = (typeof LOG_SOURCE_NAMES)[number]

export const isLogSourceName = (value: unknown): value is LogSourceName =>
  typeof value === 'string' && (LOG_SOURCE_NAMES as readonly string[]).includes(value)

export const FILTER_OPERATORS = [
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'contains',
  'starts with',
  'is null',
  'is not null',
] as const
export type FilterOperator = (typeof FILTER_OPERATORS)[number]
