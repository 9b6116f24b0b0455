import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { organizationsFixture, selfHostedOrganization, type MockOrganization } from '../fixtures/organizations'
import { defineState, hasScenario, settings } from '../state'
import { latency, platform, unauthorized } from '../utils'

export const organizationsState = defineState('organizations', organizationsFixture)

/** The organizations as the current scenario shows them. */
export function visibleOrganizations(): MockOrganization[] {
  if (!settings.platform) return [selfHostedOrganization()]
  return organizationsState.get().map((organization) => {
    if (organization.slug !== 'northwind') {
      return hasScenario('mfa-required') && organization.slug === 'globex'
        ? { ...organization, organization_requires_mfa: true }
        : organization
    }
    if (hasScenario('restricted')) return { ...organization, restriction_status: 'restricted' }
    if (hasScenario('grace-period-over')) return { ...organization, restriction_status: 'grace_period_over' }
    if (hasScenario('grace-period')) {
      return { ...organization, restriction_status: 'grace_period', restriction_data: { grace_period_end: '2026-12-05T00:00:00Z' } }
    }
    return organization
  })
}

const AI_OPT_IN_KEYS = ['AI_SQL', 'AI_DATA', 'AI_LOG']
const patchSchema = z.object({ opt_in_tags: z.optional(z.array(z.string())), name: z.optional(z.string()) })

/** Mock test cards: this one is declined, like a payment provider's test card. */
export const DECLINED_TEST_CARD = '4000000000000002'
export const CARD_DECLINED_MESSAGE = 'Your card was declined.'
const createSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  kind: z.enum(['PERSONAL', 'EDUCATIONAL', 'STARTUP', 'AGENCY', 'COMPANY', 'UNDISCLOSED']),
  tier: z.enum(['tier_free', 'tier_pro', 'tier_team']),
  billing: z.optional(
    z.object({
      email: z.email(),
      line1: z.string().check(z.minLength(1)),
      country: z.string().check(z.length(2)),
      card_number: z.string().check(z.regex(/^\d{16}$/)),
    }),
  ),
})
const PLAN_NAMES = { tier_free: 'Free', tier_pro: 'Pro', tier_team: 'Team' } as const

function uniqueSlug(name: string) {
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'organization'
  const taken = new Set(organizationsState.get().map((o) => o.slug))
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}

export const organizationHandlers = [
  // Creating an organization (issue 11 item 8): paid plans need billing details; the creator owns it.
  http.post(platform('/organizations'), async ({ request }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const parsed = createSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return HttpResponse.json({ message: 'Invalid organization: name, kind and tier are required' }, { status: 400 })
    const { name, tier, billing } = parsed.data
    if (tier !== 'tier_free' && !billing)
      return HttpResponse.json({ message: 'Billing details are required for a paid plan' }, { status: 400 })
    if (billing?.card_number === DECLINED_TEST_CARD) return HttpResponse.json({ message: CARD_DECLINED_MESSAGE }, { status: 402 })
    const organizations = organizationsState.get()
    const organization: MockOrganization = {
      id: Math.max(0, ...organizations.map((o) => o.id)) + 1,
      slug: uniqueSlug(name),
      name: name.trim(),
      plan: { id: tier.replace('tier_', ''), name: PLAN_NAMES[tier] },
      billing_email: billing?.email ?? null,
      billing_partner: null,
      restriction_status: null,
      restriction_data: null,
      organization_requires_mfa: false,
      is_owner: true,
      opt_in_tags: [],
    }
    organizations.push(organization)
    organizationsState.commit()
    return HttpResponse.json(organization, { status: 201 })
  }),
  // Organization settings, among them the AI opt-in keys (issue 11 item 3).
  http.patch(platform('/organizations/:slug'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const organization = organizationsState.get().find((o) => o.slug === params.slug)
    if (!organization) return HttpResponse.json({ message: 'Organization not found' }, { status: 404 })
    if (!organization.is_owner)
      return HttpResponse.json({ message: 'You do not have permission to change this organization' }, { status: 403 })
    const parsed = patchSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return HttpResponse.json({ message: 'Invalid body' }, { status: 400 })
    if (parsed.data.opt_in_tags) organization.opt_in_tags = parsed.data.opt_in_tags.filter((tag) => AI_OPT_IN_KEYS.includes(tag))
    if (parsed.data.name) organization.name = parsed.data.name
    organizationsState.commit()
    return HttpResponse.json(organization)
  }),
  http.get(platform('/organizations'), async ({ request }) => {
    await latency()
    return unauthorized(request) ?? HttpResponse.json(visibleOrganizations())
  }),
  http.get(platform('/organizations/:slug'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const organization = visibleOrganizations().find((o) => o.slug === params.slug)
    return organization ? HttpResponse.json(organization) : HttpResponse.json({ message: 'Organization not found' }, { status: 404 })
  }),
]
