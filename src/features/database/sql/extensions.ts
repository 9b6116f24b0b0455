import { z } from 'zod/mini'
import { ident, literal } from './quote'

export const extensionStatusSchema = z.array(
  z.object({ name: z.string(), available: z.boolean(), installed: z.boolean(), schema: z.nullable(z.string()), version: z.nullable(z.string()) }),
)
export type ExtensionStatus = z.infer<typeof extensionStatusSchema>[number]

/** Whether an extension is installed (and where), or at least available to install. One row always. */
export function extensionStatusSql(name: string) {
  const sql = /* SQL */ `
select ${literal(name)} as name,
  exists (select 1 from pg_available_extensions a where a.name = ${literal(name)}) as available,
  e.oid is not null as installed,
  n.nspname as schema,
  e.extversion as version
from (select 1) one
left join pg_extension e on e.extname = ${literal(name)}
left join pg_namespace n on n.oid = e.extnamespace`
  return { sql, schema: extensionStatusSchema }
}

/** CREATE EXTENSION, in the given schema when one is named. */
export function enableExtensionSql(name: string, schema?: string) {
  return { sql: `create extension if not exists ${ident(name)}${schema ? ` schema ${ident(schema)}` : ''}`, schema: z.array(z.unknown()) }
}
