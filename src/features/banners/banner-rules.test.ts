import { describe, expect, it } from 'vitest'
import {
  formatGracePeriodEnd,
  BANNER_ORDER,
  CLOCK_SKEW_THRESHOLD_MS,
  headerBanners,
  needsBillingAddress,
  type BannerInput,
  type BannerOrganization,
} from './banner-rules'

const northwind: BannerOrganization = {
  id: 2,
  slug: 'northwind',
  plan: { id: 'pro' },
  billing_partner: null,
  restriction_status: null,
}
const organizations = [
  { id: 1, slug: 'acme-hobby' },
  { id: 2, slug: 'northwind' },
  { id: 3, slug: 'globex' },
]
const input = (overrides: Partial<BannerInput> = {}): BannerInput => ({
  platform: true,
  pathname: '/dashboard/org/northwind',
  flags: { ongoingIncident: false, showNoticeBanner: false, clockSkewBanner: true },
  noticeDismissed: false,
  statusPageUrl: 'https://status.example.com',
  clockSkewInfoUrl: 'https://docs.example.com/clock',
  organization: northwind,
  organizations,
  overdueInvoices: [],
  canManageBilling: () => true,
  billingLine1: '1 Harbour Street',
  clockSkewMs: 0,
  ...overrides,
})
const only = (overrides: Partial<BannerInput>) => {
  const banners = headerBanners(input(overrides))
  expect(banners).toHaveLength(1)
  return banners[0]!
}

describe('header banners (SPEC §8)', () => {
  it('shows nothing for a healthy organization', () => {
    expect(headerBanners(input())).toEqual([])
  })

  it("grace period: title, message with 'DD MMM, YYYY' and View Details to billing", () => {
    expect(
      only({
        organization: {
          ...northwind,
          restriction_status: 'grace_period',
          restriction_data: { grace_period_end: '2026-12-05T00:00:00Z' },
        },
      }),
    ).toEqual({
      id: 'grace-period',
      type: 'warning',
      title: 'Organization plan has exceeded its quota',
      message: 'You are given a grace period until 05 Dec, 2026',
      link: { kind: 'billing', label: 'View Details', slug: 'northwind' },
    })
  })

  it('grace period over and restricted', () => {
    expect(only({ organization: { ...northwind, restriction_status: 'grace_period_over' } })).toMatchObject({
      type: 'danger',
      title: 'Grace period is over',
      message: 'Your Projects will not be able to serve requests when you used up your quota.',
      link: { label: 'View Details' },
    })
    expect(only({ organization: { ...northwind, restriction_status: 'restricted' } })).toMatchObject({
      type: 'danger',
      title: 'Services Restricted',
      message: 'Your Projects are unable to serve any requests as your Organization plan has used up its quota.',
      link: { label: 'View Details' },
    })
  })

  it('outstanding invoices for this organization and for another one', () => {
    expect(only({ overdueInvoices: [{ organization_id: 2 }] })).toMatchObject({
      title: 'Outstanding Invoices',
      message: 'Please pay invoices to avoid service disruption',
      link: { label: 'View Details', slug: 'northwind', hash: 'invoices' },
    })
    expect(only({ overdueInvoices: [{ organization_id: 3 }] })).toMatchObject({
      title: 'Outstanding Invoices in other Organization',
      message: 'Please pay invoices for other Organization to avoid service disruption.',
      link: { label: 'View Details', slug: 'globex', hash: 'invoices' },
    })
    // Without an organization in the URL every overdue invoice belongs to another organization.
    expect(only({ organization: undefined, overdueInvoices: [{ organization_id: 2 }] }).id).toBe(
      'overdue-invoices-other',
    )
  })

  it('missing billing information: non-free plan, no line1, no billing partner, billing permission only', () => {
    expect(only({ billingLine1: null })).toMatchObject({
      type: 'warning',
      title: 'Missing Billing Information',
      message: 'Please add a billing address. If you are a registered business, please add a tax ID too.',
      link: { label: 'View Details', hash: 'address' },
    })
    expect(headerBanners(input({ billingLine1: null, canManageBilling: () => false }))).toEqual([])
    expect(headerBanners(input({ billingLine1: undefined }))).toEqual([])
    expect(needsBillingAddress({ ...northwind, plan: { id: 'free' } }, null)).toBe(false)
    expect(needsBillingAddress({ ...northwind, billing_partner: 'aws_marketplace' }, null)).toBe(false)
    expect(needsBillingAddress(northwind, '  ')).toBe(true)
  })

  it('clock skew beyond 2 minutes, with More information and no title', () => {
    expect(CLOCK_SKEW_THRESHOLD_MS).toBe(120_000)
    expect(headerBanners(input({ clockSkewMs: 120_000 }))).toEqual([])
    expect(only({ clockSkewMs: -120_001 })).toEqual({
      id: 'clock-skew',
      type: 'warning',
      message: "Your computer's clock appears to be inaccurate. This can cause issues with certain features.",
      link: { kind: 'external', label: 'More information', href: 'https://docs.example.com/clock' },
    })
    expect(
      headerBanners(
        input({
          clockSkewMs: 300_000,
          flags: { ongoingIncident: false, showNoticeBanner: false, clockSkewBanner: false },
        }),
      ),
    ).toEqual([])
  })

  it('incident and outage notice behind their flags; the notice is dismissible and hidden on sign-in paths', () => {
    const flags = { ongoingIncident: true, showNoticeBanner: true, clockSkewBanner: true }
    const [incident, notice] = headerBanners(input({ flags }))
    expect(incident).toMatchObject({
      type: 'incident',
      title: 'We are currently investigating a technical issue',
      link: { href: 'https://status.example.com' },
    })
    expect(notice).toMatchObject({
      message: 'Brief Dashboard outage: May 16, 2025, 22:00–23:00 UTC (no impact to your apps)',
      dismissible: true,
      link: { label: 'Learn more' },
    })
    expect(notice!.title).toBeUndefined()
    expect(headerBanners(input({ flags, noticeDismissed: true })).map((b) => b.id)).toEqual(['incident'])
    expect(headerBanners(input({ flags, pathname: '/dashboard/sign-in' })).map((b) => b.id)).toEqual(['incident'])
  })

  it('stacks them in order: incident, notice, restriction, invoices, billing, clock', () => {
    const banners = headerBanners(
      input({
        flags: { ongoingIncident: true, showNoticeBanner: true, clockSkewBanner: true },
        organization: { ...northwind, restriction_status: 'restricted' },
        overdueInvoices: [{ organization_id: 2 }, { organization_id: 3 }],
        billingLine1: null,
        clockSkewMs: 600_000,
      }),
    )
    expect(banners.map((b) => b.id)).toEqual([
      'incident',
      'outage-notice',
      'restricted',
      'overdue-invoices',
      'overdue-invoices-other',
      'missing-billing',
      'clock-skew',
    ])
    expect(banners.map((b) => b.id)).toEqual(BANNER_ORDER.filter((id) => banners.some((b) => b.id === id)))
  })
})

describe('grace period date (SPEC §8: DD MMM, YYYY)', () => {
  it.each([
    ['2026-12-05T00:00:00Z', '05 Dec, 2026'],
    ['2026-01-05T23:30:00-05:00', '06 Jan, 2026'],
    ['2027-09-30T12:00:00Z', '30 Sep, 2027'],
  ])('%s is shown as %s (its UTC calendar day)', (iso, shown) => {
    expect(formatGracePeriodEnd(iso)).toBe(shown)
  })
})

describe('self-hosted (SPEC §1/§5: no billing)', () => {
  it('shows no billing banner however the organization stands', () => {
    const banners = headerBanners(
      input({
        platform: false,
        organization: { ...northwind, restriction_status: 'restricted' },
        overdueInvoices: [{ organization_id: 2 }, { organization_id: 3 }],
        billingLine1: null,
      }),
    )
    expect(banners).toEqual([])
  })

  it('keeps the incident and clock banners', () => {
    const banners = headerBanners(
      input({
        platform: false,
        flags: { ongoingIncident: true, showNoticeBanner: false, clockSkewBanner: true },
        billingLine1: null,
        clockSkewMs: 5 * 60 * 1000,
      }),
    )
    expect(banners.map((b) => b.id)).toEqual(['incident', 'clock-skew'])
  })
})
