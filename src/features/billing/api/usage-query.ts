import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { billingKeys } from './keys'
import { api } from '@/lib/http/client'

/** Usage this billing period per metric; metrics match the plan feature keys. */
export const usageSchema = z.looseObject({
  usages: z.array(z.looseObject({ metric: z.string(), usage: z.number() })),
})

export const usageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: billingKeys.usage(slug),
    queryFn: ({ signal }) =>
      api
        .get('/platform/organizations/{slug}/usage', usageSchema, { params: { slug }, signal })
        .then((body) => body.usages),
  })
