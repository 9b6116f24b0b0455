import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { billingKeys } from './keys'

export const regionAvailabilitySchema = z.looseObject({
  code: z.string(),
  /** capacity: temporarily full; unavailable: not offered to this organization. */
  status: z.catch(z.enum(['available', 'capacity', 'unavailable']), 'available'),
})

const availableRegionsSchema = z.looseObject({ regions: z.array(regionAvailabilitySchema) })

/** The available-regions data group for one cloud provider. */
export const availableRegionsQueryOptions = (slug: string, cloudProvider: string) =>
  queryOptions({
    queryKey: billingKeys.availableRegions(slug, cloudProvider),
    queryFn: ({ signal }) =>
      api
        .get('/platform/organizations/{slug}/available-regions', availableRegionsSchema, {
          params: { slug },
          query: { cloud_provider: cloudProvider },
          signal,
        })
        .then((body) => body.regions),
  })
