import { organizationKeys } from '@/features/organizations/api/keys'

/**
 * Billing data belongs to an organization: every key sits under `['organizations', slug]`, so one
 * prefix refreshes a whole organization.
 */
export const billingKeys = {
  billingAddress: (slug: string) => [...organizationKeys.all, slug, 'billing-address'] as const,
  usage: (slug: string) => [...organizationKeys.all, slug, 'usage'] as const,
  customerProfile: (slug: string) => [...organizationKeys.all, slug, 'customer-profile'] as const,
  taxIds: (slug: string) => [...organizationKeys.all, slug, 'tax-ids'] as const,
  subscription: (slug: string) => [...organizationKeys.all, slug, 'subscription'] as const,
  subscriptionPreview: (slug: string, tier: string) => [...organizationKeys.all, slug, 'subscription-preview', { tier }] as const,
  invoices: (slug: string, page: number) => [...organizationKeys.all, slug, 'invoices', { page }] as const,
  paymentMethods: (slug: string) => [...organizationKeys.all, slug, 'payment-methods'] as const,
  availableRegions: (slug: string, cloudProvider: string) => [...organizationKeys.all, slug, 'available-regions', { cloudProvider }] as const,
  freeProjectLimitCheck: (slug: string) => [...organizationKeys.all, slug, 'free-project-limit-check'] as const,
}
