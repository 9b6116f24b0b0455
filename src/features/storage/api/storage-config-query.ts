import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { storageKeys } from './keys'

const feature = z.object({ enabled: z.boolean() })

/** The project's storage settings (hosted and mock): the global upload limit in bytes and two features. */
export const storageConfigSchema = z.object({
  fileSizeLimit: z.number(),
  features: z.object({ imageTransformation: feature, s3Protocol: feature }),
})
export type StorageConfig = z.infer<typeof storageConfigSchema>
export type StorageConfigPatch = { fileSizeLimit?: number; features?: { imageTransformation?: { enabled: boolean }; s3Protocol?: { enabled: boolean } } }

export const storageConfigQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: storageKeys.config(ref),
    queryFn: ({ signal }) => api.get('/platform/projects/{ref}/config/storage', storageConfigSchema, { params: { ref }, signal }),
  })

/** PATCH with the changed settings only; the answer replaces the cached settings. */
export function useUpdateStorageConfig(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: StorageConfigPatch) => api.patch('/platform/projects/{ref}/config/storage', storageConfigSchema, { params: { ref }, json: patch }),
    onSuccess: (config) => queryClient.setQueryData(storageKeys.config(ref), config),
  })
}
