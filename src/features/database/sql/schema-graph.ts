import { z } from 'zod/mini'
import { literal } from './quote'

/**
 * The schema visualizer's one catalog query: every table of a schema with its columns (type, primary
 * key, nullable) and its foreign keys (columns and the referenced table and columns).
 */
const graphColumnSchema = z.object({
  name: z.string(),
  type: z.string(),
  nullable: z.boolean(),
  primary_key: z.boolean(),
})
const graphForeignKeySchema = z.object({
  name: z.string(),
  columns: z.array(z.string()),
  target_id: z.number(),
  target_schema: z.string(),
  target_table: z.string(),
  target_columns: z.array(z.string()),
})
const graphTableSchema = z.object({
  id: z.number(),
  name: z.string(),
  columns: z.array(graphColumnSchema),
  foreign_keys: z.array(graphForeignKeySchema),
})
export type GraphTable = z.infer<typeof graphTableSchema>

const attnames = (rel: string, keys: string) =>
  `(select coalesce(array_agg(a.attname::text order by k.i), '{}') from unnest(${keys}) with ordinality k(attnum, i)
     join pg_catalog.pg_attribute a on a.attrelid = ${rel} and a.attnum = k.attnum)`

export function schemaGraph(schema: string) {
  return {
    sql: /* SQL */ `
select c.oid::int8::float8 as id, c.relname as name,
  coalesce((
    select json_agg(json_build_object(
      'name', a.attname, 'type', pg_catalog.format_type(a.atttypid, a.atttypmod), 'nullable', not a.attnotnull,
      'primary_key', coalesce(a.attnum = any(pk.conkey), false)) order by a.attnum)
    from pg_catalog.pg_attribute a
    left join pg_catalog.pg_constraint pk on pk.conrelid = c.oid and pk.contype = 'p'
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]'::json) as columns,
  coalesce((
    select json_agg(json_build_object(
      'name', fk.conname, 'columns', ${attnames('fk.conrelid', 'fk.conkey')},
      'target_id', fk.confrelid::int8::float8, 'target_schema', tn.nspname, 'target_table', tc.relname,
      'target_columns', ${attnames('fk.confrelid', 'fk.confkey')}) order by fk.conname)
    from pg_catalog.pg_constraint fk
    join pg_catalog.pg_class tc on tc.oid = fk.confrelid
    join pg_catalog.pg_namespace tn on tn.oid = tc.relnamespace
    where fk.conrelid = c.oid and fk.contype = 'f'
  ), '[]'::json) as foreign_keys
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = ${literal(schema)} and c.relkind in ('r', 'p') and not c.relispartition
order by c.relname`,
    schema: graphTableSchema,
  }
}
