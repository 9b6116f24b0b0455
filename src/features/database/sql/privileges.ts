import { z } from 'zod/mini'
import { ident, literal, qualified } from './quote'

/** The privileges Postgres can grant on a single column. */
export const COLUMN_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'REFERENCES'] as const
export type ColumnPrivilege = (typeof COLUMN_PRIVILEGES)[number]

/** Schemas that belong to Postgres itself or to the platform, not to the user's data model. */
const SYSTEM_SCHEMAS = ['pg_catalog', 'information_schema', 'pg_toast']
const systemSchemaFilter = (column: string) =>
  `${column} not in (${SYSTEM_SCHEMAS.map((s) => literal(s)).join(', ')}) and ${column} not like 'pg\\_temp\\_%' and ${column} not like 'pg\\_toast\\_temp\\_%'`

export const privilegeTableSchema = z.object({ schema: z.string(), name: z.string(), kind: z.string() })

/** Tables, views, materialized views and foreign tables whose columns can carry privileges. */
export function privilegeTables() {
  return {
    sql: /* SQL */ `
select n.nspname as schema, c.relname as name,
  case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'f' then 'foreign table' else 'table' end as kind
from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p', 'v', 'm', 'f') and ${systemSchemaFilter('n.nspname')}
order by n.nspname, c.relname`,
    schema: privilegeTableSchema,
  }
}

export const privilegeRoleSchema = z.object({ name: z.string() })

/** Roles a privilege can be granted to: every role but Postgres's predefined pg_* roles. */
export function privilegeRoles() {
  return {
    sql: `select rolname as name from pg_catalog.pg_roles where rolname not like 'pg\\_%' order by rolname`,
    schema: privilegeRoleSchema,
  }
}

/** Where a privilege comes from: a grant on the column, on the whole table, or none. */
export const grantSourceSchema = z.nullable(z.enum(['column', 'table']))

export const columnPrivilegeRowSchema = z.object({
  column: z.string(),
  data_type: z.string(),
  SELECT: grantSourceSchema,
  INSERT: grantSourceSchema,
  UPDATE: grantSourceSchema,
  REFERENCES: grantSourceSchema,
})
export type ColumnPrivilegeRow = z.infer<typeof columnPrivilegeRowSchema>

/**
 * The matrix of one role on one table: per column, each privilege granted directly to the role on
 * the column (pg_attribute.attacl) or on the whole table (pg_class.relacl, which covers every column).
 */
export function columnPrivileges({ schema, table, role }: { schema: string; table: string; role: string }) {
  const source = (privilege: ColumnPrivilege) => /* SQL */ `
  case
    when exists (select 1 from aclexplode(coalesce(t.relacl, acldefault('r', t.relowner))) x
                 where x.grantee = r.oid and x.privilege_type = ${literal(privilege)}) then 'table'
    when exists (select 1 from aclexplode(a.attacl) x
                 where x.grantee = r.oid and x.privilege_type = ${literal(privilege)}) then 'column'
  end as ${ident(privilege)}`
  return {
    sql: /* SQL */ `
with t as (
  select c.oid, c.relacl, c.relowner from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = ${literal(schema)} and c.relname = ${literal(table)}
), r as (select oid from pg_catalog.pg_roles where rolname = ${literal(role)})
select a.attname as column, format_type(a.atttypid, a.atttypmod) as data_type,${COLUMN_PRIVILEGES.map(source).join(',')}
from t cross join r
join pg_catalog.pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
order by a.attnum`,
    schema: columnPrivilegeRowSchema,
  }
}

export interface ColumnGrant {
  schema: string
  table: string
  column: string
  role: string
  privilege: ColumnPrivilege
}

const noRows = z.object({})

/** Grants one privilege on one column. */
export function grantColumnPrivilege({ schema, table, column, role, privilege }: ColumnGrant) {
  return {
    sql: `grant ${privilege} (${ident(column)}) on table ${qualified(schema, table)} to ${ident(role)};`,
    schema: noRows,
  }
}

/**
 * Revokes one privilege on one column. When the role holds it on the whole table, that grant covers
 * every column: it is revoked and granted again on the other columns, in one transaction.
 */
export function revokeColumnPrivilege(
  { schema, table, column, role, privilege }: ColumnGrant,
  tableGrant?: { otherColumns: readonly string[] },
) {
  const target = `on table ${qualified(schema, table)}`
  if (!tableGrant) return { sql: `revoke ${privilege} (${ident(column)}) ${target} from ${ident(role)};`, schema: noRows }
  const rest = tableGrant.otherColumns.map(ident).join(', ')
  return {
    sql: [
      `revoke ${privilege} ${target} from ${ident(role)};`,
      ...(rest ? [`grant ${privilege} (${rest}) ${target} to ${ident(role)};`] : []),
    ].join('\n'),
    schema: noRows,
  }
}
