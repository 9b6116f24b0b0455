import { z } from 'zod/mini'
import { ident, qualified } from '../quote'
import { entityOf, TABLE_SELECT, tableColumns, tableOf } from './common'
import { userSchema, type Lint } from './types'

const POLICY_FROM = `from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace`

const policyRow = z.extend(tableColumns, {
  policy: z.string(),
  using_expr: z.nullable(z.string()),
  check_expr: z.nullable(z.string()),
})
type PolicyRow = z.infer<typeof policyRow>

// auth.uid(), auth.jwt(), auth.role(), auth.email() called per row, i.e. not wrapped in a sub-select.
const AUTH_CALL = String.raw`auth\.(uid|jwt|role|email)\(\)`
const WRAPPED_AUTH_CALL = String.raw`select\s+auth\.(uid|jwt|role|email)\(\)`

/** Wraps each bare auth.<function>() in a sub-select, so Postgres runs it once per query (an initPlan). */
export function wrapAuthCalls(expression: string): string {
  return expression.replace(/(?<!select\s+)\bauth\.(uid|jwt|role|email)\(\)/gi, '(select auth.$1())')
}

export const authRlsInitplan: Lint<PolicyRow> = {
  name: 'auth_rls_initplan',
  title: 'Auth RLS initialization plan',
  level: 'WARN',
  category: 'PERFORMANCE',
  description:
    'A row level security policy calls auth.uid(), auth.jwt(), auth.role() or auth.email() directly, so Postgres calls it again for every row it checks. On large tables that makes queries many times slower.',
  remediation:
    'Wrap the call in a sub-select, e.g. (select auth.uid()) = user_id: Postgres then evaluates it once per query. The fix SQL rewrites the policy that way and keeps its meaning.',
  requires: { schemas: ['auth'] },
  query: () => {
    const bare = (expr: string) => `(${expr} ~ '${AUTH_CALL}' and lower(${expr}) !~ '${WRAPPED_AUTH_CALL}')`
    return {
      sql: `select * from (
  select ${TABLE_SELECT}, p.polname::text as policy,
    pg_get_expr(p.polqual, p.polrelid) as using_expr, pg_get_expr(p.polwithcheck, p.polrelid) as check_expr
  ${POLICY_FROM}
  where c.relrowsecurity and ${userSchema('n.nspname')}
) x where ${bare('using_expr')} or ${bare('check_expr')}
order by schema, name, policy`,
      schema: policyRow,
    }
  },
  finding: (row) => {
    const clauses = [
      row.using_expr === null ? null : `using (${wrapAuthCalls(row.using_expr)})`,
      row.check_expr === null ? null : `with check (${wrapAuthCalls(row.check_expr)})`,
    ].filter(Boolean)
    return {
      key: `${entityOf(row)}.${row.policy}`,
      entity: entityOf(row),
      detail: `Policy ${row.policy} on ${entityOf(row)} calls an auth.<function>() for every row.`,
      table: tableOf(row),
      fixSql: `alter policy ${ident(row.policy)} on ${qualified(row.schema, row.name)}\n  ${clauses.join('\n  ')};`,
    }
  },
}

const permissiveRow = z.extend(tableColumns, { role: z.string(), command: z.string(), policies: z.array(z.string()) })

export const multiplePermissivePolicies: Lint<z.infer<typeof permissiveRow>> = {
  name: 'multiple_permissive_policies',
  title: 'Multiple permissive policies',
  level: 'WARN',
  category: 'PERFORMANCE',
  description:
    'A table has more than one permissive policy for the same role and command. Postgres evaluates every one of them for every row, which costs time on each query.',
  remediation: 'Combine the policies into one whose expression joins their conditions with OR, then drop the others.',
  query: () => ({
    sql: `select ${TABLE_SELECT}, r.rolname::text as role, cmd.command, array_agg(p.polname::text order by p.polname) as policies
${POLICY_FROM}
join pg_roles r on r.oid = any (p.polroles) or p.polroles = array[0::oid]
cross join lateral unnest(case p.polcmd
  when 'r' then array['SELECT'] when 'a' then array['INSERT'] when 'w' then array['UPDATE'] when 'd' then array['DELETE']
  else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) as cmd(command)
where p.polpermissive and c.relkind in ('r', 'p') and ${userSchema('n.nspname')}
  and r.rolname !~ '^pg_' and not r.rolbypassrls and not r.rolsuper
group by n.nspname, c.relname, c.oid, r.rolname, cmd.command
having count(*) > 1
order by 1, 2, 4, 5`,
    schema: permissiveRow,
  }),
  finding: (row) => ({
    key: `${entityOf(row)}.${row.role}.${row.command}`,
    entity: entityOf(row),
    detail: `Table ${entityOf(row)} has ${row.policies.length} permissive policies for role ${row.role} on ${row.command}: ${row.policies.join(', ')}.`,
    table: tableOf(row),
  }),
}

const metadataRow = z.extend(tableColumns, { policy: z.string() })

export const rlsReferencesUserMetadata: Lint<z.infer<typeof metadataRow>> = {
  name: 'rls_references_user_metadata',
  title: 'RLS references user metadata',
  level: 'ERROR',
  category: 'SECURITY',
  description:
    'A row level security policy reads user_metadata from the JWT. Users can change their own user_metadata, so a policy that trusts it can be bypassed.',
  remediation:
    'Base the policy on app_metadata (which only the server can set) or on a table the user cannot write, instead of user_metadata.',
  requires: { schemas: ['auth'] },
  query: () => ({
    sql: `select * from (
  select ${TABLE_SELECT}, p.polname::text as policy,
    coalesce(pg_get_expr(p.polqual, p.polrelid), '') || ' ' || coalesce(pg_get_expr(p.polwithcheck, p.polrelid), '') as expr
  ${POLICY_FROM}
  where ${userSchema('n.nspname')}
) x where expr ~ 'auth\\.jwt\\(\\)' and expr ~ 'user_metadata'
order by schema, name, policy`,
    schema: metadataRow,
  }),
  finding: (row) => ({
    key: `${entityOf(row)}.${row.policy}`,
    entity: entityOf(row),
    detail: `Policy ${row.policy} on ${entityOf(row)} reads user_metadata from auth.jwt(), which the user can edit.`,
    table: tableOf(row),
  }),
}
