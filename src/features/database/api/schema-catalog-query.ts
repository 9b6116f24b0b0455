import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { databaseKeys } from './keys'
import { executeSql } from './execute-sql'
import { userSchema } from '../sql/system-schemas'

/** The schema-to-text input of SPEC §3: one table with its columns, primary keys and relationships. */
export const catalogColumnSchema = z.object({
  name: z.string(),
  data_type: z.string(),
  is_identity: z.boolean(),
  is_nullable: z.boolean(),
  default_value: z.nullable(z.string()),
  is_unique: z.boolean(),
  check: z.nullable(z.string()),
})
export const catalogRelationshipSchema = z.object({
  constraint_name: z.string(),
  source_table_name: z.string(),
  source_column_name: z.string(),
  target_table_schema: z.string(),
  target_table_name: z.string(),
  target_column_name: z.string(),
})
export const catalogTableSchema = z.object({
  schema: z.string(),
  name: z.string(),
  columns: z.array(catalogColumnSchema),
  primary_keys: z.array(z.object({ name: z.string() })),
  relationships: z.array(catalogRelationshipSchema),
})
export type CatalogTable = z.infer<typeof catalogTableSchema>
export type CatalogColumn = z.infer<typeof catalogColumnSchema>
export type CatalogRelationship = z.infer<typeof catalogRelationshipSchema>

/** Platform-internal schemas that are not the user's data model. */
/** How many tables the catalog reads at most, to keep the assistant's context small. */
export const CATALOG_TABLE_LIMIT = 100
export const SCHEMA_CATALOG_STALE_TIME_MS = 60_000

export const SCHEMA_CATALOG_SQL = /* SQL */ `
with tables as (
  select c.oid, n.nspname as schema, c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and ${userSchema('n.nspname')}
  order by n.nspname, c.relname
  limit ${CATALOG_TABLE_LIMIT}
)
select t.schema, t.name,
  coalesce((
    select json_agg(json_build_object(
      'name', a.attname,
      'data_type', format_type(a.atttypid, a.atttypmod),
      'is_identity', a.attidentity in ('a', 'd'),
      'is_nullable', not a.attnotnull,
      'default_value', pg_get_expr(d.adbin, d.adrelid),
      'is_unique', exists (
        select 1 from pg_index i
        where i.indrelid = t.oid and i.indisunique and not i.indisprimary and i.indnatts = 1 and i.indkey[0] = a.attnum
      ),
      'check', (
        select pg_get_constraintdef(k.oid) from pg_constraint k
        where k.conrelid = t.oid and k.contype = 'c' and k.conkey = array[a.attnum]::smallint[]
        order by k.conname limit 1
      )
    ) order by a.attnum)
    from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
  ), '[]') as columns,
  coalesce((
    select json_agg(json_build_object('name', a.attname) order by array_position(k.conkey, a.attnum))
    from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
    where k.conrelid = t.oid and k.contype = 'p'
  ), '[]') as primary_keys,
  coalesce((
    select json_agg(json_build_object(
      'constraint_name', k.conname,
      'source_table_name', sc.relname,
      'source_column_name', sa.attname,
      'target_table_schema', tn.nspname,
      'target_table_name', tc.relname,
      'target_column_name', ta.attname
    ) order by k.conname, u.ord)
    from pg_constraint k
    cross join lateral unnest(k.conkey, k.confkey) with ordinality as u(source_attnum, target_attnum, ord)
    join pg_class sc on sc.oid = k.conrelid
    join pg_attribute sa on sa.attrelid = k.conrelid and sa.attnum = u.source_attnum
    join pg_class tc on tc.oid = k.confrelid
    join pg_namespace tn on tn.oid = tc.relnamespace
    join pg_attribute ta on ta.attrelid = k.confrelid and ta.attnum = u.target_attnum
    where k.contype = 'f' and (k.conrelid = t.oid or k.confrelid = t.oid)
  ), '[]') as relationships
from tables t
order by t.schema, t.name
`

export interface SchemaCatalogInput {
  projectRef: string
  connectionString: string | null | undefined
}

/** The project's tables as the schema-to-text input, read through the query call. */
export async function getSchemaCatalog({ projectRef, connectionString }: SchemaCatalogInput, signal?: AbortSignal) {
  const rows = await executeSql({ projectRef, connectionString, query: SCHEMA_CATALOG_SQL, signal })
  return z.array(catalogTableSchema).parse(rows)
}

export const schemaCatalogQueryOptions = ({ projectRef, connectionString }: SchemaCatalogInput) =>
  // The connection string belongs to the project: the ref alone identifies the catalog.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: databaseKeys.schema(projectRef),
    queryFn: ({ signal }) => getSchemaCatalog({ projectRef, connectionString }, signal),
    staleTime: SCHEMA_CATALOG_STALE_TIME_MS,
    enabled: Boolean(connectionString),
  })
