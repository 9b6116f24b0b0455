import { z } from 'zod/mini'
import { literal } from './quote'

/**
 * GoTrue's audit trail (`auth.audit_log_entries`): what happened to whom, newest first, in keyset pages.
 * GoTrue writes `payload` as JSON `{action, actor_id, actor_username, actor_via_sso, log_type, traits}`.
 */
export const AUTH_AUDIT_PAGE_SIZE = 50

export interface AuthAuditCursor {
  /** The last row's time, microsecond ISO text. */
  at: string
  id: string
}

export interface AuthAuditFilter {
  /** One action (`user_signedup`, `user_deleted`, ...), or every action. */
  action?: string | undefined
  /** A user's id, or the start of an email or name: as actor or as the one acted on. */
  user?: string | undefined
}

export const authAuditRowSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  action: z.nullable(z.string()),
  actor: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  ip_address: z.nullable(z.string()),
  payload: z.nullable(z.string()),
})
export type AuthAuditRow = z.infer<typeof authAuditRowSchema>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const micros = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
const likePrefix = (text: string) => literal(`${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)

function userCondition(user: string | undefined): string | null {
  const text = user?.trim() ?? ''
  if (!text) return null
  if (UUID.test(text)) {
    const id = literal(text.toLowerCase())
    return `(e.payload->>'actor_id' = ${id} or e.payload->'traits'->>'user_id' = ${id})`
  }
  const prefix = likePrefix(text.toLowerCase())
  return `(lower(e.payload->>'actor_username') like ${prefix} escape '\\' or lower(e.payload->'traits'->>'user_email') like ${prefix} escape '\\' or lower(e.payload->'traits'->>'actor_username') like ${prefix} escape '\\')`
}

/** One page of entries, newest first; `after` is where the page before ended. */
export function listAuthAuditLog({ action, user, after, limit = AUTH_AUDIT_PAGE_SIZE }: AuthAuditFilter & { after?: AuthAuditCursor | undefined; limit?: number } = {}) {
  const conditions = [
    action ? `e.payload->>'action' = ${literal(action)}` : null,
    userCondition(user),
    after ? `(e.created_at, e.id) < (${literal(after.at)}::timestamptz, ${literal(after.id)}::uuid)` : null,
  ].filter(Boolean)
  return {
    sql: /* SQL */ `
select e.id::text as id, ${micros('e.created_at')} as created_at,
  e.payload->>'action' as action,
  coalesce(e.payload->>'actor_username', e.payload->>'actor_id') as actor,
  coalesce(e.payload->'traits'->>'user_email', e.payload->'traits'->>'user_id', e.payload->'traits'->>'actor_username') as subject,
  nullif(e.ip_address, '') as ip_address,
  e.payload::text as payload
from auth.audit_log_entries e
${conditions.length ? `where ${conditions.join('\n  and ')}` : ''}
order by e.created_at desc, e.id desc
limit ${String(Math.max(1, Math.min(limit, 500)))}`,
    schema: authAuditRowSchema,
  }
}

export const authAuditActionsSchema = z.object({ action: z.string() })

/** The actions the log holds (for the filter), or none when GoTrue's table is missing. */
export function authAuditActions() {
  return {
    sql: /* SQL */ `
select distinct e.payload->>'action' as action
from auth.audit_log_entries e
where e.payload->>'action' is not null
order by 1
limit 200`,
    schema: authAuditActionsSchema,
  }
}

export const authAuditStatusSchema = z.object({ available: z.boolean() })

export function authAuditStatus() {
  return { sql: `select to_regclass('auth.audit_log_entries') is not null as available`, schema: authAuditStatusSchema }
}
