import type { z } from 'zod/mini'
import { literal } from '../quote'

export type LintLevel = 'ERROR' | 'WARN' | 'INFO'
export type LintCategory = 'SECURITY' | 'PERFORMANCE'

/** What the database offers, read once before the lints run (see environment.ts). */
export interface LintEnvironment {
  /** Schemas the API serves (PostgREST's `pgrst.db_schemas`, or `public` where it is not set). */
  apiSchemas: string[]
  /** Which of the platform's own schemas exist (auth, storage, graphql, ...). */
  schemas: string[]
  /** Which of the platform's own tables exist, as `schema.table` (auth.users, storage.buckets, ...). */
  relations: string[]
  /** Installed extensions. */
  extensions: string[]
}

/** The table a finding is about, so the page can link to it in the table editor. */
export interface FindingTable {
  oid: number
  schema: string
  name: string
}

/** One thing a lint found, in the product's words. */
export interface LintFinding {
  /** Stable within the lint: the entity plus what makes the finding unique (policy, role, ...). */
  key: string
  /** What an advisor rule for one entity names: `schema.table`, `schema.function(args)`, an extension. */
  entity: string
  detail: string
  table?: FindingTable | undefined
  /** SQL that fixes it, opened in the SQL editor for the user to read and run; only where it is safe. */
  fixSql?: string | undefined
}

export interface LintQuery<Row> {
  sql: string
  schema: z.ZodMiniType<Row>
}

/** A lint: its description and the catalog query that finds its cases. */
export interface Lint<Row = unknown> {
  name: string
  title: string
  level: LintLevel
  category: LintCategory
  /** Why it matters. */
  description: string
  /** How to fix it. */
  remediation: string
  /** The lint runs only where these exist (Supabase's own schemas, tables or extensions). */
  requires?: { schemas?: string[]; relations?: string[]; extensions?: string[] }
  // Method syntax: a lint of any row type can stand in a list of lints.
  query(env: LintEnvironment): LintQuery<Row>
  finding(row: Row): LintFinding
}


export const list = (values: readonly string[]) => (values.length ? values.map((v) => literal(v)).join(', ') : 'NULL')

export { userSchema } from '../system-schemas'

/** `n.nspname in (...)`: a schema the API serves. */
export const apiSchema = (column: string, env: LintEnvironment) => `${column} in (${list(env.apiSchemas)})`

/** Not a member of an extension (objects an extension created are the extension's to fix). */
export const notFromExtension = (oidColumn: string, catalog = 'pg_class') =>
  `not exists (select 1 from pg_depend dep where dep.classid = '${catalog}'::regclass and dep.objid = ${oidColumn} and dep.deptype = 'e')`

/** The API roles (anon, authenticated) that exist here; the lints compare by oid, so a missing role is no error. */
export const API_ROLES = ['anon', 'authenticated']
export const apiRoleCan = (check: (roleOid: string) => string) =>
  `exists (select 1 from pg_roles api_role where api_role.rolname in (${list(API_ROLES)}) and ${check('api_role.oid')})`
