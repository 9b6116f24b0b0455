import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { organizationKeys } from '@/features/organizations/api/keys'
import { PermissionAction, PermissionResource } from '@/features/permissions/constants'
import { useCheckPermission } from '@/features/permissions/use-check-permission'
import { api } from '@/lib/http/client'
import { ApiError } from '@/lib/http/errors'

export const SLUG_REQUIRED_MESSAGE = 'slug is required'

const addressSchema = z.looseObject({
  line1: z.string().nullish(),
  line2: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  postal_code: z.string().nullish(),
  country: z.string().nullish(),
})

/** The billing customer profile; its fields are not given by the spec, so everything is optional. */
export const customerProfileSchema = z.looseObject({
  id: z.string().nullish(),
  email: z.string().nullish(),
  billing_name: z.string().nullish(),
  address: addressSchema.nullish(),
})
export type CustomerProfile = z.infer<typeof customerProfileSchema>

export function getCustomerProfile(slug: string | undefined, signal?: AbortSignal) {
  if (!slug) return Promise.reject(new ApiError({ message: SLUG_REQUIRED_MESSAGE }))
  return api.get('/platform/organizations/{slug}/customer', customerProfileSchema, { params: { slug }, signal })
}

export const customerProfileQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: organizationKeys.group(slug, 'customer-profile'),
    queryFn: ({ signal }) => getCustomerProfile(slug, signal),
  })

/** SPEC §6: needs the billing-read permission on the payment-provider customer; disabled without it. */
export function useCustomerProfileQuery(slug: string | undefined) {
  const { can } = useCheckPermission(PermissionAction.BILLING_READ, PermissionResource.STRIPE_CUSTOMER, undefined, {
    organizationSlug: slug,
  })
  return useQuery({ ...customerProfileQueryOptions(slug ?? ''), enabled: Boolean(slug) && can })
}
