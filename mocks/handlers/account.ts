import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { accountAuditLog, recordAccountAudit } from '../auth/account-audit'
import { hasVerifiedFactor } from '../auth/factors'
import { DEMO_EMAIL, demoProfile } from '../fixtures/users'
import { defineState } from '../state'
import { latency, platform, readAccessToken, unauthorized } from '../utils'
import { organizationsState, visibleOrganizations } from './organizations'

const callerEmail = (request: Request) => readAccessToken(request)?.email ?? DEMO_EMAIL

/** Each person's profile edits (by email) over the demo profile. */
const profileEdits = defineState('account.profile', () => ({}) as Record<string, Partial<Pick<typeof demoProfile, 'first_name' | 'last_name' | 'username'>>>)

export function currentProfile(request: Request) {
  const email = callerEmail(request)
  return { ...demoProfile, primary_email: email, ...profileEdits.get()[email] }
}

const USERNAME = /^[A-Za-z0-9_-]{3,32}$/
const profilePatchSchema = z.object({
  first_name: z.optional(z.string().check(z.maxLength(100))),
  last_name: z.optional(z.string().check(z.maxLength(100))),
  username: z.optional(z.string()),
})

interface MockAccessToken {
  id: number
  name: string
  token_alias: string
  created_at: string
  expires_at: string | null
  last_used_at: string | null
}
const tokensState = defineState('account.access-tokens', () => ({}) as Record<string, MockAccessToken[]>)
const tokenSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  expires_at: z.optional(z.iso.datetime({ offset: true })),
})

const mfaEnforcementSchema = z.object({ enforced: z.boolean() })

export const accountHandlers = [
  http.patch(platform('/profile'), async ({ request }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const parsed = profilePatchSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return HttpResponse.json({ message: 'Invalid profile' }, { status: 400 })
    const { username } = parsed.data
    if (username !== undefined && !USERNAME.test(username))
      return HttpResponse.json({ message: 'Username must be 3 to 32 letters, digits, dashes or underscores' }, { status: 400 })
    const email = callerEmail(request)
    profileEdits.get()[email] = { ...profileEdits.get()[email], ...parsed.data }
    profileEdits.commit()
    recordAccountAudit(email, 'user.profile.update', `Changed ${Object.keys(parsed.data).join(', ') || 'nothing'}`)
    return HttpResponse.json(currentProfile(request))
  }),
  http.get(platform('/profile/access-tokens'), async ({ request }) => {
    await latency()
    return unauthorized(request) ?? HttpResponse.json(tokensState.get()[callerEmail(request)] ?? [])
  }),
  http.post(platform('/profile/access-tokens'), async ({ request }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const parsed = tokenSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return HttpResponse.json({ message: 'A token needs a name (at most 100 characters) and a valid expiry' }, { status: 400 })
    if (parsed.data.expires_at && Date.parse(parsed.data.expires_at) <= Date.now())
      return HttpResponse.json({ message: 'The expiry date must be in the future' }, { status: 400 })
    const email = callerEmail(request)
    const tokens = (tokensState.get()[email] ??= [])
    const secret = `pat_${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`
    const created: MockAccessToken = {
      id: Math.max(0, ...tokens.map((t) => t.id)) + 1,
      name: parsed.data.name,
      token_alias: `${secret.slice(0, 8)}…${secret.slice(-4)}`,
      created_at: new Date().toISOString(),
      expires_at: parsed.data.expires_at ? new Date(parsed.data.expires_at).toISOString() : null,
      last_used_at: null,
    }
    tokens.push(created)
    tokensState.commit()
    recordAccountAudit(email, 'user.access_token.create', `Created the access token ${created.name}`)
    // The secret itself is answered this once and kept nowhere.
    return HttpResponse.json({ ...created, token: secret }, { status: 201 })
  }),
  http.delete(platform('/profile/access-tokens/:id'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const email = callerEmail(request)
    const tokens = tokensState.get()[email] ?? []
    const token = tokens.find((t) => String(t.id) === params.id)
    if (!token) return HttpResponse.json({ message: 'Access token not found' }, { status: 404 })
    tokensState.get()[email] = tokens.filter((t) => t !== token)
    tokensState.commit()
    recordAccountAudit(email, 'user.access_token.delete', `Revoked the access token ${token.name}`)
    return HttpResponse.json(token)
  }),
  http.get(platform('/profile/audit'), async ({ request }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const search = new URL(request.url).searchParams
    const start = Date.parse(search.get('iso_timestamp_start') ?? '')
    const end = Date.parse(search.get('iso_timestamp_end') ?? '')
    if (Number.isNaN(start) || Number.isNaN(end))
      return HttpResponse.json({ message: 'iso_timestamp_start and iso_timestamp_end are required' }, { status: 400 })
    const result = accountAuditLog(callerEmail(request)).filter((entry) => {
      const at = Date.parse(entry.occurred_at)
      return at >= start && at <= end
    })
    return HttpResponse.json({ result, retention_period: 90 })
  }),
  http.get(platform('/organizations/:slug/members/mfa/enforcement'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const organization = visibleOrganizations().find((o) => o.slug === params.slug)
    if (!organization) return HttpResponse.json({ message: 'Organization not found' }, { status: 404 })
    return HttpResponse.json({ enforced: organization.organization_requires_mfa })
  }),
  http.patch(platform('/organizations/:slug/members/mfa/enforcement'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const organization = organizationsState.get().find((o) => o.slug === params.slug)
    if (!organization) return HttpResponse.json({ message: 'Organization not found' }, { status: 404 })
    if (!organization.is_owner)
      return HttpResponse.json({ message: 'Only owners can change the MFA rule' }, { status: 403 })
    const parsed = mfaEnforcementSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return HttpResponse.json({ message: 'Invalid body: enforced is required' }, { status: 400 })
    const email = callerEmail(request)
    if (parsed.data.enforced && !hasVerifiedFactor(email))
      return HttpResponse.json({ message: 'Add a verified authenticator app to your account before requiring MFA' }, { status: 400 })
    organization.organization_requires_mfa = parsed.data.enforced
    organizationsState.commit()
    recordAccountAudit(email, 'organization.mfa_enforcement.update', `${parsed.data.enforced ? 'Required' : 'Stopped requiring'} MFA in ${organization.name}`)
    return HttpResponse.json({ enforced: organization.organization_requires_mfa })
  }),
]
