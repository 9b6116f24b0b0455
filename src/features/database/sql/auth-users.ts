import { z } from 'zod/mini'
import { literal } from './quote'

/**
 * The project's end users from GoTrue's own tables (CONTRACT §11): keyset pages (never OFFSET), prefix
 * search that the email and phone indexes answer, and a total that is exact only while it is cheap.
 */
export const AUTH_USERS_PAGE_SIZE = 50
/** Above this many rows the total is the planner's estimate, never a count(*). */
export const AUTH_USERS_EXACT_COUNT_LIMIT = 50_000

export const AUTH_USER_FILTERS = ['all', 'verified', 'unverified', 'anonymous', 'banned'] as const
export type AuthUserFilter = (typeof AUTH_USER_FILTERS)[number]
export const AUTH_USER_SORTS = ['created', 'last_sign_in'] as const
export type AuthUserSort = (typeof AUTH_USER_SORTS)[number]

/** Where the previous page ended: its last row's sort value (microsecond ISO text or null) and id. */
export interface AuthUsersCursor {
  at: string | null
  id: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (text: string) => UUID.test(text)

const micros = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
const likePrefix = (text: string) => literal(`${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)

export const authUserRowSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  created_at: z.nullable(z.string()),
  last_sign_in_at: z.nullable(z.string()),
  email_confirmed_at: z.nullable(z.string()),
  phone_confirmed_at: z.nullable(z.string()),
  banned_until: z.nullable(z.string()),
  is_anonymous: z.boolean(),
  is_banned: z.boolean(),
  providers: z.array(z.string()),
  cursor_at: z.nullable(z.string()),
})
export type AuthUserRow = z.infer<typeof authUserRowSchema>

function searchCondition(search: string): string | null {
  const text = search.trim()
  if (!text) return null
  if (isUuid(text)) return `u.id = ${literal(text.toLowerCase())}::uuid`
  const phone = text.replace(/^\+/, '').replace(/[\s()-]/g, '')
  const email = `lower(u.email) like ${likePrefix(text.toLowerCase())} escape '\\'`
  return /^\d+$/.test(phone) ? `(${email} or u.phone like ${likePrefix(phone)} escape '\\')` : email
}

const FILTER_CONDITIONS: Record<AuthUserFilter, string | null> = {
  all: null,
  verified: '(u.email_confirmed_at is not null or u.phone_confirmed_at is not null)',
  unverified: '(u.email_confirmed_at is null and u.phone_confirmed_at is null and not u.is_anonymous)',
  anonymous: 'u.is_anonymous',
  banned: '(u.banned_until is not null and u.banned_until > now())',
}

function keysetCondition(sort: AuthUserSort, after: AuthUsersCursor | undefined): string | null {
  if (!after) return null
  const id = `${literal(after.id)}::uuid`
  if (sort === 'created') {
    return after.at === null
      ? `(u.created_at is null and u.id < ${id})`
      : `((u.created_at, u.id) < (${literal(after.at)}::timestamptz, ${id}) or u.created_at is null)`
  }
  // Last sign-in descending, never-signed-in users last.
  return after.at === null
    ? `(u.last_sign_in_at is null and u.id < ${id})`
    : `(u.last_sign_in_at < ${literal(after.at)}::timestamptz or (u.last_sign_in_at = ${literal(after.at)}::timestamptz and u.id < ${id}) or u.last_sign_in_at is null)`
}

export interface ListAuthUsersInput {
  search?: string
  filter?: AuthUserFilter
  sort?: AuthUserSort
  after?: AuthUsersCursor | undefined
  limit?: number
}

/** One page of users, newest (or most recently signed in) first. */
export function listAuthUsers({ search = '', filter = 'all', sort = 'created', after, limit = AUTH_USERS_PAGE_SIZE }: ListAuthUsersInput = {}) {
  const column = sort === 'created' ? 'u.created_at' : 'u.last_sign_in_at'
  const conditions = [searchCondition(search), FILTER_CONDITIONS[filter], keysetCondition(sort, after)].filter(Boolean)
  return {
    sql: /* SQL */ `
select u.id::text as id, u.email, u.phone,
  ${micros('u.created_at')} as created_at, ${micros('u.last_sign_in_at')} as last_sign_in_at,
  ${micros('u.email_confirmed_at')} as email_confirmed_at, ${micros('u.phone_confirmed_at')} as phone_confirmed_at,
  ${micros('u.banned_until')} as banned_until, u.is_anonymous,
  coalesce(u.banned_until > now(), false) as is_banned,
  array(select distinct i.provider from auth.identities i where i.user_id = u.id order by 1) as providers,
  ${micros(column)} as cursor_at
from auth.users u
${conditions.length ? `where ${conditions.join('\n  and ')}` : ''}
order by ${column} desc nulls last, u.id desc
limit ${String(Math.max(1, Math.min(limit, 1000)))}`,
    schema: authUserRowSchema,
  }
}

export const authUsersStatusSchema = z.object({ available: z.boolean() })

/** Whether this database has GoTrue's tables (a self-hosted database may have none). */
export function authUsersStatus() {
  return {
    sql: `select to_regclass('auth.users') is not null and to_regclass('auth.identities') is not null as available`,
    schema: authUsersStatusSchema,
  }
}

export const authUsersTotalSchema = z.object({ total: z.number(), estimated: z.boolean() })

/**
 * How many users there are: the exact count up to AUTH_USERS_EXACT_COUNT_LIMIT, above it the planner's
 * estimate (flagged as such; a table never analysed is estimated from its size).
 */
export function authUsersTotal() {
  return {
    sql: /* SQL */ `
with est as (
  select case when c.reltuples >= 0 then c.reltuples::bigint
    else (pg_relation_size(c.oid) / current_setting('block_size')::bigint) * 30 end as n
  from pg_class c where c.oid = 'auth.users'::regclass
)
select (select n from est) > ${String(AUTH_USERS_EXACT_COUNT_LIMIT)} as estimated,
  (case when (select n from est) > ${String(AUTH_USERS_EXACT_COUNT_LIMIT)} then (select n from est)
    else (select count(*) from auth.users) end)::float8 as total`,
    schema: authUsersTotalSchema,
  }
}

/** A search counts its matches up to this many; past it the page says "more than". */
export const AUTH_USERS_MATCH_COUNT_LIMIT = 10_000
export const authUsersMatchCountSchema = z.object({ matches: z.number(), capped: z.boolean() })

/** How many users a search and filter match (the same conditions as the list), counted no further than the limit. */
export function countMatchingAuthUsers({ search = '', filter = 'all' }: Pick<ListAuthUsersInput, 'search' | 'filter'> = {}) {
  const conditions = [searchCondition(search), FILTER_CONDITIONS[filter]].filter(Boolean)
  return {
    sql: /* SQL */ `
select least(count(*), ${String(AUTH_USERS_MATCH_COUNT_LIMIT)})::float8 as matches, count(*) > ${String(AUTH_USERS_MATCH_COUNT_LIMIT)} as capped
from (select 1 from auth.users u
${conditions.length ? `where ${conditions.join('\n  and ')}` : ''}
limit ${String(AUTH_USERS_MATCH_COUNT_LIMIT + 1)}) matched`,
    schema: authUsersMatchCountSchema,
  }
}
