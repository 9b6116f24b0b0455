import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { dependOn } from '@/lib/query/navigation-fetch'
import { profileQueryOptions, useProfileQuery } from '@/features/profile/api/profile-query'
import { organizationKeys } from './keys'

export const ORGANIZATIONS_STALE_TIME_MS = 30 * 60 * 1000

export const organizationSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  plan: z.looseObject({ id: z.string(), name: z.optional(z.string()) }),
  billing_email: z.nullish(z.string()),
  billing_partner: z.nullish(z.string()),
  restriction_status: z.nullish(z.enum(['grace_period', 'grace_period_over', 'restricted'])),
  restriction_data: z.nullish(z.looseObject({ grace_period_end: z.optional(z.string()) })),
  organization_requires_mfa: z.optional(z.boolean()),
  is_owner: z.optional(z.boolean()),
  /** The organization's opt-ins, e.g. the AI opt-in keys of SPEC §3. */
  opt_in_tags: z.optional(z.array(z.string())),
})
export type ServerOrganization = z.infer<typeof organizationSchema>

export type ManagedBy = 'vercel-marketplace' | 'aws-marketplace' | 'supabase'

/** SPEC §3: the marketplace that bills this organization, or the provider itself. */
export function managedBy(billingPartner: string | null | undefined): ManagedBy {
  if (billingPartner === 'vercel_marketplace') return 'vercel-marketplace'
  if (billingPartner === 'aws_marketplace') return 'aws-marketplace'
  return 'supabase'
}

export function toOrganization(organization: ServerOrganization) {
  return {
    ...organization,
    billing_email: organization.billing_email ?? 'Unknown',
    managed_by: managedBy(organization.billing_partner),
    partner_id: organization.slug.startsWith('vercel_') ? organization.slug.slice('vercel_'.length) : undefined,
  }
}
export type Organization = ReturnType<typeof toOrganization>

export async function getOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  const organizations = await api.get('/platform/organizations', z.array(organizationSchema), { signal })
  return [...organizations].sort((a, b) => a.name.localeCompare(b.name)).map(toOrganization)
}

/** SPEC §7: the list runs only once the profile is loaded, so its fetch waits for the profile first. */
export const organizationsQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.list(),
    queryFn: async ({ signal, client }) => {
      await dependOn(client, profileQueryOptions())
      return getOrganizations(signal)
    },
    staleTime: ORGANIZATIONS_STALE_TIME_MS,
  })

/** The organization list, enabled once the profile is loaded. */
export function useOrganizationsQuery() {
  const { data: profile } = useProfileQuery()
  return useQuery({ ...organizationsQueryOptions(), enabled: Boolean(profile) })
}
