import { z } from 'zod/mini'
import { claimsOf, databaseRoleOf, type RoleChoice } from './impersonation'
import { ident, literal, qualified } from './quote'
import type { TableName } from './schema-tables'

/**
 * The policy check, "RLS tester" (CONTRACT §15): for one row and one command, each policy's USING and
 * WITH CHECK evaluated by Postgres under the chosen role and claims, and the command itself attempted
 * as that role. Every step that runs as the role, or writes, runs in a subtransaction that is always
 * rolled back (the block raises ROLLBACK_STATE at its end), so nothing is written.
 */

export const POLICY_OPERATIONS = ['select', 'insert', 'update', 'delete'] as const
export type PolicyOperation = (typeof POLICY_OPERATIONS)[number]

/** The row checked: an existing one by its primary key (with changes for an update), or a new one for insert. */
export type PolicyCheckRow = { key: Record<string, string>; changes?: Record<string, unknown> } | { json: Record<string, unknown> }

export interface PolicyCheckInput {
  table: TableName
  operation: PolicyOperation
  choice: RoleChoice
  ref: string
  row: PolicyCheckRow
  nowS?: number
}

/** A policy's value for the row: 'true', 'false', 'null'; null when the command does not use it. */
const valueSchema = z.nullable(z.enum(['true', 'false', 'null']))

export const checkedPolicySchema = z.object({
  name: z.string(),
  command: z.enum(['ALL', 'SELECT', 'INSERT', 'UPDATE', 'DELETE']),
  permissive: z.boolean(),
  roles: z.array(z.string()),
  applies: z.boolean(),
  using_expr: z.nullable(z.string()),
  check_expr: z.nullable(z.string()),
  using: valueSchema,
  using_error: z.nullable(z.string()),
  check: valueSchema,
  check_error: z.nullable(z.string()),
})
export type CheckedPolicy = z.infer<typeof checkedPolicySchema>

export const policyCheckResultSchema = z.object({
  operation: z.enum(POLICY_OPERATIONS),
  role: z.string(),
  rls_enabled: z.boolean(),
  rls_forced: z.boolean(),
  owner: z.boolean(),
  bypass: z.boolean(),
  privileged: z.boolean(),
  /** Whether the role may use the table's schema at all (without it every step fails). */
  schema_usage: z.boolean(),
  /** How many rows the key matched, read as the owner (null for insert). */
  rows_found: z.nullable(z.number()),
  new_row_error: z.nullable(z.string()),
  policies: z.array(checkedPolicySchema),
  /** Postgres's own verdict: the command run as the role and rolled back. */
  attempt: z.object({ rows: z.nullable(z.number()), error: z.nullable(z.string()) }),
})
export type PolicyCheckResult = z.infer<typeof policyCheckResultSchema>

const ROLLBACK_STATE = 'PCRLB'
const COMMAND_CODE: Record<PolicyOperation, string> = { select: 'r', insert: 'a', update: 'w', delete: 'd' }

/** `$tag$ body $tag$` with a tag the body does not contain (values in the body are the person's). */
function dollarQuoted(body: string) {
  let tag = '$policy_check$'
  for (let n = 1; body.includes(tag); n++) tag = `$policy_check_${n}$`
  return `${tag}${body}${tag}`
}

/** The statements the block runs (each a text run with EXECUTE ... USING the row's JSON as $1). */
function statements({ table, operation, row }: PolicyCheckInput) {
  const target = qualified(table.schema, table.name)
  const record = `jsonb_populate_record(null::${target}, $1)`
  if ('json' in row !== (operation === 'insert')) throw new Error('An insert is checked with a new row as JSON, the other commands with an existing row by its primary key')
  if ('json' in row) {
    const columns = Object.keys(row.json).map(ident)
    const insert = columns.length
      ? `insert into ${target} as t (${columns.join(', ')}) select ${columns.map((c) => `r.${c}`).join(', ')} from ${record} as r`
      : `insert into ${target} as t default values`
    return { read: null, newRow: `${insert} returning to_jsonb(t)`, attempt: insert }
  }
  const keys = Object.entries(row.key)
  if (!keys.length) throw new Error('The row needs its primary key')
  const where = keys.map(([column, value]) => `t.${ident(column)} = ${literal(value)}`).join(' and ')
  const changed = Object.keys(row.changes ?? {}).map(ident)
  const update = changed.length
    ? `update ${target} as t set ${changed.map((c) => `${c} = r.${c}`).join(', ')} from ${record} as r where ${where}`
    : `update ${target} as t set ${ident(keys[0]![0])} = t.${ident(keys[0]![0])} where ${where}`
  const attempt = operation === 'select' ? `select count(*) from ${target} as t where ${where}` : operation === 'update' ? update : `delete from ${target} as t where ${where}`
  return {
    read: `select count(*)::int, (array_agg(to_jsonb(t)))[1] from ${target} as t where ${where}`,
    newRow: operation === 'update' && changed.length ? `${update} returning to_jsonb(t)` : null,
    attempt,
  }
}

export function policyCheckSql(input: PolicyCheckInput) {
  const { table, operation, choice, ref, row, nowS } = input
  const claims = claimsOf(choice, ref, nowS)
  const switchRole = claims
    ? `perform set_config('role', ${literal(databaseRoleOf(choice))}, true); perform set_config('request.jwt.claims', ${literal(JSON.stringify(claims))}, true);`
    : ''
  const setClaims = claims ? `perform set_config('request.jwt.claims', ${literal(JSON.stringify(claims))}, true);` : ''
  const run = statements(input)
  const input_json = 'json' in row ? row.json : (row.changes ?? {})
  const evaluate = (expr: string, value: string, error: string, rowVar: string) => `
      if p->>'${expr}' is not null and ${rowVar} is not null then
        begin
          execute format('select (%s)::boolean from jsonb_populate_record(null::%s, $1) as %I', p->>'${expr}', v_rel, v_relname) into v_bool using ${rowVar};
          ${value} := coalesce(v_bool::text, 'null');
        exception when others then ${error} := sqlerrm;
        end;
      end if;`
  const body = `
declare
  v_rel regclass := ${literal(qualified(table.schema, table.name))}::regclass;
  v_relname name;
  v_role name := ${claims ? literal(databaseRoleOf(choice)) : 'current_user'};
  v_op text := ${literal(operation)};
  v_input jsonb := ${literal(input_json)}::jsonb;
  v_c record;
  v_found int;
  v_old jsonb;
  v_new jsonb;
  v_new_error text;
  v_list jsonb;
  v_policies jsonb := '[]';
  p jsonb;
  v_bool boolean;
  v_u text; v_ue text; v_w text; v_we text;
  v_rows bigint;
  v_attempt_error text;
begin
  select c.relname, c.relrowsecurity, c.relforcerowsecurity,
    pg_has_role(v_role, c.relowner, 'USAGE') as owner,
    coalesce((select r.rolsuper or r.rolbypassrls from pg_roles r where r.rolname = v_role), false) as bypass,
    has_table_privilege(v_role, c.oid, ${literal(operation.toUpperCase())})${operation === 'delete' ? '' : ` or has_any_column_privilege(v_role, c.oid, ${literal(operation.toUpperCase())})`} as privileged,
    has_schema_privilege(v_role, c.relnamespace, 'USAGE') as schema_usage
  into v_c from pg_class c where c.oid = v_rel;
  v_relname := v_c.relname;
  ${run.read ? `execute ${literal(run.read)} into v_found, v_old;` : ''}
  v_new := case when v_op = 'insert' then v_input when v_op = 'update' then v_old || v_input end;
  ${
    run.newRow
      ? `begin
    ${setClaims}
    execute ${literal(run.newRow)} into v_new using v_input;
    raise exception using errcode = '${ROLLBACK_STATE}';
  exception when sqlstate '${ROLLBACK_STATE}' then null;
    when others then v_new_error := sqlerrm;
  end;`
      : ''
  }
  select coalesce(jsonb_agg(jsonb_build_object(
      'name', pol.polname,
      'command', case pol.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE' when 'd' then 'DELETE' else 'ALL' end,
      'permissive', pol.polpermissive,
      'roles', array(select case when r = 0 then 'public' else pg_get_userbyid(r)::text end from unnest(pol.polroles) as r),
      'applies', 0 = any(pol.polroles) or exists (select from unnest(pol.polroles) as r where r <> 0 and pg_has_role(v_role, r, 'USAGE')),
      'using_expr', case when v_op <> 'insert' then pg_get_expr(pol.polqual, pol.polrelid) end,
      'check_expr', case when v_op in ('insert', 'update') and pol.polcmd <> 'r' then coalesce(pg_get_expr(pol.polwithcheck, pol.polrelid), pg_get_expr(pol.polqual, pol.polrelid)) end
    ) order by pol.polcmd = 'r' and v_op <> 'select', pol.polname), '[]')
  into v_list
  from pg_policy pol
  where pol.polrelid = v_rel and (pol.polcmd in ('*', ${literal(COMMAND_CODE[operation])}) or (v_op in ('update', 'delete') and pol.polcmd = 'r'));
  begin
    ${switchRole}
    for p in select * from jsonb_array_elements(v_list) loop
      v_u := null; v_ue := null; v_w := null; v_we := null;${evaluate('using_expr', 'v_u', 'v_ue', 'v_old')}${evaluate('check_expr', 'v_w', 'v_we', 'v_new')}
      v_policies := v_policies || jsonb_build_array(p || jsonb_build_object('using', v_u, 'using_error', v_ue, 'check', v_w, 'check_error', v_we));
    end loop;
    raise exception using errcode = '${ROLLBACK_STATE}';
  exception when sqlstate '${ROLLBACK_STATE}' then null;
  end;
  begin
    ${switchRole}
    ${
      operation === 'select'
        ? `execute ${literal(run.attempt)} into v_rows;`
        : `execute ${literal(run.attempt)} using v_input;
    get diagnostics v_rows = row_count;`
    }
    raise exception using errcode = '${ROLLBACK_STATE}';
  exception when sqlstate '${ROLLBACK_STATE}' then null;
    when others then v_attempt_error := sqlerrm; v_rows := null;
  end;
  perform set_config('dashboard.policy_check', jsonb_build_object(
    'operation', v_op, 'role', v_role,
    'rls_enabled', v_c.relrowsecurity, 'rls_forced', v_c.relforcerowsecurity,
    'owner', v_c.owner, 'bypass', v_c.bypass, 'privileged', v_c.privileged, 'schema_usage', v_c.schema_usage,
    'rows_found', v_found, 'new_row_error', v_new_error, 'policies', v_policies,
    'attempt', jsonb_build_object('rows', v_rows, 'error', v_attempt_error)
  )::text, true);
end;
`
  return {
    sql: `do ${dollarQuoted(body)};\nselect current_setting('dashboard.policy_check')::jsonb as result;`,
    schema: z.object({ result: policyCheckResultSchema }),
  }
}
