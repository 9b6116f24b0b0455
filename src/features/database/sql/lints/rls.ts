import { z } from 'zod/mini'
import { enableRlsSql, entityOf, TABLE_SELECT, tableColumns, tableOf } from './common'
import { apiRoleCan, apiSchema, list, userSchema, type Lint } from './types'

export const rlsDisabledInPublic: Lint<z.infer<typeof tableColumns>> = {
  name: 'rls_disabled_in_public',
  title: 'RLS disabled in public',
  level: 'ERROR',
  category: 'SECURITY',
  description:
    "A table in a schema the API serves has row level security off, so anyone with the project's public API key can read and change every row of it.",
  remediation:
    'Enable row level security on the table, then add policies that allow exactly the access each role needs. With RLS on and no policy, the API roles see no rows.',
  query: (env) => ({
    sql: `select ${TABLE_SELECT} from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p') and not c.relispartition and not c.relrowsecurity and ${apiSchema('n.nspname', env)}
order by 1, 2`,
    schema: tableColumns,
  }),
  finding: (row) => ({
    key: entityOf(row),
    entity: entityOf(row),
    detail: `Table ${entityOf(row)} is served by the API, but row level security is not enabled on it.`,
    table: tableOf(row),
    fixSql: enableRlsSql(row),
  }),
}

const withPolicies = z.extend(tableColumns, { policies: z.array(z.string()) })

export const policyExistsRlsDisabled: Lint<z.infer<typeof withPolicies>> = {
  name: 'policy_exists_rls_disabled',
  title: 'Policy exists, RLS disabled',
  level: 'ERROR',
  category: 'SECURITY',
  description:
    'The table has row level security policies, but row level security is not enabled on it, so the policies are ignored and every role with table privileges sees every row.',
  remediation: 'Enable row level security on the table so that its policies take effect.',
  query: () => ({
    sql: `select ${TABLE_SELECT}, array(select p.polname::text from pg_policy p where p.polrelid = c.oid order by 1) as policies
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p') and not c.relrowsecurity and ${userSchema('n.nspname')}
  and exists (select 1 from pg_policy p where p.polrelid = c.oid)
order by 1, 2`,
    schema: withPolicies,
  }),
  finding: (row) => ({
    key: entityOf(row),
    entity: entityOf(row),
    detail: `Table ${entityOf(row)} has the policies ${row.policies.join(', ')}, but row level security is not enabled, so they are not applied.`,
    table: tableOf(row),
    fixSql: enableRlsSql(row),
  }),
}

export const rlsEnabledNoPolicy: Lint<z.infer<typeof tableColumns>> = {
  name: 'rls_enabled_no_policy',
  title: 'RLS enabled, no policy',
  level: 'INFO',
  category: 'SECURITY',
  description:
    'Row level security is on but the table has no policy, so the API roles can neither read nor change any row of it. That is safe, but often not what was meant.',
  remediation:
    'Add policies for the access each role should have, or leave it as is if only privileged roles (which bypass RLS) should use the table.',
  query: () => ({
    sql: `select ${TABLE_SELECT} from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p') and c.relrowsecurity and ${userSchema('n.nspname')}
  and not exists (select 1 from pg_policy p where p.polrelid = c.oid)
order by 1, 2`,
    schema: tableColumns,
  }),
  finding: (row) => ({
    key: entityOf(row),
    entity: entityOf(row),
    detail: `Table ${entityOf(row)} has row level security enabled but no policy.`,
    table: tableOf(row),
  }),
}

const alwaysTrueRow = z.extend(tableColumns, {
  policy: z.string(),
  command: z.string(),
  roles: z.array(z.string()),
  using_true: z.boolean(),
  check_true: z.boolean(),
})

// Expressions that let every row through, whitespace and case ignored.
const ALWAYS_TRUE = ['true', '(true)', '1=1', '(1=1)']

export const rlsPolicyAlwaysTrue: Lint<z.infer<typeof alwaysTrueRow>> = {
  name: 'rls_policy_always_true',
  title: 'RLS policy always true',
  level: 'WARN',
  category: 'SECURITY',
  description:
    'A permissive policy for the API roles lets every row through for writes (USING (true) or WITH CHECK (true) on UPDATE, DELETE or INSERT), which undoes row level security for those commands. SELECT policies with USING (true) are left out: public read access is often meant.',
  remediation:
    'Replace the always-true expression with a condition on the row, e.g. (select auth.uid()) = user_id, or drop the policy if nobody should write through the API.',
  query: () => {
    const norm = (expr: string) => `regexp_replace(lower(coalesce(${expr}, '')), '\\s', '', 'g')`
    return {
      sql: `with policies as (
  select n.nspname::text as schema, c.relname::text as name, c.oid::int8 as oid, p.polname::text as policy,
    case p.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE' when 'd' then 'DELETE' else 'ALL' end as command,
    array(select case when r = 0 then 'public' else (select rolname::text from pg_roles where oid = r) end from unnest(p.polroles) r order by 1) as roles,
    p.polqual is null as no_using, p.polwithcheck is null as no_check,
    ${norm('pg_get_expr(p.polqual, p.polrelid)')} as using_norm,
    ${norm('pg_get_expr(p.polwithcheck, p.polrelid)')} as check_norm
  from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
  where c.relrowsecurity and p.polpermissive and ${userSchema('n.nspname')}
    and (p.polroles = array[0::oid] or exists (
      select 1 from pg_roles r where r.oid = any (p.polroles) and r.rolname in ('anon', 'authenticated')))
), checked as (
  select schema, name, oid, policy, command, roles,
    command in ('UPDATE', 'DELETE', 'ALL') and (using_norm in (${list(ALWAYS_TRUE)}) or no_using) as using_true,
    check_norm in (${list(ALWAYS_TRUE)})
      or (no_check and command = 'INSERT')
      or (no_check and command in ('UPDATE', 'ALL') and using_norm in (${list(ALWAYS_TRUE)})) as check_true
  from policies
)
select * from checked where using_true or check_true order by schema, name, policy`,
      schema: alwaysTrueRow,
    }
  },
  finding: (row) => {
    const which =
      row.using_true && row.check_true ? 'USING and WITH CHECK are' : row.using_true ? 'USING is' : 'WITH CHECK is'
    return {
      key: `${entityOf(row)}.${row.policy}`,
      entity: entityOf(row),
      detail: `Policy ${row.policy} on ${entityOf(row)} for ${row.command} allows every row (${which} always true) for ${row.roles.join(', ')}.`,
      table: tableOf(row),
    }
  },
}

/** Column names that usually hold credentials or personal data (compared lowercased, '-' read as '_'). */
const SENSITIVE_COLUMN_NAMES = [
  'password',
  'passwd',
  'pwd',
  'passphrase',
  'secret',
  'secret_key',
  'private_key',
  'api_key',
  'apikey',
  'auth_key',
  'token',
  'jwt',
  'access_token',
  'refresh_token',
  'oauth_token',
  'session_token',
  'bearer_token',
  'auth_code',
  'session_id',
  'session_key',
  'session_secret',
  'recovery_code',
  'backup_code',
  'verification_code',
  'otp',
  'two_factor',
  '2fa_secret',
  '2fa_code',
  'ssn',
  'social_security',
  'social_security_number',
  'driver_license',
  'drivers_license',
  'license_number',
  'passport_number',
  'passport_id',
  'national_id',
  'tax_id',
  'credit_card',
  'card_number',
  'cvv',
  'cvc',
  'cvn',
  'bank_account',
  'account_number',
  'routing_number',
  'iban',
  'swift_code',
  'bic',
  'health_record',
  'medical_record',
  'patient_id',
  'insurance_number',
  'health_insurance',
  'medical_insurance',
  'treatment',
  'mac_address',
  'macaddr',
  'imei',
  'device_uuid',
  'pgp_key',
  'gpg_key',
  'ssh_key',
  'certificate',
  'license_key',
  'activation_key',
  'facial_recognition',
]

const sensitiveRow = z.extend(tableColumns, { columns: z.array(z.string()) })

export const sensitiveColumnsExposed: Lint<z.infer<typeof sensitiveRow>> = {
  name: 'sensitive_columns_exposed',
  title: 'Sensitive columns exposed',
  level: 'ERROR',
  category: 'SECURITY',
  description:
    'A table the API roles can read, without row level security, has columns whose names suggest credentials or personal data (password, token, ssn, credit_card, ...). Anyone with the public API key can read them.',
  remediation:
    "Enable row level security with policies that restrict who reads the rows, move the columns to a schema the API does not serve, or revoke the API roles' access to those columns.",
  query: (env) => ({
    sql: `select ${TABLE_SELECT},
  array(select a.attname::text from pg_attribute a
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      and replace(lower(a.attname), '-', '_') in (${list(SENSITIVE_COLUMN_NAMES)})
    order by a.attnum) as columns
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p') and not c.relrowsecurity and ${apiSchema('n.nspname', env)} and ${userSchema('n.nspname')}
  and ${apiRoleCan((role) => `has_table_privilege(${role}, c.oid, 'SELECT')`)}
  and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    and replace(lower(a.attname), '-', '_') in (${list(SENSITIVE_COLUMN_NAMES)}))
order by 1, 2`,
    schema: sensitiveRow,
  }),
  finding: (row) => ({
    key: entityOf(row),
    entity: entityOf(row),
    detail: `Table ${entityOf(row)} is readable through the API without row level security and has the sensitive column${row.columns.length > 1 ? 's' : ''} ${row.columns.join(', ')}.`,
    table: tableOf(row),
    fixSql: enableRlsSql(row),
  }),
}
