import { z } from 'zod/mini'
import { ident, literal, qualified } from './quote'
import { typeName } from './rows'

/** The realtime publication: a table in it streams its changes. */
export const REALTIME_PUBLICATION = 'supabase_realtime'

export const schemaTableSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Estimated rows: the planner's figure (no count). */
  rows: z.number(),
  size_bytes: z.number(),
  columns: z.number(),
  rls_enabled: z.boolean(),
  policies: z.number(),
  realtime: z.boolean(),
  comment: z.nullable(z.string()),
})
export type SchemaTable = z.infer<typeof schemaTableSchema>

/**
 * Every table of one schema with its estimated rows, size, columns, RLS and realtime membership: one
 * query, the publication read once (not per row), no count(*).
 */
export function listSchemaTablesSql(schema: string) {
  const pub = literal(REALTIME_PUBLICATION)
  const sql = /* SQL */ `
with realtime as (
  select pr.prrelid as oid from pg_publication_rel pr join pg_publication p on p.oid = pr.prpubid where p.pubname = ${pub}
), realtime_schemas as (
  select pn.pnnspid as oid from pg_publication_namespace pn join pg_publication p on p.oid = pn.pnpubid where p.pubname = ${pub}
)
select c.oid::int8::float8 as id, c.relname as name,
  (case when c.reltuples >= 0 then c.reltuples::bigint else coalesce(pg_stat_get_live_tuples(c.oid), 0) end)::float8 as rows,
  pg_total_relation_size(c.oid)::float8 as size_bytes,
  (select count(*) from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)::int as columns,
  c.relrowsecurity as rls_enabled,
  (select count(*) from pg_policy p where p.polrelid = c.oid)::int as policies,
  (c.oid in (select oid from realtime) or n.oid in (select oid from realtime_schemas)
    or exists (select 1 from pg_publication p where p.pubname = ${pub} and p.puballtables)) as realtime,
  obj_description(c.oid, 'pg_class') as comment
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = ${literal(schema)} and c.relkind in ('r', 'p') and not c.relispartition
order by c.relname`
  return { sql, schema: schemaTableSchema }
}

export const enumTypeSchema = z.object({ schema: z.string(), name: z.string(), type: z.string() })

/** Enumerated types of user schemas, as column types (`type` is usable in a definition). */
export function listEnumTypesSql() {
  const sql = /* SQL */ `
select n.nspname as schema, t.typname as name, format_type(t.oid, null) as type
from pg_type t join pg_namespace n on n.oid = t.typnamespace
where t.typtype = 'e' and n.nspname not in ('pg_catalog', 'information_schema')
order by n.nspname, t.typname`
  return { sql, schema: enumTypeSchema }
}

const none = z.object({})

export interface TableName {
  schema: string
  name: string
}

export function tableCommentSql(table: TableName, comment: string | null) {
  return { sql: `comment on table ${qualified(table.schema, table.name)} is ${comment ? literal(comment) : 'null'};`, schema: none }
}

export interface ColumnChange {
  type?: string | undefined
  nullable?: boolean | undefined
  /** An SQL expression (now(), 0, 'x'::text); null drops the default; undefined leaves it. */
  defaultExpression?: string | null | undefined
}

/**
 * One column's changes as one ALTER TABLE statement (one transaction): type (values converted through
 * their text), nullability and default, only the parts given.
 */
export function alterColumnSql(table: TableName, column: string, change: ColumnChange) {
  const col = ident(column)
  const parts: string[] = []
  if (change.type !== undefined) {
    const type = typeName(change.type)
    parts.push(`alter column ${col} type ${type} using ${col}::text::${type}`)
  }
  if (change.nullable !== undefined) parts.push(`alter column ${col} ${change.nullable ? 'drop' : 'set'} not null`)
  if (change.defaultExpression === null) parts.push(`alter column ${col} drop default`)
  else if (change.defaultExpression !== undefined) parts.push(`alter column ${col} set default ${defaultExpression(change.defaultExpression)}`)
  if (!parts.length) throw new Error('Nothing to change')
  return { sql: `alter table ${qualified(table.schema, table.name)}\n  ${parts.join(',\n  ')};`, schema: none }
}

/**
 * A default the user wrote as SQL. It must be one expression: no statement separator, no comment
 * outside a quoted literal, balanced parentheses and quotes.
 */
export function defaultExpression(text: string): string {
  const expression = text.trim()
  let depth = 0
  let quoted = false
  for (let i = 0; i < expression.length; i++) {
    const ch = expression[i]!
    if (quoted) {
      if (ch === "'") quoted = false
      continue
    }
    if (ch === "'") quoted = true
    else if (ch === '(') depth++
    else if (ch === ')') depth--
    else if (ch === ';' || (ch === '-' && expression[i + 1] === '-') || (ch === '/' && expression[i + 1] === '*')) depth = -1
    if (depth < 0) break
  }
  if (!expression || quoted || depth !== 0) throw new Error(`Not a single SQL expression: ${text}`)
  return expression
}
