import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { billingKeys } from './keys'
import { api } from '@/lib/http/client'

/** SPEC §3 Billing address: line1 is what the billing rules look at. An empty answer means none yet. */
export const billingAddressSchema = z.looseObject({
  line1: z.nullish(z.string()),
  line2: z.nullish(z.string()),
  city: z.nullish(z.string()),
  state: z.nullish(z.string()),
  postal_code: z.nullish(z.string()),
  country: z.nullish(z.string()),
})
export type BillingAddress = z.infer<typeof billingAddressSchema>

export const billingAddressQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: billingKeys.billingAddress(slug),
    queryFn: ({ signal }) =>
      api.get('/platform/organizations/{slug}/billing/address', billingAddressSchema, { params: { slug }, signal }),
  })

export function useBillingAddressMutation(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (address: BillingAddress) =>
      api.put('/platform/organizations/{slug}/billing/address', billingAddressSchema, {
        params: { slug },
        json: address,
      }),
    onSuccess: (address) => queryClient.setQueryData(billingKeys.billingAddress(slug), address),
  })
}
