import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { organizationKeys } from '@/features/organizations/api/keys'
import { billingKeys } from './keys'

export const subscriptionSchema = z.looseObject({
  plan: z.looseObject({ id: z.string(), name: z.string() }),
  billing_cycle_anchor: z.nullish(z.number()),
  current_period_start: z.nullish(z.string()),
  current_period_end: z.nullish(z.string()),
  usage_billing_enabled: z._default(z.boolean(), true),
})

export const subscriptionQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: billingKeys.subscription(slug),
    queryFn: ({ signal }) =>
      api.get('/platform/organizations/{slug}/billing/subscription', subscriptionSchema, { params: { slug }, signal }),
  })

export const subscriptionPreviewSchema = z.looseObject({
  plan: z.looseObject({ id: z.string(), name: z.string() }),
  /** The new plan's monthly price in USD. */
  monthly_price: z.number(),
  breakdown: z._default(z.array(z.looseObject({ description: z.string(), amount: z.number() })), []),
  /** Charged now for the rest of the billing period (USD). */
  amount_due_now: z._default(z.number(), 0),
})

/** The subscription preview data group: what a change to `tier` would cost. */
export const subscriptionPreviewQueryOptions = (slug: string, tier: string) =>
  queryOptions({
    queryKey: billingKeys.subscriptionPreview(slug, tier),
    queryFn: ({ signal }) =>
      api.postJson('/platform/organizations/{slug}/billing/subscription/preview', { tier }, subscriptionPreviewSchema, {
        params: { slug },
        signal,
      }),
  })

/** PUT the new tier; the organization's plan, its subscription and its limits change with it. */
export function useSubscriptionUpdateMutation(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (tier: string) =>
      api.put('/platform/organizations/{slug}/billing/subscription', subscriptionSchema, {
        params: { slug },
        json: { tier },
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.list() }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.organization(slug) }),
      ])
    },
  })
}
