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

export const availableExtensionSchema = z.object({
  name: z.string(),
  default_version: z.nullable(z.string()),
  installed_version: z.nullable(z.string()),
  schema: z.nullable(z.string()),
  comment: z.nullable(z.string()),
})
export type AvailableExtension = z.infer<typeof availableExtensionSchema>

/** Every extension the database can load (pg_available_extensions), installed or not, with its schema. */
export function listExtensionsSql() {
  return {
    sql: /* SQL */ `
select a.name, a.default_version, e.extversion as installed_version, s.nspname as schema, a.comment
from pg_catalog.pg_available_extensions a
left join pg_catalog.pg_extension e on e.extname = a.name
left join pg_catalog.pg_namespace s on s.oid = e.extnamespace
order by (e.extname is null), a.name`,
    schema: availableExtensionSchema,
  }
}

export const extensionDependentSchema = z.object({ kind: z.string(), name: z.string() })

/** What depends on an installed extension: extensions that require it, columns of its types. */
export function extensionDependentsSql(name: string) {
  const ext = `(select oid from pg_catalog.pg_extension where extname = ${literal(name)})`
  return {
    sql: /* SQL */ `
select kind, name from (
  select 'extension' as kind, x.extname::text as name
  from pg_catalog.pg_depend d join pg_catalog.pg_extension x on x.oid = d.objid
  where d.classid = 'pg_extension'::regclass and d.refclassid = 'pg_extension'::regclass and d.refobjid = ${ext}
  union all
  select 'column', format('%I.%I.%I', n.nspname, c.relname, a.attname)
  from pg_catalog.pg_attribute a
  join pg_catalog.pg_class c on c.oid = a.attrelid and c.relkind in ('r', 'p', 'v', 'm', 'f')
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where not a.attisdropped and a.attnum > 0 and a.atttypid in (
    select d.objid from pg_catalog.pg_depend d
    where d.classid = 'pg_type'::regclass and d.refclassid = 'pg_extension'::regclass and d.refobjid = ${ext} and d.deptype = 'e'
  )
) deps order by kind, name`,
    schema: extensionDependentSchema,
  }
}

/** DROP EXTENSION; CASCADE (dropping what depends on it) only when asked. */
export function disableExtension({ name, cascade = false }: { name: string; cascade?: boolean }) {
  return { sql: `drop extension if exists ${ident(name)}${cascade ? ' cascade' : ''};`, schema: noRows }
}
