import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/http/client'
import type { PricedPlanId } from '@/features/plans'
import { organizationKeys } from './keys'
import { organizationSchema, toOrganization } from './organizations-query'

/** The organization types offered at creation, as the platform names them. */
export const ORGANIZATION_KINDS = [
  { value: 'PERSONAL', label: 'Personal' },
  { value: 'EDUCATIONAL', label: 'Educational' },
  { value: 'STARTUP', label: 'Startup' },
  { value: 'AGENCY', label: 'Agency' },
  { value: 'COMPANY', label: 'Company' },
  { value: 'UNDISCLOSED', label: 'N/A' },
] as const
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number]['value']

export interface BillingDetails {
  email: string
  line1: string
  country: string
  card_number: string
}

export interface NewOrganization {
  name: string
  kind: OrganizationKind
  plan: PricedPlanId
  /** Required for the paid plans (Pro, Team). */
  billing?: BillingDetails | undefined
}

/** POST /platform/organizations {name, kind, tier, billing?}: answers the new organization. */
export async function createOrganization({ name, kind, plan, billing }: NewOrganization) {
  const created = await api.postJson(
    '/platform/organizations',
    { name, kind, tier: `tier_${plan}`, ...(plan === 'free' ? {} : { billing }) },
    organizationSchema,
  )
  return toOrganization(created)
}

export function useCreateOrganizationMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.list() }),
  })
}
