import { z } from 'zod/mini'
import { ident } from '../quote'
import type { Lint } from './types'

const extensionRow = z.object({ name: z.string(), schema: z.string(), relocatable: z.boolean() })

/** Where extensions belong instead of public. */
const EXTENSIONS_SCHEMA = 'extensions'

export const extensionInPublic: Lint<z.infer<typeof extensionRow>> = {
  name: 'extension_in_public',
  title: 'Extension in public',
  level: 'WARN',
  category: 'SECURITY',
  description:
    "An extension is installed in the public schema, so its functions and tables are served by the API and sit on everyone's search_path, where they can shadow or be shadowed by your own objects.",
  remediation: `Move the extension to its own schema (${EXTENSIONS_SCHEMA}); extensions that cannot be moved must be dropped and created again in that schema.`,
  query: () => ({
    sql: `select e.extname::text as name, n.nspname::text as schema, e.extrelocatable as relocatable
from pg_extension e join pg_namespace n on n.oid = e.extnamespace
where n.nspname = 'public'
order by 1`,
    schema: extensionRow,
  }),
  finding: (row) => ({
    key: row.name,
    entity: row.name,
    detail: `Extension ${row.name} is installed in the public schema.`,
    fixSql: row.relocatable
      ? `create schema if not exists ${ident(EXTENSIONS_SCHEMA)};\nalter extension ${ident(row.name)} set schema ${ident(EXTENSIONS_SCHEMA)};`
      : undefined,
  }),
}

const versionRow = z.object({ name: z.string(), installed: z.string(), available: z.string() })

export const extensionVersionsOutdated: Lint<z.infer<typeof versionRow>> = {
  name: 'extension_versions_outdated',
  title: 'Extension versions outdated',
  level: 'WARN',
  category: 'SECURITY',
  description:
    'An installed extension is older than the version this database offers. Newer versions carry bug and security fixes.',
  remediation: 'Update the extension with alter extension ... update (read its release notes first).',
  query: () => ({
    sql: `select e.extname::text as name, e.extversion::text as installed, a.default_version::text as available
from pg_extension e join pg_available_extensions a on a.name = e.extname
where a.default_version is not null and e.extversion <> a.default_version
order by 1`,
    schema: versionRow,
  }),
  finding: (row) => ({
    key: row.name,
    entity: row.name,
    detail: `Extension ${row.name} is at version ${row.installed}; version ${row.available} is available.`,
    fixSql: `alter extension ${ident(row.name)} update;`,
  }),
}
