import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { functionKeys } from './keys'

const apiKeySchema = z.object({ name: z.string(), type: z.string(), api_key: z.nullable(z.optional(z.string())) })

/** GET {base}/v1/projects/{ref}/api-keys?reveal=true (CONTRACT §13): the anon and service role keys the test panel sends. */
export const apiKeysQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: functionKeys.apiKeys(ref),
    queryFn: async ({ signal }) => {
      const keys = await api.get('/v1/projects/{ref}/api-keys', z.array(apiKeySchema), {
        params: { ref },
        query: { reveal: true },
        signal,
      })
      const find = (name: string) => keys.find((k) => k.name === name)?.api_key ?? undefined
      return { anon: find('anon'), service_role: find('service_role') }
    },
    staleTime: 5 * 60_000,
    retry: false,
  })
