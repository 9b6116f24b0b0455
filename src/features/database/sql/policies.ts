import { z } from 'zod/mini'
import { sqlExpression } from './expression'
import { ident, literal, qualified } from './quote'
import type { TableName } from './schema-tables'

export const POLICY_COMMANDS = ['ALL', 'SELECT', 'INSERT', 'UPDATE', 'DELETE'] as const
export type PolicyCommand = (typeof POLICY_COMMANDS)[number]

/** Which clauses a command takes: SELECT and DELETE no WITH CHECK, INSERT no USING. */
export const takesUsing = (command: PolicyCommand) => command !== 'INSERT'
export const takesWithCheck = (command: PolicyCommand) => command !== 'SELECT' && command !== 'DELETE'

export const policySchema = z.object({
  name: z.string(),
  command: z.enum(POLICY_COMMANDS),
  permissive: z.boolean(),
  /** Role names; `public` when the policy applies to every role. */
  roles: z.array(z.string()),
  using: z.nullable(z.string()),
  with_check: z.nullable(z.string()),
})
export type Policy = z.infer<typeof policySchema>

export const policyTableSchema = z.object({
  id: z.number(),
  schema: z.string(),
  name: z.string(),
  rls_enabled: z.boolean(),
  rls_forced: z.boolean(),
  policies: z.array(policySchema),
})
export type PolicyTable = z.infer<typeof policyTableSchema>

/** Every table of a schema with its RLS status and its policies, clauses in full: one query. */
export function listPoliciesSql(schema: string) {
  const sql = /* SQL */ `
select c.oid::int8::float8 as id, n.nspname as schema, c.relname as name,
  c.relrowsecurity as rls_enabled, c.relforcerowsecurity as rls_forced,
  coalesce((
    select json_agg(json_build_object(
      'name', p.polname,
      'command', case p.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE' when 'd' then 'DELETE' else 'ALL' end,
      'permissive', p.polpermissive,
      'roles', case when p.polroles = '{0}'::oid[] then json_build_array('public')
               else (select json_agg(r.rolname order by r.rolname) from pg_roles r where r.oid = any (p.polroles)) end,
      'using', pg_get_expr(p.polqual, p.polrelid),
      'with_check', pg_get_expr(p.polwithcheck, p.polrelid)
    ) order by p.polname)
    from pg_policy p where p.polrelid = c.oid
  ), '[]') as policies
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = ${literal(schema)} and c.relkind in ('r', 'p')
order by c.relname`
  return { sql, schema: policyTableSchema }
}

/** Role names a policy can name (login and group roles; pg_ roles left out). */
export function listPolicyRolesSql() {
  return {
    sql: `select rolname as name from pg_roles where rolname !~ '^pg_' order by rolname`,
    schema: z.object({ name: z.string() }),
  }
}

export interface PolicyInput {
  name: string
  command: PolicyCommand
  permissive: boolean
  roles: readonly string[]
  using: string | null
  with_check: string | null
}

const none = z.object({})
const roleList = (roles: readonly string[]) => (roles.length ? roles.map((r) => (r === 'public' ? 'public' : ident(r))).join(', ') : 'public')
const clause = (text: string | null) => (text && text.trim() ? sqlExpression(text) : null)

/** CREATE POLICY with the clauses its command takes. */
export function createPolicySql(table: TableName, policy: PolicyInput) {
  const using = takesUsing(policy.command) ? clause(policy.using) : null
  const check = takesWithCheck(policy.command) ? clause(policy.with_check) : null
  const lines = [
    `create policy ${ident(policy.name)} on ${qualified(table.schema, table.name)}`,
    `  as ${policy.permissive ? 'permissive' : 'restrictive'}`,
    `  for ${policy.command.toLowerCase()}`,
    `  to ${roleList(policy.roles)}`,
  ]
  if (using) lines.push(`  using (${using})`)
  if (check) lines.push(`  with check (${check})`)
  return { sql: `${lines.join('\n')};`, schema: none }
}

/**
 * The statements that turn `before` into `after`, changing only what differs: ALTER POLICY names
 * only the changed clauses, so an untouched WITH CHECK (or USING, or role list) stays exactly as it
 * is. A new command or permissive/restrictive (which ALTER POLICY cannot change) drops and creates
 * the policy again with every clause of `after`, in the same transaction.
 */
export function updatePolicySql(table: TableName, before: Policy, after: PolicyInput) {
  const target = qualified(table.schema, table.name)
  if (after.command !== before.command || after.permissive !== before.permissive) {
    return { sql: `${dropPolicySql(table, before.name).sql}\n${createPolicySql(table, after).sql}`, schema: none }
  }
  const changes: string[] = []
  const sameRoles = [...after.roles].sort().join('\n') === [...before.roles].sort().join('\n')
  if (!sameRoles) changes.push(`  to ${roleList(after.roles)}`)
  const norm = (text: string | null) => (text ?? '').trim()
  if (takesUsing(after.command) && norm(after.using) !== norm(before.using)) {
    const using = clause(after.using)
    if (!using) throw new Error('USING cannot be removed from a policy; write true to allow every row')
    changes.push(`  using (${using})`)
  }
  if (takesWithCheck(after.command) && norm(after.with_check) !== norm(before.with_check)) {
    const check = clause(after.with_check)
    if (!check) throw new Error('WITH CHECK cannot be removed with ALTER POLICY; write the USING expression again to check new rows the same way')
    changes.push(`  with check (${check})`)
  }
  const statements: string[] = []
  if (changes.length) statements.push(`alter policy ${ident(before.name)} on ${target}\n${changes.join('\n')};`)
  if (after.name !== before.name) statements.push(renamePolicySql(table, before.name, after.name).sql)
  if (!statements.length) throw new Error('Nothing has changed yet.')
  return { sql: statements.join('\n'), schema: none }
}

export function renamePolicySql(table: TableName, from: string, to: string) {
  return { sql: `alter policy ${ident(from)} on ${qualified(table.schema, table.name)} rename to ${ident(to)};`, schema: none }
}

export function dropPolicySql(table: TableName, name: string) {
  return { sql: `drop policy ${ident(name)} on ${qualified(table.schema, table.name)};`, schema: none }
}

/** Switches row level security on or off for a table. */
export function setRowLevelSecuritySql(table: TableName, enabled: boolean) {
  return { sql: `alter table ${qualified(table.schema, table.name)} ${enabled ? 'enable' : 'disable'} row level security;`, schema: none }
}

/** Starting points for a new policy (the user edits them before anything runs). */
export const POLICY_TEMPLATES: readonly { id: string; label: string; policy: PolicyInput }[] = [
  {
    id: 'public-read',
    label: 'Public read: everyone can read every row',
    policy: { name: 'Public read', command: 'SELECT', permissive: true, roles: ['anon', 'authenticated'], using: 'true', with_check: null },
  },
  {
    id: 'read-own',
    label: 'Users can read their own rows',
    policy: { name: 'Users can read their own rows', command: 'SELECT', permissive: true, roles: ['authenticated'], using: '(select auth.uid()) = user_id', with_check: null },
  },
  {
    id: 'authenticated-insert',
    label: 'Authenticated users can insert',
    policy: { name: 'Authenticated users can insert', command: 'INSERT', permissive: true, roles: ['authenticated'], using: null, with_check: 'true' },
  },
  {
    id: 'update-own',
    label: 'Users can update their own rows',
    policy: {
      name: 'Users can update their own rows',
      command: 'UPDATE',
      permissive: true,
      roles: ['authenticated'],
      using: '(select auth.uid()) = user_id',
      with_check: '(select auth.uid()) = user_id',
    },
  },
  {
    id: 'delete-own',
    label: 'Users can delete their own rows',
    policy: { name: 'Users can delete their own rows', command: 'DELETE', permissive: true, roles: ['authenticated'], using: '(select auth.uid()) = user_id', with_check: null },
  },
]
