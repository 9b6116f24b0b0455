import { z } from 'zod/mini'
import { literal } from './quote'
import { systemSchemaList } from './system-schemas'

/**
 * Catalog queries for the table editor. They read only pg_class / pg_namespace / pg_attribute /
 * pg_constraint / pg_type columns that exist on Postgres 15 through 18.
 */


/** Schemas the data API serves by default: a table there without row level security is open to it. */
export const EXPOSED_SCHEMAS = ['public'] as const


export const schemaRowSchema = z.object({ name: z.string(), is_system: z.boolean() })

/** Every schema, user schemas first (then by name), with whether the platform owns it. */
export function listSchemasSql() {
  const sql = /* SQL */ `
select name, is_system from (
  select n.nspname as name,
    (n.nspname in (${systemSchemaList}) or n.nspname like 'pg\\_%') as is_system
  from pg_namespace n
  where n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp\\_%'
) s
order by is_system, name`
  return { sql, schema: z.array(schemaRowSchema) }
}

export const RELATION_KINDS = { r: 'table', p: 'table', v: 'view', m: 'materialized view', f: 'foreign table' } as const
export type RelationKind = keyof typeof RELATION_KINDS
const relationKindSchema = z.enum(['r', 'p', 'v', 'm', 'f'])

// Short keys: a schema of 10,000 tables answers well under 1 MB.
export const tableListRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: relationKindSchema,
  rows: z.number(),
})

/** The row estimate: reltuples once analyzed (-1 before, on Postgres 14+), else the live tuple count of the statistics. */
const ESTIMATE = `(case when c.reltuples >= 0 then c.reltuples::bigint else coalesce(pg_stat_get_live_tuples(c.oid), 0) end)`

/** The relations of one schema that the editor opens, by name, with a live row estimate. */
export function listTablesSql(schema: string) {
  const sql = /* SQL */ `
select c.oid::int8::float8 as id, c.relname as name, c.relkind::text as kind, ${ESTIMATE}::float8 as rows
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = ${literal(schema)} and c.relkind in ('r', 'p', 'v', 'm', 'f')
order by c.relname`
  return { sql, schema: z.array(tableListRowSchema) }
}

export const columnSchema = z.object({
  name: z.string(),
  /** format_type(): the type as Postgres writes it, usable in a cast (`character varying(20)`, `"my type"[]`). */
  type: z.string(),
  /** pg_type.typname of the base element type (int8, text, jsonb, my_enum, ...). */
  udt: z.string(),
  /** pg_type.typcategory: B boolean, N numeric, S string, D date/time, U user (json, uuid, bytea), E enum, A array. */
  category: z.string(),
  is_array: z.boolean(),
  nullable: z.boolean(),
  default_value: z.nullable(z.string()),
  identity: z.boolean(),
  generated: z.boolean(),
  enum_values: z.nullable(z.array(z.string())),
  is_unique: z.boolean(),
  comment: z.nullable(z.string()),
})
export type Column = z.infer<typeof columnSchema>

export const foreignKeySchema = z.object({
  name: z.string(),
  columns: z.array(z.string()),
  target_schema: z.string(),
  target_table: z.string(),
  target_id: z.number(),
  target_columns: z.array(z.string()),
})

export const tableDetailSchema = z.object({
  id: z.number(),
  schema: z.string(),
  name: z.string(),
  kind: relationKindSchema,
  rls_enabled: z.boolean(),
  rows: z.number(),
  columns: z.array(columnSchema),
  primary_key: z.array(z.string()),
  foreign_keys: z.array(foreignKeySchema),
})
export type TableDetail = z.infer<typeof tableDetailSchema>

/** One relation by oid: its columns with their types, primary key and foreign keys. No rows, no count. */
export function tableDetailSql(id: number) {
  const sql = /* SQL */ `
select c.oid::int8::float8 as id, n.nspname as schema, c.relname as name, c.relkind::text as kind,
  c.relrowsecurity as rls_enabled, ${ESTIMATE}::float8 as rows,
  coalesce((
    select json_agg(json_build_object(
      'name', a.attname,
      'type', format_type(a.atttypid, a.atttypmod),
      'udt', coalesce(et.typname, t.typname),
      'category', coalesce(et.typcategory, t.typcategory)::text,
      'is_array', t.typcategory = 'A',
      'nullable', not a.attnotnull,
      'default_value', pg_get_expr(d.adbin, d.adrelid),
      'identity', a.attidentity in ('a', 'd'),
      'generated', a.attgenerated <> '',
      'enum_values', (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = coalesce(et.oid, t.oid)),
      'is_unique', exists (
        select 1 from pg_index i
        where i.indrelid = c.oid and i.indisunique and i.indnatts = 1 and i.indkey[0] = a.attnum
      ),
      'comment', col_description(c.oid, a.attnum)
    ) order by a.attnum)
    from pg_attribute a
    join pg_type t on t.oid = a.atttypid
    left join pg_type et on t.typcategory = 'A' and et.oid = t.typelem
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]') as columns,
  coalesce((
    select json_agg(a.attname order by array_position(k.conkey, a.attnum))
    from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
    where k.conrelid = c.oid and k.contype = 'p'
  ), '[]') as primary_key,
  coalesce((
    select json_agg(json_build_object(
      'name', k.conname,
      'columns', (select json_agg(a.attname order by u.ord) from unnest(k.conkey) with ordinality u(attnum, ord)
                  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum),
      'target_schema', tn.nspname,
      'target_table', tc.relname,
      'target_id', tc.oid::int8::float8,
      'target_columns', (select json_agg(a.attname order by u.ord) from unnest(k.confkey) with ordinality u(attnum, ord)
                  join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum)
    ) order by k.conname)
    from pg_constraint k
    join pg_class tc on tc.oid = k.confrelid
    join pg_namespace tn on tn.oid = tc.relnamespace
    where k.conrelid = c.oid and k.contype = 'f'
  ), '[]') as foreign_keys
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.oid = ${literal(Math.trunc(id))}`
  return { sql, schema: z.array(tableDetailSchema) }
}

export const definitionRowSchema = z.object({ definition: z.string() })

/**
 * The relation's definition as SQL, rebuilt from the catalog: CREATE TABLE with columns and
 * constraints, its indexes, row level security; a view's or materialized view's query.
 */
export function tableDefinitionSql(id: number) {
  const oid = `${literal(Math.trunc(id))}::oid`
  const sql = /* SQL */ `
select case
  when c.relkind in ('v', 'm') then
    'create ' || case c.relkind when 'm' then 'materialized ' else '' end || 'view ' || format('%I.%I', n.nspname, c.relname) ||
    E' as\\n' || pg_get_viewdef(c.oid, true)
  else
    'create ' || case c.relkind when 'f' then 'foreign ' else '' end || 'table ' || format('%I.%I', n.nspname, c.relname) || E' (\\n' ||
    coalesce((
      select string_agg(line, E',\\n' order by ord) from (
        select a.attnum as ord, '  ' || format('%I', a.attname) || ' ' || format_type(a.atttypid, a.atttypmod) ||
          case when a.attidentity = 'a' then ' generated always as identity'
               when a.attidentity = 'd' then ' generated by default as identity'
               when a.attgenerated = 's' then ' generated always as (' || pg_get_expr(d.adbin, d.adrelid) || ') stored'
               when d.adbin is not null then ' default ' || pg_get_expr(d.adbin, d.adrelid) else '' end ||
          case when a.attnotnull then ' not null' else '' end as line
        from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        union all
        select 10000 + row_number() over (order by k.contype <> 'p', k.conname), '  constraint ' || format('%I', k.conname) || ' ' || pg_get_constraintdef(k.oid)
        from pg_constraint k where k.conrelid = c.oid and k.contype in ('p', 'u', 'f', 'c', 'x')
      ) lines
    ), '') || E'\\n);' ||
    coalesce((
      select string_agg(E'\\n' || pg_get_indexdef(i.indexrelid) || ';', '' order by i.indexrelid)
      from pg_index i
      where i.indrelid = c.oid and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = c.oid)
    ), '') ||
    case when c.relrowsecurity then E'\\nalter table ' || format('%I.%I', n.nspname, c.relname) || ' enable row level security;' else '' end
  end as definition
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.oid = ${oid}`
  return { sql, schema: z.array(definitionRowSchema) }
}

export const referenceableColumnSchema = z.object({ schema: z.string(), table: z.string(), column: z.string(), type: z.string() })

/** Columns a foreign key can point at: single-column primary keys and unique keys of tables in user schemas. */
export function referenceableColumnsSql() {
  const sql = /* SQL */ `
select n.nspname as schema, c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as type
from pg_constraint k
join pg_class c on c.oid = k.conrelid
join pg_namespace n on n.oid = c.relnamespace
join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
where k.contype in ('p', 'u') and array_length(k.conkey, 1) = 1
  and n.nspname not in (${systemSchemaList}) and n.nspname not like 'pg\\_%'
order by n.nspname, c.relname, a.attname`
  return { sql, schema: z.array(referenceableColumnSchema) }
}

/** A relation's oid by schema and name (none when it does not exist). */
export function tableIdSql(schema: string, name: string) {
  const sql = `select c.oid::int8::float8 as id from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${literal(schema)} and c.relname = ${literal(name)}`
  return { sql, schema: z.array(z.object({ id: z.number() })) }
}
