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

/** How many dependents the disable dialog lists at most. */
export const EXTENSION_DEPENDENTS_LIMIT = 200

/**
 * What DROP EXTENSION ... CASCADE would also drop, from pg_depend: every object outside the extension
 * that depends on it or on one of its members (plpgsql's functions through its language, their
 * triggers through those functions, columns of its types, extensions that require it), and so on
 * down the chain. Named as Postgres names them (pg_identify_object), e.g. function public.f(integer).
 */
export function extensionDependentsSql(name: string) {
  const sql = /* SQL */ `
with recursive ext as (
  select oid from pg_catalog.pg_extension where extname = ${literal(name)}
), members as (
  select d.classid, d.objid from pg_catalog.pg_depend d, ext
  where d.refclassid = 'pg_catalog.pg_extension'::regclass and d.refobjid = ext.oid and d.deptype = 'e'
  union all
  select 'pg_catalog.pg_extension'::regclass, ext.oid from ext
), dependents(classid, objid, objsubid) as (
  select d.classid, d.objid, d.objsubid
  from pg_catalog.pg_depend d join members m on d.refclassid = m.classid and d.refobjid = m.objid
  where d.deptype in ('n', 'a')
  union
  select d.classid, d.objid, d.objsubid
  from pg_catalog.pg_depend d join dependents p on d.refclassid = p.classid and d.refobjid = p.objid and (p.objsubid = 0 or d.refobjsubid = p.objsubid)
  where d.deptype in ('n', 'a')
)
select distinct o.type as kind, o.identity as name
from dependents p, lateral pg_catalog.pg_identify_object(p.classid, p.objid, p.objsubid) o
where not exists (select 1 from members m where m.classid = p.classid and m.objid = p.objid)
  and o.identity is not null
order by kind, name
limit ${EXTENSION_DEPENDENTS_LIMIT}`
  return { sql, schema: extensionDependentSchema }
}

/** DROP EXTENSION; CASCADE (dropping what depends on it) only when asked. */
export function disableExtension({ name, cascade = false }: { name: string; cascade?: boolean }) {
  return { sql: `drop extension if exists ${ident(name)}${cascade ? ' cascade' : ''};`, schema: noRows }
}
