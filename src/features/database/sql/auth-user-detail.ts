import { z } from 'zod/mini'
import { isUuid } from './auth-users'
import { literal } from './quote'

const micros = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

const identitySchema = z.object({
  id: z.string(),
  provider: z.string(),
  email: z.nullable(z.string()),
  created_at: z.nullable(z.string()),
  last_sign_in_at: z.nullable(z.string()),
})
const factorSchema = z.object({
  id: z.string(),
  friendly_name: z.nullable(z.string()),
  factor_type: z.string(),
  status: z.string(),
  created_at: z.nullable(z.string()),
})

export const authUserDetailSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  created_at: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
  last_sign_in_at: z.nullable(z.string()),
  email_confirmed_at: z.nullable(z.string()),
  phone_confirmed_at: z.nullable(z.string()),
  invited_at: z.nullable(z.string()),
  banned_until: z.nullable(z.string()),
  is_anonymous: z.boolean(),
  raw_user_meta_data: z.nullable(z.unknown()),
  raw_app_meta_data: z.nullable(z.unknown()),
  identities: z.array(identitySchema),
  factors: z.array(factorSchema),
  sessions: z.number(),
})
export type AuthUserDetail = z.infer<typeof authUserDetailSchema>

/** One user with identities, MFA factors and the number of sessions; no row for an unknown id. */
export function authUserDetail(id: string) {
  const match = isUuid(id) ? `u.id = ${literal(id.toLowerCase())}::uuid` : 'false'
  return {
    sql: /* SQL */ `
select u.id::text as id, u.email, u.phone, ${micros('u.created_at')} as created_at, ${micros('u.updated_at')} as updated_at,
  ${micros('u.last_sign_in_at')} as last_sign_in_at, ${micros('u.email_confirmed_at')} as email_confirmed_at,
  ${micros('u.phone_confirmed_at')} as phone_confirmed_at, ${micros('u.invited_at')} as invited_at,
  ${micros('u.banned_until')} as banned_until, u.is_anonymous, u.raw_user_meta_data, u.raw_app_meta_data,
  coalesce((select json_agg(json_build_object('id', i.id::text, 'provider', i.provider, 'email', i.identity_data->>'email',
      'created_at', ${micros('i.created_at')}, 'last_sign_in_at', ${micros('i.last_sign_in_at')}) order by i.created_at)
    from auth.identities i where i.user_id = u.id), '[]') as identities,
  coalesce((select json_agg(json_build_object('id', f.id::text, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type::text,
      'status', f.status::text, 'created_at', ${micros('f.created_at')}) order by f.created_at)
    from auth.mfa_factors f where f.user_id = u.id), '[]') as factors,
  (select count(*) from auth.sessions s where s.user_id = u.id)::int as sessions
from auth.users u
where ${match}`,
    schema: authUserDetailSchema,
  }
}
