import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { literal } from '@/features/database/sql/quote'
import { latency, platform, unauthorized } from '../utils'
import { projectAuthConfigHandlers } from './project-auth-config'
import { engineForCurrentState } from './pg-meta'
import { visibleProjects } from './projects'

/** GoTrue's error body (CONTRACT §11). */
const gotrueError = (status: number, errorCode: string, msg: string) =>
  HttpResponse.json({ code: status, error_code: errorCode, msg }, { status })

type Ctx = { request: Request; params: Record<string, string | readonly string[] | undefined> }

async function project({ request, params }: Ctx) {
  await latency()
  const denied = unauthorized(request)
  if (denied) return { response: denied } as const
  const ref = String(params.ref)
  if (!visibleProjects().some((p) => p.ref === ref)) return { response: gotrueError(404, 'not_found', 'Project not found') } as const
  const engine = await engineForCurrentState()
  const run = async (sql: string) => {
    const outcome = await engine.query(ref, sql)
    if (!outcome.ok) throw new Error(outcome.message)
    return outcome.rows
  }
  return { run, response: undefined } as const
}

type Run = (sql: string) => Promise<Record<string, unknown>[]>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const metadata = z.record(z.string(), z.unknown())
const createBody = z.object({
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  password: z.optional(z.string()),
  email_confirm: z.optional(z.boolean()),
  phone_confirm: z.optional(z.boolean()),
  user_metadata: z.optional(metadata),
})
const updateBody = z.object({
  ban_duration: z.optional(z.string()),
  user_metadata: z.optional(metadata),
  app_metadata: z.optional(metadata),
})
const emailBody = z.object({ email: z.string() })

// The user as GoTrue's admin API answers it.
const USER_JSON = /* SQL */ `json_build_object('id', u.id, 'aud', u.aud, 'role', u.role, 'email', coalesce(u.email, ''),
  'phone', coalesce(u.phone, ''), 'email_confirmed_at', u.email_confirmed_at, 'phone_confirmed_at', u.phone_confirmed_at,
  'invited_at', u.invited_at, 'banned_until', u.banned_until, 'last_sign_in_at', u.last_sign_in_at,
  'app_metadata', u.raw_app_meta_data, 'user_metadata', u.raw_user_meta_data, 'is_anonymous', u.is_anonymous,
  'created_at', u.created_at, 'updated_at', u.updated_at) as user`

/** An entry in GoTrue's audit trail, as its admin API writes one (the service role acting on a user). */
const audit = (action: string, subject: { id?: string | undefined; email?: string | null | undefined }) => /* SQL */ `
insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(),
  json_build_object('action', ${literal(action)}, 'actor_id', '', 'actor_username', 'service_role', 'log_type', 'team',
    'traits', json_strip_nulls(json_build_object('user_id', ${literal(subject.id ?? null)}, 'user_email', ${literal(subject.email ?? null)}))),
  clock_timestamp(), '127.0.0.1');`

async function findUser(run: Run, id: string) {
  if (!UUID.test(id)) return undefined
  return (await run(`select ${USER_JSON} from auth.users u where u.id = ${literal(id)}::uuid`))[0]?.user
}

async function emailTaken(run: Run, email: string) {
  return (await run(`select 1 as taken from auth.users where lower(email) = lower(${literal(email)})`)).length > 0
}

/** A new user and its identity; `extra` sets invitation columns. */
async function insertUser(run: Run, values: { email?: string | undefined; phone?: string | undefined; confirmed: boolean; metadata: Record<string, unknown>; invited?: boolean }) {
  const provider = values.email ? 'email' : 'phone'
  const rows = await run(/* SQL */ `
with u as (
  insert into auth.users (instance_id, id, aud, role, email, phone, email_confirmed_at, phone_confirmed_at, invited_at,
    confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
  values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
    ${literal(values.email ?? null)}, ${literal(values.phone ?? null)},
    ${values.confirmed && values.email ? 'now()' : 'null'}, ${values.confirmed && values.phone ? 'now()' : 'null'},
    ${values.invited ? 'now()' : 'null'}, ${values.invited ? 'now()' : 'null'},
    ${literal({ provider, providers: [provider] })}::jsonb, ${literal(values.metadata)}::jsonb, now(), now(), false)
  returning *
), i as (
  insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
  select u.id::text, u.id, jsonb_strip_nulls(jsonb_build_object('sub', u.id::text, 'email', u.email, 'phone', u.phone)), ${literal(provider)}, now(), now() from u
)
select ${USER_JSON} from u`)
  return rows[0]!.user as { id: string }
}

const GO_DURATION = /^(\d+(\.\d+)?(h|m|s|ms))+$/

function banUntil(duration: string) {
  if (duration === 'none') return 'null'
  let seconds = 0
  for (const [, amount, unit] of duration.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g))
    seconds += Number(amount) * ({ h: 3600, m: 60, s: 1, ms: 0.001 } as Record<string, number>)[unit!]!
  return `now() + ${literal(`${String(seconds)} seconds`)}::interval`
}

export const projectAuthHandlers = [
  http.post(platform('/auth/:ref/users'), async (ctx) => {
    const { run, response } = await project(ctx)
    if (response) return response
    const body = createBody.safeParse(await ctx.request.json().catch(() => null))
    if (!body.success) return gotrueError(400, 'validation_failed', 'Unable to parse the request body')
    const { email, phone, password } = body.data
    if (!email && !phone) return gotrueError(400, 'validation_failed', 'An email address or a phone number is required')
    if (email && !EMAIL.test(email)) return gotrueError(400, 'validation_failed', 'Unable to validate email address: invalid format')
    if (password !== undefined && password.length < 6) return gotrueError(422, 'weak_password', 'Password should be at least 6 characters.')
    if (email && (await emailTaken(run, email))) return gotrueError(422, 'email_exists', 'A user with this email address has already been registered')
    const user = await insertUser(run, { email, phone, confirmed: Boolean(body.data.email_confirm || body.data.phone_confirm), metadata: body.data.user_metadata ?? {} })
    await run(audit('user_signedup', { id: user.id, email }))
    return HttpResponse.json(user)
  }),
  http.put(platform('/auth/:ref/users/:id'), async (ctx) => {
    const { run, response } = await project(ctx)
    if (response) return response
    const id = String(ctx.params.id)
    const before = (await findUser(run, id)) as { email?: string } | undefined
    if (!before) return gotrueError(404, 'user_not_found', 'User not found')
    const body = updateBody.safeParse(await ctx.request.json().catch(() => null))
    if (!body.success) return gotrueError(400, 'validation_failed', 'Unable to parse the request body: user_metadata must be a JSON object')
    const { ban_duration: ban, user_metadata: userMeta, app_metadata: appMeta } = body.data
    if (ban !== undefined && ban !== 'none' && !GO_DURATION.test(ban)) return gotrueError(400, 'validation_failed', 'invalid format for ban duration')
    const sets = ['updated_at = now()']
    if (ban !== undefined) sets.push(`banned_until = ${banUntil(ban)}`)
    if (userMeta) sets.push(`raw_user_meta_data = ${literal(userMeta)}::jsonb`)
    if (appMeta) sets.push(`raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || ${literal(appMeta)}::jsonb`)
    await run(`update auth.users set ${sets.join(', ')} where id = ${literal(id)}::uuid`)
    await run(audit('user_modified', { id, email: before.email || null }))
    return HttpResponse.json((await findUser(run, id)) as Record<string, unknown>)
  }),
  http.delete(platform('/auth/:ref/users/:id/factors/:factorId'), async (ctx) => {
    const { run, response } = await project(ctx)
    if (response) return response
    const id = String(ctx.params.id)
    const factorId = String(ctx.params.factorId)
    if (!(await findUser(run, id))) return gotrueError(404, 'user_not_found', 'User not found')
    const removed = UUID.test(factorId)
      ? await run(`delete from auth.mfa_factors where id = ${literal(factorId)}::uuid and user_id = ${literal(id)}::uuid returning id`)
      : []
    if (removed.length === 0) return gotrueError(404, 'mfa_factor_not_found', 'Factor not found')
    return HttpResponse.json({ id: factorId })
  }),
  http.delete(platform('/auth/:ref/users/:id'), async (ctx) => {
    const { run, response } = await project(ctx)
    if (response) return response
    const id = String(ctx.params.id)
    const user = (await findUser(run, id)) as { email?: string } | undefined
    if (!user) return gotrueError(404, 'user_not_found', 'User not found')
    await run(`delete from auth.users where id = ${literal(id)}::uuid`)
    await run(audit('user_deleted', { id, email: user.email || null }))
    return HttpResponse.json({})
  }),
  ...(['invite', 'magiclink', 'recover'] as const).map((action) =>
    http.post(platform(`/auth/:ref/${action}`), async (ctx) => {
      const { run, response } = await project(ctx)
      if (response) return response
      const body = emailBody.safeParse(await ctx.request.json().catch(() => null))
      const email = body.success ? body.data.email.trim() : ''
      if (!EMAIL.test(email)) return gotrueError(400, 'validation_failed', 'Unable to validate email address: invalid format')
      const taken = await emailTaken(run, email)
      if (action === 'invite') {
        if (taken) return gotrueError(422, 'email_exists', 'A user with this email address has already been registered')
        const user = await insertUser(run, { email, confirmed: false, metadata: {}, invited: true })
        await run(audit('user_invited', { id: user.id, email }))
        return HttpResponse.json(user)
      }
      if (!taken) {
        if (action === 'recover') return HttpResponse.json({})
        await insertUser(run, { email, confirmed: false, metadata: {} })
      }
      const column = action === 'recover' ? 'recovery_sent_at' : 'confirmation_sent_at'
      await run(`update auth.users set ${column} = now() where lower(email) = lower(${literal(email)})`)
      await run(audit(action === 'recover' ? 'user_recovery_requested' : 'user_magiclink_requested', { email }))
      return HttpResponse.json({})
    }),
  ),
  ...projectAuthConfigHandlers,
]
