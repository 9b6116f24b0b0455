import { intlFormat } from 'date-fns'
import { CLOCK_SKEW_THRESHOLD_MS } from '@/features/system/api/utc-time-query'

/** SPEC §4: banner types. */
export type BannerType = 'incident' | 'danger' | 'warning'

export type BannerLink =
  | { kind: 'billing'; label: string; slug: string; hash?: 'invoices' | 'address' }
  | { kind: 'external'; label: string; href: string }

export interface Banner {
  id: BannerId
  type: BannerType
  title?: string
  message: string
  link?: BannerLink
  dismissible?: boolean
}

/** Top to bottom: platform-wide news, then what blocks this organization, then what needs doing soon. */
export const BANNER_ORDER = [
  'incident',
  'outage-notice',
  'restricted',
  'grace-period-over',
  'grace-period',
  'overdue-invoices',
  'overdue-invoices-other',
  'missing-billing',
  'clock-skew',
] as const
export type BannerId = (typeof BANNER_ORDER)[number]

/** SPEC §5/§9: the clock banner appears when the skew exceeds 2 minutes (the data layer's constant). */
export { CLOCK_SKEW_THRESHOLD_MS }
/** The outage notice; its dismissal is kept in localStorage under this token as 'true' (SPEC §4). */
export const OUTAGE_NOTICE_TOKEN = 'outage-notice-2025-05-16'
export const OUTAGE_NOTICE_MESSAGE = 'Brief Dashboard outage: May 16, 2025, 22:00–23:00 UTC (no impact to your apps)'
export const VIEW_DETAILS = 'View Details'

export interface BannerOrganization {
  id: number
  slug: string
  plan: { id: string }
  billing_partner?: string | null | undefined
  restriction_status?: 'grace_period' | 'grace_period_over' | 'restricted' | null | undefined
  restriction_data?: { grace_period_end?: string | undefined } | null | undefined
}

export interface BannerInput {
  /** Self-hosted (false) has no billing: no restriction, invoice or billing-address banners (SPEC §1/§5). */
  platform: boolean
  pathname: string
  flags: { ongoingIncident: boolean; showNoticeBanner: boolean; clockSkewBanner: boolean }
  noticeDismissed: boolean
  statusPageUrl: string
  clockSkewInfoUrl: string
  /** The organization the page belongs to, if any. */
  organization: BannerOrganization | undefined
  organizations: readonly { id: number; slug: string }[]
  overdueInvoices: readonly { organization_id: number }[]
  /** SPEC §6: billing warning banners need the billing all permission. */
  canManageBilling: (slug: string) => boolean
  /** undefined while unknown: no banner is shown on a guess. */
  billingLine1: string | null | undefined
  clockSkewMs: number | undefined
}

/**
 * SPEC §8 date format 'DD MMM, YYYY' for the UTC calendar day of the grace period's end: '05 Dec, 2026'.
 * Built from date-fns' intlFormat parts: its `format` would add 6 KB gzipped to the first screen.
 */
export function formatGracePeriodEnd(iso: string) {
  const date = new Date(iso)
  const part = (options: Intl.DateTimeFormatOptions) =>
    intlFormat(date, { ...options, timeZone: 'UTC' }, { locale: 'en-US' })
  return `${part({ day: '2-digit' })} ${part({ month: 'short' })}, ${part({ year: 'numeric' })}`
}

/** SPEC §5: the billing banner applies to non-free plans with no billing line1 and no billing partner. */
export function needsBillingAddress(organization: BannerOrganization, line1: string | null | undefined) {
  return organization.plan.id !== 'free' && !organization.billing_partner && !line1?.trim()
}

function restrictionBanner(organization: BannerOrganization): Banner | undefined {
  const link: BannerLink = { kind: 'billing', label: VIEW_DETAILS, slug: organization.slug }
  switch (organization.restriction_status) {
    case 'grace_period': {
      const end = organization.restriction_data?.grace_period_end
      return {
        id: 'grace-period',
        type: 'warning',
        title: 'Organization plan has exceeded its quota',
        message: `You are given a grace period until ${end ? formatGracePeriodEnd(end) : 'the end of this billing cycle'}`,
        link,
      }
    }
    case 'grace_period_over':
      return {
        id: 'grace-period-over',
        type: 'danger',
        title: 'Grace period is over',
        message: 'Your Projects will not be able to serve requests when you used up your quota.',
        link,
      }
    case 'restricted':
      return {
        id: 'restricted',
        type: 'danger',
        title: 'Services Restricted',
        message: 'Your Projects are unable to serve any requests as your Organization plan has used up its quota.',
        link,
      }
    default:
      return undefined
  }
}

/** The banners about the organization's plan, invoices and billing details (hosted platform only). */
function billingBanners(input: BannerInput): Banner[] {
  const { organization } = input
  const banners: Banner[] = []
  const restriction = organization ? restrictionBanner(organization) : undefined
  if (restriction) banners.push(restriction)

  const owing = input.overdueInvoices.filter((invoice) =>
    input.organizations.some((o) => o.id === invoice.organization_id),
  )
  if (
    organization &&
    owing.some((invoice) => invoice.organization_id === organization.id) &&
    input.canManageBilling(organization.slug)
  ) {
    banners.push({
      id: 'overdue-invoices',
      type: 'danger',
      title: 'Outstanding Invoices',
      message: 'Please pay invoices to avoid service disruption',
      link: { kind: 'billing', label: VIEW_DETAILS, slug: organization.slug, hash: 'invoices' },
    })
  }
  const other = input.organizations.find(
    (o) =>
      o.id !== organization?.id &&
      owing.some((invoice) => invoice.organization_id === o.id) &&
      input.canManageBilling(o.slug),
  )
  if (other) {
    banners.push({
      id: 'overdue-invoices-other',
      type: 'warning',
      title: 'Outstanding Invoices in other Organization',
      message: 'Please pay invoices for other Organization to avoid service disruption.',
      link: { kind: 'billing', label: VIEW_DETAILS, slug: other.slug, hash: 'invoices' },
    })
  }
  if (
    organization &&
    input.billingLine1 !== undefined &&
    needsBillingAddress(organization, input.billingLine1) &&
    input.canManageBilling(organization.slug)
  ) {
    banners.push({
      id: 'missing-billing',
      type: 'warning',
      title: 'Missing Billing Information',
      message: 'Please add a billing address. If you are a registered business, please add a tax ID too.',
      link: { kind: 'billing', label: VIEW_DETAILS, slug: organization.slug, hash: 'address' },
    })
  }
  return banners
}

/** The header banners of SPEC §8 for a page, in display order. */
export function headerBanners(input: BannerInput): Banner[] {
  const { flags } = input
  const banners: Banner[] = []
  if (flags.ongoingIncident) {
    banners.push({
      id: 'incident',
      type: 'incident',
      title: 'We are currently investigating a technical issue',
      message: 'Follow the status page for updates.',
      link: { kind: 'external', label: 'Status page', href: input.statusPageUrl },
    })
  }
  if (flags.showNoticeBanner && !input.noticeDismissed && !input.pathname.includes('sign-in')) {
    banners.push({
      id: 'outage-notice',
      type: 'incident',
      message: OUTAGE_NOTICE_MESSAGE,
      dismissible: true,
      link: { kind: 'external', label: 'Learn more', href: input.statusPageUrl },
    })
  }
  if (input.platform) banners.push(...billingBanners(input))
  if (
    flags.clockSkewBanner &&
    input.clockSkewMs !== undefined &&
    Math.abs(input.clockSkewMs) > CLOCK_SKEW_THRESHOLD_MS
  ) {
    banners.push({
      id: 'clock-skew',
      type: 'warning',
      message: "Your computer's clock appears to be inaccurate. This can cause issues with certain features.",
      link: { kind: 'external', label: 'More information', href: input.clockSkewInfoUrl },
    })
  }
  return banners.sort((a, b) => BANNER_ORDER.indexOf(a.id) - BANNER_ORDER.indexOf(b.id))
}
