import { z } from 'zod/mini'
import { ident, literal, qualified } from './quote'

export const INDEX_METHODS = ['btree', 'hash', 'gin', 'gist', 'brin'] as const
export type IndexMethod = (typeof INDEX_METHODS)[number]

export const indexSchema = z.object({
  name: z.string(),
  table: z.string(),
  table_id: z.number(),
  method: z.string(),
  definition: z.string(),
  size_bytes: z.number(),
  /** Index scans since the statistics were last reset. */
  scans: z.number(),
  is_unique: z.boolean(),
  is_primary: z.boolean(),
  /** The constraint the index backs (primary key, unique), if any: dropped with the constraint only. */
  constraint_name: z.nullable(z.string()),
})
export type IndexRow = z.infer<typeof indexSchema>

/** Every index of a schema's tables with its definition, method, size and scans: one query. */
export function listIndexesSql(schema: string) {
  const sql = /* SQL */ `
select i.relname as name, t.relname as "table", t.oid::int8::float8 as table_id, am.amname as method,
  pg_get_indexdef(x.indexrelid) as definition,
  pg_relation_size(x.indexrelid)::float8 as size_bytes,
  coalesce(pg_stat_get_numscans(x.indexrelid), 0)::float8 as scans,
  x.indisunique as is_unique, x.indisprimary as is_primary,
  (select k.conname from pg_constraint k where k.conindid = x.indexrelid and k.conrelid = t.oid limit 1) as constraint_name
from pg_index x
join pg_class i on i.oid = x.indexrelid
join pg_class t on t.oid = x.indrelid
join pg_namespace n on n.oid = t.relnamespace
join pg_am am on am.oid = i.relam
where n.nspname = ${literal(schema)} and t.relkind in ('r', 'p', 'm')
order by t.relname, i.relname`
  return { sql, schema: indexSchema }
}

export interface CreateIndexInput {
  schema: string
  table: string
  columns: readonly string[]
  method: IndexMethod
  unique?: boolean
  /** Builds without blocking writes; must be the only statement of its call (no transaction block). */
  concurrently?: boolean
  /** Left out: Postgres names it. */
  name?: string | undefined
}

const none = z.object({})

/** CREATE INDEX as one statement (so that CONCURRENTLY may run). */
export function createIndexSql({ schema, table, columns, method, unique = false, concurrently = false, name }: CreateIndexInput) {
  if (!columns.length) throw new Error('Choose at least one column')
  if (!(INDEX_METHODS as readonly string[]).includes(method)) throw new Error(`Not an index method: ${method}`)
  if (unique && method !== 'btree') throw new Error('Only btree indexes can be unique')
  const named = name?.trim() ? ` ${ident(name.trim())}` : ''
  const sql = `create ${unique ? 'unique ' : ''}index${concurrently ? ' concurrently' : ''}${named} on ${qualified(schema, table)} using ${method} (${columns.map((c) => ident(c)).join(', ')});`
  return { sql, schema: none }
}

export function dropIndexSql(schema: string, name: string, concurrently = false) {
  return { sql: `drop index${concurrently ? ' concurrently' : ''} ${qualified(schema, name)};`, schema: none }
}
