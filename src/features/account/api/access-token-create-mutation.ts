import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { accessTokenSchema } from './access-tokens-query'
import { accountKeys } from './keys'

const createdTokenSchema = z.extend(accessTokenSchema, { token: z.string() })

/** POST {base}/platform/profile/access-tokens: the answer alone holds the token, shown once. */
export function useAccessTokenCreateMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { name: string; expires_at: string }) =>
      api.post('/platform/profile/access-tokens', createdTokenSchema, { json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.accessTokens() }),
  })
}
