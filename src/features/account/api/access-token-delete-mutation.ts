import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { accountKeys } from './keys'

/** DELETE {base}/platform/profile/access-tokens/{id}: the token stops working at once. */
export function useAccessTokenDeleteMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number | string) =>
      api.delete('/platform/profile/access-tokens/{id}', z.unknown(), { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.accessTokens() }),
  })
}
