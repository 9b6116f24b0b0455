import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { storageKeys } from './keys'
import { bucketSchema } from './schemas'

/** GET /platform/storage/{ref}/buckets (CONTRACT §9). */
const getBuckets = (ref: string, signal?: AbortSignal) =>
  api.get('/platform/storage/{ref}/buckets', z.array(bucketSchema), { params: { ref }, signal })

export const bucketsQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: storageKeys.buckets(ref),
    queryFn: ({ signal }) => getBuckets(ref, signal),
    staleTime: 30_000,
    retry: false,
  })
