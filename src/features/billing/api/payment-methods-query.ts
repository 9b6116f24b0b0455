import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { billingKeys } from './keys'

export const paymentMethodSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  card: z.nullish(z.looseObject({ brand: z.string(), last4: z.string(), exp_month: z.number(), exp_year: z.number() })),
})

export const paymentMethodsSchema = z.looseObject({
  data: z.array(paymentMethodSchema),
  defaultPaymentMethodId: z.nullish(z.string()),
})

export const paymentMethodsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: billingKeys.paymentMethods(slug),
    queryFn: ({ signal }) =>
      api.get('/platform/organizations/{slug}/payments', paymentMethodsSchema, { params: { slug }, signal }),
  })
