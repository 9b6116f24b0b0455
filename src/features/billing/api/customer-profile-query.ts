import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { billingKeys } from './keys'
import { PermissionAction, PermissionResource, useCheckPermission } from '@/features/permissions'
import { api } from '@/lib/http/client'
import { ApiError } from '@/lib/http/errors'
import { billingAddressSchema } from './billing-address-query'

export const SLUG_REQUIRED_MESSAGE = 'slug is required'

/** The billing customer profile; its fields are not given by the spec, so everything is optional. */
export const customerProfileSchema = z.looseObject({
  id: z.nullish(z.string()),
  email: z.nullish(z.string()),
  billing_name: z.nullish(z.string()),
  address: z.nullish(billingAddressSchema),
})

export function getCustomerProfile(slug: string | undefined, signal?: AbortSignal) {
  if (!slug) return Promise.reject(new ApiError({ message: SLUG_REQUIRED_MESSAGE }))
  return api.get('/platform/organizations/{slug}/customer', customerProfileSchema, { params: { slug }, signal })
}

export const customerProfileQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: billingKeys.customerProfile(slug),
    queryFn: ({ signal }) => getCustomerProfile(slug, signal),
  })

/** SPEC §6: needs the billing-read permission on the payment-provider customer; disabled without it. */
export function useCustomerProfileQuery(slug: string | undefined) {
  const { can } = useCheckPermission(PermissionAction.BILLING_READ, PermissionResource.STRIPE_CUSTOMER, undefined, {
    organizationSlug: slug,
  })
  return useQuery({ ...customerProfileQueryOptions(slug ?? ''), enabled: Boolean(slug) && can })
}
