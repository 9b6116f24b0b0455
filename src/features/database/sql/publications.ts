import { z } from 'zod/mini'
import { ident, literal, qualified } from './quote'

/** Publications page: each publication with what it publishes and its tables. */
export const PUBLISHED_ACTIONS = ['insert', 'update', 'delete', 'truncate'] as const
export type PublishedAction = (typeof PUBLISHED_ACTIONS)[number]

const tableNameSchema = z.object({ schema: z.string(), name: z.string() })
export type PublishedTable = z.infer<typeof tableNameSchema>

export const publicationSchema = z.object({
  id: z.number(),
  name: z.string(),
  owner: z.string(),
  all_tables: z.boolean(),
  actions: z.array(z.enum(PUBLISHED_ACTIONS)),
  tables: z.array(tableNameSchema),
})
export type Publication = z.infer<typeof publicationSchema>

export function listPublications() {
  return {
    sql: /* SQL */ `
select p.oid::int8::float8 as id, p.pubname as name, pg_catalog.pg_get_userbyid(p.pubowner) as owner,
  p.puballtables as all_tables,
  array_remove(array[
    case when p.pubinsert then 'insert' end, case when p.pubupdate then 'update' end,
    case when p.pubdelete then 'delete' end, case when p.pubtruncate then 'truncate' end
  ], null) as actions,
  coalesce((select json_agg(json_build_object('schema', t.schemaname, 'name', t.tablename) order by t.schemaname, t.tablename)
    from pg_catalog.pg_publication_tables t where t.pubname = p.pubname), '[]'::json) as tables
from pg_catalog.pg_publication p
order by p.pubname`,
    schema: publicationSchema,
  }
}

const noRows = z.object({})

export function createPublication(pub: { name: string; tables: readonly PublishedTable[]; actions: readonly PublishedAction[] }) {
  const tables = pub.tables.length ? ` for table ${pub.tables.map((t) => qualified(t.schema, t.name)).join(', ')}` : ''
  return {
    sql: `create publication ${ident(pub.name)}${tables} with (publish = ${literal(pub.actions.join(', '))});`,
    schema: noRows,
  }
}

export function addPublicationTable(publication: string, table: PublishedTable) {
  return { sql: `alter publication ${ident(publication)} add table ${qualified(table.schema, table.name)};`, schema: noRows }
}

export function removePublicationTable(publication: string, table: PublishedTable) {
  return { sql: `alter publication ${ident(publication)} drop table ${qualified(table.schema, table.name)};`, schema: noRows }
}

export function dropPublication(name: string) {
  return { sql: `drop publication ${ident(name)};`, schema: noRows }
}
