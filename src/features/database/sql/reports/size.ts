import { z } from 'zod/mini'

export const databaseSizeSchema = z.object({ database: z.string(), bytes: z.number() })

/** The current database's size on disk (pg_database_size), in bytes. */
export function databaseSizeSql() {
  const sql = /* SQL */ `select current_database()::text as database, pg_database_size(current_database())::float8 as bytes`
  return { sql, schema: databaseSizeSchema }
}

export const tableSizeSchema = z.object({
  schema: z.string(),
  name: z.string(),
  /** Table, indexes and TOAST together (pg_total_relation_size). */
  total_bytes: z.number(),
  table_bytes: z.number(),
  index_bytes: z.number(),
  /** The planner's row estimate; -1 when the table was never vacuumed or analyzed. */
  estimated_rows: z.number(),
})

export const TABLE_SIZES_LIMIT = 10

/** The largest tables and materialized views of every schema but Postgres's own, biggest first. */
export function tableSizesSql(limit = TABLE_SIZES_LIMIT) {
  const sql = /* SQL */ `select n.nspname::text as schema, c.relname::text as name,
  pg_total_relation_size(c.oid)::float8 as total_bytes,
  pg_relation_size(c.oid)::float8 as table_bytes,
  pg_indexes_size(c.oid)::float8 as index_bytes,
  c.reltuples::float8 as estimated_rows
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p', 'm')
  and n.nspname not in ('pg_catalog', 'information_schema')
  and n.nspname !~ '^pg_toast'
order by total_bytes desc, schema, name
limit ${Math.max(1, Math.floor(limit))}`
  return { sql, schema: tableSizeSchema }
}
