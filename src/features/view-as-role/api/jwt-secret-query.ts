import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { viewAsRoleKeys } from './keys'

const postgrestConfigSchema = z.object({ jwt_secret: z.optional(z.nullable(z.string())) })

/**
 * GET {base}/v1/projects/{ref}/postgrest (the platform's management API): the project's JWT secret,
 * which signs the token of a user picked in the test panel. Read only when that role is chosen.
 */
export const jwtSecretQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: viewAsRoleKeys.jwtSecret(ref),
    queryFn: async ({ signal }) => {
      const config = await api.get('/v1/projects/{ref}/postgrest', postgrestConfigSchema, { params: { ref }, signal })
      return config.jwt_secret ?? null
    },
    staleTime: 5 * 60_000,
    retry: false,
  })
