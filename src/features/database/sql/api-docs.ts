import { z } from 'zod/mini'
import { literal } from './quote'

/**
 * API docs (issue 23): the tables, views and functions of the schemas the project API exposes, with
 * the columns and arguments the snippets are made from. One statement each, read through pg-meta.
 */
const exposedList = (schemas: readonly string[]) => (schemas.length === 0 ? 'null' : schemas.map((schema) => literal(schema)).join(', '))

export const apiColumnSchema = z.object({
  name: z.string(),
  type: z.string(),
  nullable: z.boolean(),
  has_default: z.boolean(),
  primary_key: z.boolean(),
})
export type ApiColumn = z.infer<typeof apiColumnSchema>

export const apiRelationSchema = z.object({
  schema: z.string(),
  name: z.string(),
  kind: z.enum(['table', 'view']),
  comment: z.nullable(z.string()),
  columns: z.array(apiColumnSchema),
})
export type ApiRelation = z.infer<typeof apiRelationSchema>

/** Tables (plain, partitioned, foreign) and views (plain, materialized) with their columns in order. */
export function apiRelationsSql(schemas: readonly string[]) {
  return {
    sql: /* SQL */ `
select n.nspname as schema, c.relname as name,
  case when c.relkind in ('v', 'm') then 'view' else 'table' end as kind,
  pg_catalog.obj_description(c.oid, 'pg_class') as comment,
  coalesce((
    select json_agg(json_build_object(
      'name', a.attname,
      'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
      'nullable', not a.attnotnull,
      'has_default', a.atthasdef or a.attidentity <> '' or a.attgenerated <> '',
      'primary_key', exists (select 1 from pg_catalog.pg_index i where i.indrelid = c.oid and i.indisprimary and a.attnum = any(i.indkey))
    ) order by a.attnum)
    from pg_catalog.pg_attribute a
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]'::json) as columns
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p', 'f', 'v', 'm') and not c.relispartition and n.nspname in (${exposedList(schemas)})
order by n.nspname, c.relname`,
    schema: apiRelationSchema,
  }
}

export const apiFunctionSchema = z.object({
  schema: z.string(),
  name: z.string(),
  arguments: z.array(z.object({ name: z.nullable(z.string()), type: z.string() })),
  return_type: z.string(),
  comment: z.nullable(z.string()),
})
export type ApiFunction = z.infer<typeof apiFunctionSchema>

/** Functions callable as RPC: plain functions, not triggers' or an extension's own. Input arguments only. */
export function apiFunctionsSql(schemas: readonly string[]) {
  return {
    sql: /* SQL */ `
select n.nspname as schema, p.proname as name,
  coalesce((
    select json_agg(json_build_object('name', nullif(t.name, ''), 'type', pg_catalog.format_type(t.type, null)) order by t.ord)
    from unnest(
      coalesce(p.proallargtypes, p.proargtypes::oid[]),
      p.proargnames,
      coalesce(p.proargmodes, array_fill('i'::"char", array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))]))
    ) with ordinality as t(type, name, mode, ord)
    where t.mode in ('i', 'b', 'v')
  ), '[]'::json) as arguments,
  pg_catalog.pg_get_function_result(p.oid) as return_type,
  pg_catalog.obj_description(p.oid, 'pg_proc') as comment
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
where p.prokind = 'f' and n.nspname in (${exposedList(schemas)})
  and p.prorettype not in ('pg_catalog.trigger'::pg_catalog.regtype, 'pg_catalog.event_trigger'::pg_catalog.regtype)
  and not exists (select 1 from pg_catalog.pg_depend d where d.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass and d.objid = p.oid and d.deptype = 'e')
order by n.nspname, p.proname, p.oid`,
    schema: apiFunctionSchema,
  }
}

/** The schemas the API exposes, from the settings' db_schema ("public, storage"); public when unset. */
export function exposedSchemas(dbSchema: string | undefined): string[] {
  const schemas = (dbSchema ?? '').split(',').map((schema) => schema.trim()).filter(Boolean)
  return schemas.length > 0 ? [...new Set(schemas)] : ['public']
}
