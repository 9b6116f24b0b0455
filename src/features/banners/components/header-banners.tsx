import { Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useParams, useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import { billingAddressQueryOptions } from '@/features/billing/api/billing-address-query'
import { useOverdueInvoicesQuery } from '@/features/billing/api/overdue-invoices-query'
import { useOrganizationsQuery } from '@/features/organizations/api/organizations-query'
import { usePermissionsQuery } from '@/features/permissions/api/permissions-query'
import { PermissionAction, PermissionResource, evaluatePermission } from '@/features/permissions'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import { clockSkewMs, useUtcTimeQuery } from '@/features/system/api/utc-time-query'
import { getConfig } from '@/lib/config/config'
import { useBannerFlags } from '../api/banner-flags-query'
import { headerBanners, needsBillingAddress, OUTAGE_NOTICE_TOKEN } from '../banner-rules'
import { useNoticeDismissal } from '../notice-dismissal'
import { HeaderBanner } from './header-banner'

/** SPEC §6 'billing all': both reading and changing the organization's billing. */
const BILLING_ALL = [PermissionAction.BILLING_READ, PermissionAction.BILLING_WRITE]

/** The header banners of SPEC §8 for the page's organization, stacked in order. */
export function HeaderBanners() {
  const config = getConfig()
  const flags = useBannerFlags()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const { slug, ref } = useParams({ strict: false })
  const { data: organizations = [] } = useOrganizationsQuery()
  const { data: projects } = useQuery({ ...projectsQueryOptions(), enabled: Boolean(ref) })
  const { data: permissions } = usePermissionsQuery({ enabled: config.platform })
  const { data: overdueInvoices = [] } = useOverdueInvoicesQuery()
  const utcTime = useUtcTimeQuery({ enabled: flags.clockSkewBanner })
  const notice = useNoticeDismissal(OUTAGE_NOTICE_TOKEN)

  const organizationId = slug ? undefined : projects?.find((p) => p.ref === ref)?.organization_id
  const organization = organizations.find((o) => (slug ? o.slug === slug : o.id === organizationId))
  const canManageBilling = useMemo(
    () => (organizationSlug: string) =>
      BILLING_ALL.every((action) =>
        evaluatePermission({
          platform: config.platform,
          permissions,
          action,
          resource: PermissionResource.STRIPE_SUBSCRIPTIONS,
          organizationSlug,
        }),
      ),
    [config.platform, permissions],
  )
  // Self-hosted has no billing (SPEC §5), and its gateway no billing address to ask for.
  const wantsAddress = Boolean(
    config.platform &&
    organization &&
    needsBillingAddress(organization, undefined) &&
    canManageBilling(organization.slug),
  )
  const address = useQuery({ ...billingAddressQueryOptions(organization?.slug ?? ''), enabled: wantsAddress })

  const banners = headerBanners({
    platform: config.platform,
    pathname,
    flags,
    noticeDismissed: notice.dismissed,
    statusPageUrl: config.statusPageUrl,
    clockSkewInfoUrl: `${config.docsUrl.replace(/\/$/, '')}/troubleshooting/clock-skew`,
    organization,
    organizations,
    overdueInvoices,
    canManageBilling,
    billingLine1: address.isSuccess ? (address.data.line1 ?? null) : undefined,
    clockSkewMs: utcTime.data ? clockSkewMs(utcTime.data, utcTime.dataUpdatedAt) : undefined,
  })
  if (banners.length === 0) return null
  return (
    <Stack gap="xs" mb="md" aria-label="Announcements" component="section">
      {banners.map((banner) => (
        <HeaderBanner key={banner.id} banner={banner} onDismiss={banner.dismissible ? notice.dismiss : undefined} />
      ))}
    </Stack>
  )
}
