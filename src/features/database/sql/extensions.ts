import { z } from 'zod/mini'
import { ident, literal } from './quote'

const extensionStatusSchema = z.object({
  name: z.string(),
  /** Null when the extension is not installed. */
  installed_version: z.nullable(z.string()),
  /** Null when the server does not offer the extension at all. */
  default_version: z.nullable(z.string()),
  /** The schema it is installed in. */
  schema: z.nullable(z.string()),
  comment: z.nullable(z.string()),
})
export type ExtensionStatus = z.infer<typeof extensionStatusSchema>

/** Whether an extension is installed (pg_extension) or at least offered (pg_available_extensions). */
export function extensionStatusQuery(name: string) {
  const sql = `select ${literal(name)}::text as name, e.extversion::text as installed_version,
  a.default_version::text as default_version, n.nspname::text as schema, a.comment::text as comment
from (select 1) one
left join pg_extension e on e.extname = ${literal(name)}
left join pg_namespace n on n.oid = e.extnamespace
left join pg_available_extensions a on a.name = ${literal(name)}`
  return { sql, schema: extensionStatusSchema }
}

/** Extensions go to their own schema, not public (see the extension_in_public lint). */
export const DEFAULT_EXTENSION_SCHEMA = 'extensions'

export function enableExtensionSql(name: string, schema = DEFAULT_EXTENSION_SCHEMA) {
  return `create schema if not exists ${ident(schema)};\ncreate extension if not exists ${ident(name)} with schema ${ident(schema)};`
}
