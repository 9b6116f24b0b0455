import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { projectSettingsKeys } from './keys'

const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['publishable', 'secret', 'legacy']),
  api_key: z.string(),
  description: z.nullish(z.string()),
  inserted_at: z.nullish(z.string()),
})
export type ApiKey = z.infer<typeof apiKeySchema>

/** CONTRACT §13: listed without ?reveal, so secrets stay masked; the full secret is shown once, on creation, or when revealed. */
export const apiKeysQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: projectSettingsKeys.apiKeys(ref),
    queryFn: ({ signal }) => api.get('/v1/projects/{ref}/api-keys', z.array(apiKeySchema), { params: { ref }, signal }),
  })

/**
 * The same list with the secrets in full (`?reveal=true`), read only when a user reveals or copies one.
 * Dropped from the cache as soon as no page shows it, so a secret is not kept once the page is left.
 */
export const revealedApiKeysQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: projectSettingsKeys.revealedApiKeys(ref),
    queryFn: ({ signal }) =>
      api.get('/v1/projects/{ref}/api-keys', z.array(apiKeySchema), { params: { ref }, query: { reveal: true }, signal }),
    staleTime: 0,
    gcTime: 0,
  })

export const API_KEY_NAME_PATTERN = /^[a-z_][a-z0-9_]{0,63}$/

export function apiKeyNameError(name: string): string | undefined {
  if (name.trim() === '') return 'Enter a name for the key.'
  if (!API_KEY_NAME_PATTERN.test(name.trim())) return 'Use lowercase letters, digits and underscores, starting with a letter (at most 64).'
  return undefined
}

export function useCreateApiKey(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (key: { name: string; type: 'publishable' | 'secret'; description: string }) =>
      api.postJson('/v1/projects/{ref}/api-keys', { ...key, name: key.name.trim() }, apiKeySchema, { params: { ref } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectSettingsKeys.apiKeys(ref) }),
  })
}

export function useRevokeApiKey(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete('/v1/projects/{ref}/api-keys/{id}', z.unknown(), { params: { ref, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectSettingsKeys.apiKeys(ref) }),
  })
}
