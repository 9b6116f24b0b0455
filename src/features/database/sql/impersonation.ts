import { z } from 'zod/mini'
import { literal } from './quote'

/**
 * Role impersonation, "view as a role" (CONTRACT §15): who a page's queries run as, and the one text
 * that makes Postgres run them so. Row Level Security then decides what the page sees and may change.
 */

/** A user of auth.users as the claims of their access token need them. */
export const impersonatedUserSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  app_metadata: z.record(z.string(), z.unknown()),
  user_metadata: z.record(z.string(), z.unknown()),
  is_anonymous: z.boolean(),
})

export const roleChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('postgres') }),
  z.object({ kind: z.literal('anon') }),
  z.object({ kind: z.literal('user'), user: impersonatedUserSchema, sessionId: z.string() }),
  z.object({ kind: z.literal('claims'), claims: z.record(z.string(), z.unknown()) }),
])
export type RoleChoice = z.infer<typeof roleChoiceSchema>

export const DEFAULT_ROLE: RoleChoice = { kind: 'postgres' }
export const isDefaultRole = (choice: RoleChoice | undefined) => !choice || choice.kind === 'postgres'

/** How long the claims say the "token" is valid, as GoTrue's default access token. */
export const IMPERSONATION_TOKEN_LIFETIME_S = 3600

/** The database role a choice runs as. */
export const databaseRoleOf = (choice: RoleChoice) =>
  choice.kind === 'postgres' ? 'postgres' : choice.kind === 'anon' ? 'anon' : 'authenticated'

/** The words a page shows for the choice ("anon", "authenticated (ada@example.com)", ...). */
export function roleLabel(choice: RoleChoice): string {
  switch (choice.kind) {
    case 'postgres':
      return 'postgres'
    case 'anon':
      return 'anon'
    case 'user':
      return `authenticated (${choice.user.email || choice.user.phone || choice.user.id})`
    case 'claims': {
      const sub = choice.claims.sub
      return typeof sub === 'string' && sub ? `authenticated (custom claims, sub ${sub})` : 'authenticated (custom claims)'
    }
  }
}

/** The JWT claims of the choice (CONTRACT §15): what auth.uid(), auth.role() and auth.jwt() read. */
export function claimsOf(choice: RoleChoice, ref: string, nowS = Math.floor(Date.now() / 1000)): Record<string, unknown> | undefined {
  const times = { iat: nowS, exp: nowS + IMPERSONATION_TOKEN_LIFETIME_S }
  switch (choice.kind) {
    case 'postgres':
      return undefined
    case 'anon':
      return { role: 'anon', iss: 'supabase', ref, ...times }
    case 'user': {
      const { user } = choice
      return {
        aud: 'authenticated',
        role: 'authenticated',
        sub: user.id,
        email: user.email ?? '',
        phone: user.phone ?? '',
        app_metadata: user.app_metadata,
        user_metadata: user.user_metadata,
        is_anonymous: user.is_anonymous,
        aal: 'aal1',
        session_id: choice.sessionId,
        ...times,
      }
    }
    case 'claims':
      return { role: 'authenticated', ...times, ...choice.claims }
  }
}

/**
 * Custom claims typed by the person, checked before any use: a JSON object whose `role`, when given,
 * is `authenticated` (the database role of a third-party auth user) and whose `sub`, when given, is text.
 */
export function parseCustomClaims(text: string): { ok: true; claims: Record<string, unknown> } | { ok: false; message: string } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { ok: false, message: `The claims are not valid JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, message: 'The claims must be a JSON object, like {"sub": "…", "email": "…"}' }
  const claims = value as Record<string, unknown>
  if ('role' in claims && claims.role !== 'authenticated')
    return { ok: false, message: 'Custom claims run as the authenticated role: leave "role" out or set it to "authenticated"' }
  if ('sub' in claims && typeof claims.sub !== 'string') return { ok: false, message: 'The "sub" claim must be text (the user id)' }
  return { ok: true, claims }
}

/** The value the prefix's last set_config returns: how an answer made only of the prefix's row is told apart. */
const PREFIX_MARK = '/impersonation'

/**
 * The first statement of every query run under the choice (CONTRACT §15), on one line so the line
 * numbers of the person's own text stay as they were. Every setting is local to the transaction.
 */
export function impersonationPrefix(choice: RoleChoice, ref: string, nowS?: number): string {
  const claims = claimsOf(choice, ref, nowS)
  if (!claims) return ''
  return (
    `select set_config('role', ${literal(databaseRoleOf(choice))}, true), ` +
    `set_config('request.jwt.claims', ${literal(JSON.stringify(claims))}, true), ` +
    `set_config('request.method', 'POST', true), set_config('request.path', ${literal(PREFIX_MARK)}, true); `
  )
}

/** The query as sent under the choice, and how far the person's text moved (to place error positions back). */
export function wrapForRole(query: string, choice: RoleChoice | undefined, ref: string, nowS?: number) {
  const prefix = choice ? impersonationPrefix(choice, ref, nowS) : ''
  return { query: prefix + query, offset: prefix.length }
}

/**
 * pg-meta answers with the rows of the last statement that returned any (CONTRACT §7): a query that
 * returns none (an update, a delete) is answered with the prefix's own row, which is no row of the query.
 */
export function withoutPrefixRow<R extends Record<string, unknown>>(rows: R[], wrapped: boolean): R[] {
  if (!wrapped || rows.length !== 1) return rows
  const keys = Object.keys(rows[0]!)
  return keys.length === 1 && keys[0] === 'set_config' && rows[0]!.set_config === PREFIX_MARK ? [] : rows
}

/** The user a picked id names, with what their claims need (none: no such user). */
export function impersonatedUserSql(id: string) {
  return {
    sql: /* SQL */ `
select u.id::text as id, u.email, u.phone,
  coalesce(u.raw_app_meta_data, '{}'::jsonb) as app_metadata,
  coalesce(u.raw_user_meta_data, '{}'::jsonb) as user_metadata,
  coalesce(u.is_anonymous, false) as is_anonymous
from auth.users u
where u.id::text = ${literal(id)}`,
    schema: impersonatedUserSchema,
  }
}

/** The choice as part of a query key: rows read as one role are never shown as another's. */
export const roleKey = (choice: RoleChoice | undefined) => (isDefaultRole(choice) ? 'postgres' : JSON.stringify(choice))

/** Why a write under the choice may have changed fewer rows than asked. */
export const filteredByPolicyHint = (choice: RoleChoice | undefined) =>
  isDefaultRole(choice)
    ? 'The rows may have been changed or deleted meanwhile.'
    : `As ${roleLabel(choice!)}, a Row Level Security policy likely filtered them out.`
