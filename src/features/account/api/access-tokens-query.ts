import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { accountKeys } from './keys'

export const accessTokenSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  token_alias: z.string(),
  created_at: z.string(),
  expires_at: z.nullish(z.string()),
  last_used_at: z.nullish(z.string()),
})
export type AccessToken = z.infer<typeof accessTokenSchema>

/** GET {base}/platform/profile/access-tokens (CONTRACT §14): never the tokens themselves. */
export const accessTokensQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.accessTokens(),
    queryFn: ({ signal }) => api.get('/platform/profile/access-tokens', z.array(accessTokenSchema), { signal }),
  })
