import { literal } from './quote'

/**
 * Schemas that belong to Postgres, the platform or extensions, never the user's: the one list behind the
 * table editor's schema picker, the assistant's schema catalog and the advisor lints.
 */
const SYSTEM_SCHEMAS = [
  '_timescaledb_cache',
  '_timescaledb_catalog',
  '_timescaledb_config',
  '_timescaledb_internal',
  'auth',
  'cron',
  'extensions',
  'graphql',
  'graphql_public',
  'information_schema',
  'net',
  'pgmq',
  'pgroonga',
  'pgsodium',
  'pgsodium_masks',
  'pgtle',
  'pgbouncer',
  'pg_catalog',
  'pg_toast',
  'realtime',
  'repack',
  'storage',
  'supabase_functions',
  'supabase_migrations',
  'tiger',
  'topology',
  'vault',
]

/** `column in (...)`-ready list of the system schemas, quoted. */
export const systemSchemaList = SYSTEM_SCHEMAS.map((name) => literal(name)).join(', ')

/** `n.nspname not in (...)`: the user's own schemas only (temporary and toast schemas excluded). */
export const userSchema = (column: string) =>
  `${column} not in (${systemSchemaList}) and ${column} !~ '^pg_(temp|toast_temp)_'`
