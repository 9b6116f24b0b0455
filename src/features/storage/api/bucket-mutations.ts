import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { storageKeys } from './keys'

export interface BucketSettings {
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
}
const anything = z.unknown()

/** POST /platform/storage/{ref}/buckets */
export function useBucketCreateMutation(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (bucket: BucketSettings & { name: string }) =>
      api.postJson('/platform/storage/{ref}/buckets', { id: bucket.name, ...bucket }, anything, { params: { ref } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storageKeys.buckets(ref) }),
  })
}

/** PATCH /platform/storage/{ref}/buckets/{id} */
export function useBucketUpdateMutation(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...settings }: BucketSettings & { id: string }) =>
      api.patch('/platform/storage/{ref}/buckets/{id}', anything, { params: { ref, id }, json: settings }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storageKeys.buckets(ref) }),
  })
}

/** POST /platform/storage/{ref}/buckets/{id}/empty */
export function useBucketEmptyMutation(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api.post('/platform/storage/{ref}/buckets/{id}/empty', anything, { params: { ref, id } }),
    onSettled: (_data, _error, id) => queryClient.invalidateQueries({ queryKey: storageKeys.objects(ref, id) }),
  })
}

/** DELETE /platform/storage/{ref}/buckets/{id}: the storage service refuses a bucket that is not empty, so empty it first. */
export function useBucketDeleteMutation(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      await api.post('/platform/storage/{ref}/buckets/{id}/empty', anything, { params: { ref, id } })
      return api.delete('/platform/storage/{ref}/buckets/{id}', anything, { params: { ref, id } })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: storageKeys.all(ref) }),
  })
}
