import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { projectKeys } from './keys'

export const PROJECT_SERVICES = ['db', 'rest', 'auth', 'storage', 'realtime', 'functions'] as const
export const SERVICE_HEALTH_POLL_MS = 5000

const serviceHealthSchema = z.array(
  z.object({ name: z.string(), healthy: z.boolean(), status: z.string(), error: z.nullish(z.string()) }),
)


/** CONTRACT §13; polled while any service is unhealthy (and the tab is visible: Query's default). */
export const serviceHealthQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: projectKeys.serviceHealth(ref),
    queryFn: ({ signal }) =>
      api.get('/platform/projects/{ref}/service-health', serviceHealthSchema, {
        params: { ref },
        query: { services: PROJECT_SERVICES.join(',') },
        signal,
      }),
    refetchInterval: (query) => (query.state.data?.some((service) => !service.healthy) ? SERVICE_HEALTH_POLL_MS : false),
  })
