import { z } from 'zod/mini'
import { ident, literal } from './quote'

/** One extension as this database knows it: installed version, and whether it could be installed. */
export const extensionStatusSchema = z.object({
  name: z.string(),
  installed_version: z.nullable(z.string()),
  /** The version `create extension` would install; null when the database does not ship it. */
  default_version: z.nullable(z.string()),
  /** The schema it is installed in. */
  schema: z.nullable(z.string()),
})
export type ExtensionStatus = z.infer<typeof extensionStatusSchema>

/** What pg_extension and pg_available_extensions say about each named extension, in the given order. */
export function extensionStatus(names: readonly string[]) {
  const list = names.map((name) => literal(name)).join(', ')
  return {
    sql: /* SQL */ `
select w.name, e.extversion as installed_version, a.default_version, s.nspname as schema
from unnest(array[${list}]::text[]) with ordinality as w(name, ord)
left join pg_catalog.pg_available_extensions a on a.name = w.name
left join pg_catalog.pg_extension e on e.extname = w.name
left join pg_catalog.pg_namespace s on s.oid = e.extnamespace
order by w.ord`,
    schema: extensionStatusSchema,
  }
}

const noRows = z.object({})

/** Extensions go to their own schema, not public (see the extension_in_public lint). */
export const DEFAULT_EXTENSION_SCHEMA = 'extensions'

/**
 * Installs an extension (with the ones it requires). `schema` is created first when given; leave it
 * out for extensions that pick their own schema (pg_cron, supabase_vault).
 */
export function enableExtension({ name, schema }: { name: string; schema?: string | undefined }) {
  const into = schema ? ` with schema ${ident(schema)}` : ''
  return {
    sql: `${schema ? `create schema if not exists ${ident(schema)};\n` : ''}create extension if not exists ${ident(name)}${into} cascade;`,
    schema: noRows,
  }
}
