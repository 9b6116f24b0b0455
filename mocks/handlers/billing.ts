import { http, HttpResponse } from 'msw'
import {
  billingAddressesFixture,
  invoicesFixture,
  overdueInvoice,
  paymentMethodsFixture,
  taxIdsFixture,
  usageFixture,
} from '../fixtures/billing'
import { defineState, hasScenario } from '../state'
import { latency, platform, unauthorized } from '../utils'
import { organizationsState, visibleOrganizations } from './organizations'

/** missing-billing: Northwind starts without an address (until one is saved). */
const addresses = defineState('billing.addresses', () => {
  const initial = billingAddressesFixture()
  if (hasScenario('missing-billing')) delete initial.northwind
  return initial
})
const taxIds = defineState('billing.taxIds', taxIdsFixture)

const PLAN_PRICES: Record<string, number> = { free: 0, pro: 25, team: 599 }
const PLAN_NAMES: Record<string, string> = { free: 'Free', pro: 'Pro', team: 'Team', enterprise: 'Enterprise' }
const COMPUTE_CREDITS = 10

/** Every billing call answers 401 without a session and 404 for an organization the user lacks. */
async function organizationFor(request: Request, slug: unknown) {
  await latency()
  const denied = unauthorized(request)
  if (denied) return { error: denied }
  const organization = visibleOrganizations().find((o) => o.slug === slug)
  if (!organization) return { error: HttpResponse.json({ message: 'Organization not found' }, { status: 404 }) }
  return { organization }
}

const subscriptionOf = (plan: { id: string; name?: string }) => ({
  plan: { id: plan.id, name: plan.name ?? PLAN_NAMES[plan.id] ?? plan.id },
  billing_cycle_anchor: 1761955200,
  current_period_start: '2026-11-01T00:00:00Z',
  current_period_end: '2026-12-01T00:00:00Z',
  usage_billing_enabled: plan.id !== 'free',
})

const tierToPlan = (tier: unknown) => (typeof tier === 'string' ? tier.replace(/^tier_/, '') : '')

export const billingHandlers = [
  http.get(platform('/organizations/:slug/billing/subscription'), async ({ request, params }) => {
    const { organization, error } = await organizationFor(request, params.slug)
    return error ?? HttpResponse.json(subscriptionOf(organization.plan))
  }),
  http.post(platform('/organizations/:slug/billing/subscription/preview'), async ({ request, params }) => {
    const { error } = await organizationFor(request, params.slug)
    if (error) return error
    const { tier } = (await request.json()) as { tier?: string }
    const plan = tierToPlan(tier)
    if (!(plan in PLAN_PRICES)) return HttpResponse.json({ message: `Unknown tier: ${String(tier)}` }, { status: 400 })
    const price = PLAN_PRICES[plan]!
    const breakdown = [{ description: `${PLAN_NAMES[plan]} plan`, amount: price }]
    if (price > 0) breakdown.push({ description: 'Compute credits', amount: -COMPUTE_CREDITS })
    return HttpResponse.json({
      plan: { id: plan, name: PLAN_NAMES[plan] },
      monthly_price: price,
      breakdown,
      amount_due_now: price > 0 ? price / 2 : 0,
    })
  }),
  http.put(platform('/organizations/:slug/billing/subscription'), async ({ request, params }) => {
    const { error } = await organizationFor(request, params.slug)
    if (error) return error
    const { tier } = (await request.json()) as { tier?: string }
    const plan = tierToPlan(tier)
    if (!(plan in PLAN_PRICES)) return HttpResponse.json({ message: `Unknown tier: ${String(tier)}` }, { status: 400 })
    const stored = organizationsState.get().find((o) => o.slug === params.slug)
    if (stored) {
      stored.plan = { id: plan, name: PLAN_NAMES[plan]! }
      organizationsState.commit()
    }
    return HttpResponse.json(subscriptionOf({ id: plan }))
  }),
  http.get(platform('/organizations/:slug/usage'), async ({ request, params }) => {
    const { error } = await organizationFor(request, params.slug)
    if (error) return error
    const usage = usageFixture()[String(params.slug)] ?? {}
    return HttpResponse.json({ usages: Object.entries(usage).map(([metric, value]) => ({ metric, usage: value })) })
  }),
  http.get(platform('/organizations/:slug/billing/address'), async ({ request, params }) => {
    const { error } = await organizationFor(request, params.slug)
    if (error) return error
    const address = addresses.get()[String(params.slug)]
    return address ? HttpResponse.json(address) : new HttpResponse(null, { status: 204 })
  }),
  http.put(platform('/organizations/:slug/billing/address'), async ({ request, params }) => {
    const { error } = await organizationFor(request, params.slug)
    if (error) return error
    const address = (await request.json()) as Record<string, string | null>
    if (!address.line1?.trim()) return HttpResponse.json({ message: 'Address line 1 is required' }, { status: 400 })
    addresses.get()[String(params.slug)] = address
    addresses.commit()
    return HttpResponse.json(address)
  }),
  http.get(platform('/organizations/:slug/payments'), async ({ request, params }) => {
    const { error } = await organizationFor(request, params.slug)
    return (
      error ??
      HttpResponse.json(paymentMethodsFixture()[String(params.slug)] ?? { data: [], defaultPaymentMethodId: null })
    )
  }),
  http.get(platform('/organizations/:slug/tax-ids'), async ({ request, params }) => {
    const { error } = await organizationFor(request, params.slug)
    return error ?? HttpResponse.json({ tax_ids: taxIds.get()[String(params.slug)] ?? [] })
  }),
  http.post(platform('/organizations/:slug/tax-ids'), async ({ request, params }) => {
    const { error } = await organizationFor(request, params.slug)
    if (error) return error
    const body = (await request.json()) as { type?: string; value?: string }
    if (!body.type || !body.value?.trim())
      return HttpResponse.json({ message: 'Tax ID type and value are required' }, { status: 400 })
    const taxId = {
      id: `txi_${crypto.randomUUID().slice(0, 8)}`,
      type: body.type,
      value: body.value.trim(),
      country: null,
    }
    taxIds.get()[String(params.slug)] = [...(taxIds.get()[String(params.slug)] ?? []), taxId]
    taxIds.commit()
    return HttpResponse.json(taxId, { status: 201 })
  }),
  http.delete(platform('/organizations/:slug/tax-ids/:id'), async ({ request, params }) => {
    const { error } = await organizationFor(request, params.slug)
    if (error) return error
    taxIds.get()[String(params.slug)] = (taxIds.get()[String(params.slug)] ?? []).filter((t) => t.id !== params.id)
    taxIds.commit()
    return new HttpResponse(null, { status: 204 })
  }),
  http.get(platform('/organizations/:slug/invoices'), async ({ request, params }) => {
    const { error } = await organizationFor(request, params.slug)
    if (error) return error
    const url = new URL(request.url)
    const offset = Number(url.searchParams.get('offset') ?? 0)
    const limit = Number(url.searchParams.get('limit') ?? 10)
    const invoices = invoicesFixture()[String(params.slug)] ?? []
    const overdue = overdueFor().filter(
      (i) => i.organization_id === visibleOrganizations().find((o) => o.slug === params.slug)?.id,
    )
    return HttpResponse.json([...overdue, ...invoices].slice(offset, offset + limit), {
      headers: { 'X-Total-Count': String(overdue.length + invoices.length) },
    })
  }),
]

/** The open invoices of the overdue scenarios, as they appear in the organization's invoice list (see billing-core.ts). */
function overdueFor() {
  const invoices = []
  if (hasScenario('overdue-invoices')) invoices.push(overdueInvoice(2, 'NW-0042'))
  if (hasScenario('overdue-invoices-other')) invoices.push(overdueInvoice(3, 'GX-0107'))
  return invoices
}
