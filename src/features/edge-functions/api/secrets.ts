import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { functionKeys } from './keys'
import { secretSchema } from './schemas'

/** GET {base}/v1/projects/{ref}/secrets → [{name, value}] where value is a digest (CONTRACT §12). */
export const secretsQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: functionKeys.secrets(ref),
    queryFn: ({ signal }) => api.get('/v1/projects/{ref}/secrets', z.array(secretSchema), { params: { ref }, signal }),
    staleTime: 10_000,
    retry: false,
  })

/** POST the same path [{name, value}]: adds or replaces. */
export function useSecretsCreateMutation(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (secrets: { name: string; value: string }[]) =>
      api.postJson('/v1/projects/{ref}/secrets', secrets, z.unknown(), { params: { ref } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: functionKeys.secrets(ref) }),
  })
}

/** DELETE the same path ["NAME", ...] */
export function useSecretsDeleteMutation(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (names: string[]) =>
      api.delete('/v1/projects/{ref}/secrets', z.unknown(), { params: { ref }, json: names }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: functionKeys.secrets(ref) }),
  })
}
