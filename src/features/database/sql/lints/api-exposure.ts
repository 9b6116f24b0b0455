import { z } from 'zod/mini'
import { qualified } from '../quote'
import { entityOf, revokeSelectSql, TABLE_SELECT, tableColumns, tableOf } from './common'
import { API_ROLES, apiSchema, list, notFromExtension, userSchema, type Lint, type LintEnvironment } from './types'

const exposedRow = z.extend(tableColumns, { roles: z.array(z.string()) })
type ExposedRow = z.infer<typeof exposedRow>

/** The API roles that can SELECT from relation `c`, as a text array column named roles. */
const READERS = `array(select r.rolname::text from pg_roles r where r.rolname in (${list(API_ROLES)})
    and has_table_privilege(r.oid, c.oid, 'SELECT') order by 1) as roles`

function exposedRelations(env: LintEnvironment, relkind: string, extra = '') {
  return `select * from (
  select ${TABLE_SELECT}, ${READERS}
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = '${relkind}' and ${apiSchema('n.nspname', env)} and ${userSchema('n.nspname')} and ${notFromExtension('c.oid')}${extra}
) x where cardinality(roles) > 0
order by 1, 2`
}

// reloptions spelled any way Postgres accepts for a true boolean.
const SECURITY_INVOKER = `lower(coalesce(c.reloptions::text, '{}'))::text[] && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on']`

export const securityDefinerView: Lint<ExposedRow> = {
  name: 'security_definer_view',
  title: 'Security definer view',
  level: 'ERROR',
  category: 'SECURITY',
  description:
    'A view the API roles can read runs with the privileges of its owner (the default before security_invoker), so it ignores the row level security policies of the tables it reads for the user who queries it.',
  remediation:
    'Make the view run with the privileges of the caller: alter view ... set (security_invoker = on) (Postgres 15 and later). Check that the API roles can still read what they should through it.',
  query: (env) => ({ sql: exposedRelations(env, 'v', `\n    and not (${SECURITY_INVOKER})`), schema: exposedRow }),
  finding: (row) => ({
    key: entityOf(row),
    entity: entityOf(row),
    detail: `View ${entityOf(row)} is security definer and readable by ${row.roles.join(', ')}.`,
    table: tableOf(row),
    fixSql: `alter view ${qualified(row.schema, row.name)} set (security_invoker = on);`,
  }),
}

export const materializedViewInApi: Lint<ExposedRow> = {
  name: 'materialized_view_in_api',
  title: 'Materialized view in API',
  level: 'WARN',
  category: 'SECURITY',
  description:
    'A materialized view in a schema the API serves is readable by the API roles. Materialized views cannot have row level security, so every row of it is visible to them.',
  remediation:
    'Revoke SELECT from the API roles, or move the materialized view to a schema the API does not serve and expose what is needed through a function or a secured view.',
  query: (env) => ({ sql: exposedRelations(env, 'm'), schema: exposedRow }),
  finding: (row) => ({
    key: entityOf(row),
    entity: entityOf(row),
    detail: `Materialized view ${entityOf(row)} is readable through the API by ${row.roles.join(', ')}.`,
    table: tableOf(row),
    fixSql: revokeSelectSql(row, row.roles),
  }),
}

export const foreignTableInApi: Lint<ExposedRow> = {
  name: 'foreign_table_in_api',
  title: 'Foreign table in API',
  level: 'WARN',
  category: 'SECURITY',
  description:
    'A foreign table in a schema the API serves is readable by the API roles. Foreign tables do not support row level security, so every row of the remote data is visible to them.',
  remediation: 'Revoke SELECT from the API roles, or move the foreign table to a schema the API does not serve.',
  query: (env) => ({ sql: exposedRelations(env, 'f'), schema: exposedRow }),
  finding: (row) => ({
    key: entityOf(row),
    entity: entityOf(row),
    detail: `Foreign table ${entityOf(row)} is readable through the API by ${row.roles.join(', ')}.`,
    table: tableOf(row),
    fixSql: revokeSelectSql(row, row.roles),
  }),
}

export const authUsersExposed: Lint<ExposedRow> = {
  name: 'auth_users_exposed',
  title: 'Exposed auth users',
  level: 'ERROR',
  category: 'SECURITY',
  description:
    "A view or materialized view in a schema the API serves reads auth.users and runs with its owner's privileges, so the API roles can read your users' emails and other personal data through it.",
  remediation:
    'Revoke SELECT on it from the API roles, or make the view security_invoker, or move it to a schema the API does not serve.',
  requires: { relations: ['auth.users'] },
  query: (env) => ({
    sql: `select * from (
  select distinct ${TABLE_SELECT}, ${READERS}
  from pg_depend d join pg_rewrite rw on rw.oid = d.objid
  join pg_class c on c.oid = rw.ev_class join pg_namespace n on n.oid = c.relnamespace
  where d.classid = 'pg_rewrite'::regclass and d.refclassid = 'pg_class'::regclass
    and d.refobjid = 'auth.users'::regclass and c.oid <> 'auth.users'::regclass
    and c.relkind in ('v', 'm') and ${apiSchema('n.nspname', env)}
    and (c.relkind = 'm' or not (${SECURITY_INVOKER}))
) x where cardinality(roles) > 0
order by 1, 2`,
    schema: exposedRow,
  }),
  finding: (row) => ({
    key: entityOf(row),
    entity: entityOf(row),
    detail: `${entityOf(row)} reads auth.users and is readable through the API by ${row.roles.join(', ')}.`,
    table: tableOf(row),
    fixSql: revokeSelectSql(row, row.roles),
  }),
}
