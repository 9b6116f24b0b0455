import { z } from 'zod/mini'
import { ident, literal } from './quote'

/**
 * Roles page. Postgres's predefined pg_* roles, the role the dashboard connects as and the platform's
 * own roles are system roles: listed, never changed from the page.
 */
const PLATFORM_ROLES = [
  'anon', 'authenticated', 'service_role', 'authenticator', 'dashboard_user', 'pgbouncer', 'pgsodium_keyholder',
  'pgsodium_keyiduser', 'pgsodium_keymaker', 'postgres', 'supabase_admin', 'supabase_auth_admin',
  'supabase_functions_admin', 'supabase_read_only_user', 'supabase_realtime_admin', 'supabase_replication_admin',
  'supabase_storage_admin',
]

export const ROLE_ATTRIBUTES = [
  { key: 'can_login', keyword: 'LOGIN', label: 'Can log in' },
  { key: 'is_superuser', keyword: 'SUPERUSER', label: 'Superuser' },
  { key: 'can_create_db', keyword: 'CREATEDB', label: 'Create databases' },
  { key: 'can_create_role', keyword: 'CREATEROLE', label: 'Create roles' },
  { key: 'is_replication_role', keyword: 'REPLICATION', label: 'Replication' },
  { key: 'can_bypass_rls', keyword: 'BYPASSRLS', label: 'Bypass RLS' },
] as const
export type RoleAttribute = (typeof ROLE_ATTRIBUTES)[number]['key']
export type RoleAttributes = Record<RoleAttribute, boolean>

export const roleSchema = z.object({
  id: z.number(),
  name: z.string(),
  can_login: z.boolean(),
  is_superuser: z.boolean(),
  can_create_db: z.boolean(),
  can_create_role: z.boolean(),
  is_replication_role: z.boolean(),
  can_bypass_rls: z.boolean(),
  connection_limit: z.number(),
  active_connections: z.number(),
  is_system: z.boolean(),
})
export type Role = z.infer<typeof roleSchema>

/** Every role with its attributes and its current connections, in one query. */
export function listRoles() {
  return {
    sql: /* SQL */ `
select r.oid::int8::float8 as id, r.rolname as name, r.rolcanlogin as can_login, r.rolsuper as is_superuser,
  r.rolcreatedb as can_create_db, r.rolcreaterole as can_create_role, r.rolreplication as is_replication_role,
  r.rolbypassrls as can_bypass_rls, r.rolconnlimit as connection_limit,
  coalesce(s.connections, 0)::int as active_connections,
  (r.rolname like 'pg\\_%' or r.rolname = current_user or r.rolname in (${PLATFORM_ROLES.map(literal).join(', ')})) as is_system
from pg_catalog.pg_roles r
left join (select usesysid, count(*) as connections from pg_catalog.pg_stat_activity group by usesysid) s on s.usesysid = r.oid
order by is_system, r.rolname`,
    schema: roleSchema,
  }
}

export interface RoleDefinition {
  name: string
  attributes: RoleAttributes
  /** -1 for no limit. */
  connectionLimit: number
  /** Empty keeps (or, for a new role, sets no) password. */
  password: string
}

function options(role: RoleDefinition) {
  const words = ROLE_ATTRIBUTES.map((a) => (role.attributes[a.key] ? a.keyword : `NO${a.keyword}`))
  words.push(`CONNECTION LIMIT ${Math.trunc(role.connectionLimit)}`)
  if (role.password) words.push(`PASSWORD ${literal(role.password)}`)
  return words.join(' ')
}

const noRows = z.object({})

/** What a preview shows instead of a password: the statement sent carries the real one. */
export const PASSWORD_MASK = '********'

/** The role as a preview shows it: its password, if any, masked. */
export const maskedRole = (role: RoleDefinition): RoleDefinition => ({ ...role, password: role.password ? PASSWORD_MASK : '' })

export function createRole(role: RoleDefinition) {
  return { sql: `create role ${ident(role.name)} with ${options(role)};`, schema: noRows }
}

/** Changes attributes, limit and (when given) password; a new name renames the role first. */
export function alterRole(previousName: string, role: RoleDefinition) {
  const rename = previousName === role.name ? '' : `alter role ${ident(previousName)} rename to ${ident(role.name)};\n`
  return { sql: `${rename}alter role ${ident(role.name)} with ${options(role)};`, schema: noRows }
}

export function dropRole(name: string) {
  return { sql: `drop role ${ident(name)};`, schema: noRows }
}
