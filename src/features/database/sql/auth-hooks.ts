import { z } from 'zod/mini'
import { ident, literal, qualified } from './quote'
import { userSchema } from './system-schemas'

/**
 * Auth hooks run as Postgres functions `(event jsonb) returns jsonb`, called by GoTrue as the role
 * `supabase_auth_admin`: the picker lists such functions and whether that role may run them.
 */
export const AUTH_ADMIN_ROLE = 'supabase_auth_admin'

export const hookFunctionSchema = z.object({
  schema: z.string(),
  name: z.string(),
  /**
   * supabase_auth_admin has USAGE on the schema and its own EXECUTE grant (not only PUBLIC's, which the
   * grant takes away); null when the database has no such role.
   */
  granted: z.nullable(z.boolean()),
})


/** Functions that take one jsonb and return jsonb, in the user's schemas (and `public`). */
export function listHookFunctions() {
  return {
    sql: /* SQL */ `
select n.nspname as schema, p.proname as name,
  case when exists (select 1 from pg_roles where rolname = ${literal(AUTH_ADMIN_ROLE)})
    then has_schema_privilege(${literal(AUTH_ADMIN_ROLE)}, n.oid, 'USAGE') and exists (
      select 1 from aclexplode(p.proacl) a
      where a.grantee = (select oid from pg_roles where rolname = ${literal(AUTH_ADMIN_ROLE)}) and a.privilege_type = 'EXECUTE')
  end as granted
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
where p.prokind = 'f'
  and p.prorettype = 'jsonb'::regtype
  and p.pronargs = 1 and p.proargtypes[0] = 'jsonb'::regtype
  and (${userSchema('n.nspname')} or n.nspname = 'public')
  and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
order by 1, 2
limit 500`,
    schema: hookFunctionSchema,
  }
}

/** What GoTrue needs to call the function, and no one else may: Supabase's own advice for hooks. */
export function grantHookFunction(schema: string, name: string) {
  const fn = `${qualified(schema, name)}(jsonb)`
  return {
    sql: [
      `grant usage on schema ${ident(schema)} to ${AUTH_ADMIN_ROLE};`,
      `grant execute on function ${fn} to ${AUTH_ADMIN_ROLE};`,
      `revoke execute on function ${fn} from authenticated, anon, public;`,
    ].join('\n'),
    schema: z.unknown(),
  }
}
