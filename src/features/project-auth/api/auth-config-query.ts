import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { projectAuthKeys } from './keys'

/** GoTrue's configuration keys as the platform answers them (CONTRACT §11); secrets come back masked. */
export const authConfigSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
export type AuthConfig = z.infer<typeof authConfigSchema>
export type AuthConfigValue = AuthConfig[string]

export const authConfigQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: projectAuthKeys.config(ref),
    queryFn: ({ signal }) => api.get('/platform/auth/{ref}/config', authConfigSchema, { params: { ref }, signal }),
  })

/** PATCH with the changed keys only; the answer replaces the cached configuration. */
export function useUpdateAuthConfig(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: AuthConfig) => api.patch('/platform/auth/{ref}/config', authConfigSchema, { params: { ref }, json: changes }),
    onSuccess: (config) => queryClient.setQueryData(projectAuthKeys.config(ref), config),
  })
}
