import { z } from 'zod/mini'
import { ident, literal } from '../quote'
import { notFromExtension, userSchema, type Lint } from './types'

const functionRow = z.object({ schema: z.string(), name: z.string(), args: z.string(), kind: z.string() })
type FunctionRow = z.infer<typeof functionRow>

const signature = (row: FunctionRow) => `${row.schema}.${row.name}(${row.args})`
/** `"schema"."name"(args)`: the argument list comes from pg_get_function_identity_arguments, already valid SQL. */
const sqlSignature = (row: FunctionRow) => `${ident(row.schema)}.${ident(row.name)}(${row.args})`
const keyword = (row: FunctionRow) => (row.kind === 'p' ? 'procedure' : 'function')

const FUNCTION_SELECT = `n.nspname::text as schema, p.proname::text as name,
  pg_get_function_identity_arguments(p.oid) as args, p.prokind::text as kind`

export const functionSearchPathMutable: Lint<FunctionRow> = {
  name: 'function_search_path_mutable',
  title: 'Function search path mutable',
  level: 'WARN',
  category: 'SECURITY',
  description:
    "A function does not set its own search_path, so the names in its body are looked up in whatever search_path the caller has. A caller who can create objects in a schema on that path can make the function use their objects instead, with the function's privileges when it is security definer.",
  remediation:
    "Set the search_path on the function, e.g. alter function ... set search_path = '', and write every name in its body with its schema (public.orders, not orders).",
  query: () => ({
    sql: `select ${FUNCTION_SELECT}
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
where ${userSchema('n.nspname')} and p.prokind in ('f', 'p') and ${notFromExtension('p.oid', 'pg_proc')}
  and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) setting where setting like 'search_path=%')
order by 1, 2, 3`,
    schema: functionRow,
  }),
  finding: (row) => ({
    key: signature(row),
    entity: signature(row),
    detail: `Function ${signature(row)} has a role mutable search_path.`,
    fixSql: `-- Names in the body must then carry their schema (public.orders, not orders).\nalter ${keyword(row)} ${sqlSignature(row)} set search_path = '';`,
  }),
}

function securityDefinerExecutable(role: 'anon' | 'authenticated'): Lint<FunctionRow> {
  const who = role === 'anon' ? 'anyone with the public API key, signed in or not,' : 'any signed-in user'
  return {
    name: `${role}_security_definer_function_executable`,
    title: `Security definer function executable by ${role}`,
    level: 'WARN',
    category: 'SECURITY',
    description: `A SECURITY DEFINER function runs with its owner's privileges and bypasses row level security. The ${role} role can execute it, so ${who} can call it through the API's /rpc endpoint.`,
    remediation: `Revoke EXECUTE from ${role} (and from PUBLIC, which every role inherits), then grant it only to the roles that need it; or make the function SECURITY INVOKER if it does not need its owner's privileges.`,
    query: () => ({
      sql: `select ${FUNCTION_SELECT}
from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_roles r on r.rolname = ${literal(role)}
where p.prosecdef and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype and p.prorettype <> 'event_trigger'::regtype
  and has_function_privilege(r.oid, p.oid, 'EXECUTE') and ${userSchema('n.nspname')} and ${notFromExtension('p.oid', 'pg_proc')}
order by 1, 2, 3`,
      schema: functionRow,
    }),
    finding: (row) => ({
      key: signature(row),
      entity: signature(row),
      detail: `Security definer function ${signature(row)} can be executed by ${role}.`,
      fixSql:
        role === 'anon'
          ? `revoke execute on function ${sqlSignature(row)} from public, anon;\n-- Grant it back to the roles that need it, e.g.:\n-- grant execute on function ${sqlSignature(row)} to authenticated;`
          : `revoke execute on function ${sqlSignature(row)} from public, anon, authenticated;\n-- Grant it back to the roles that need it, e.g.:\n-- grant execute on function ${sqlSignature(row)} to service_role;`,
    }),
  }
}

export const anonSecurityDefinerFunctionExecutable = securityDefinerExecutable('anon')
export const authenticatedSecurityDefinerFunctionExecutable = securityDefinerExecutable('authenticated')
