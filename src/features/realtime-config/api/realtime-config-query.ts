import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { realtimeConfigKeys } from './keys'

/** CONTRACT §16: the project's Realtime settings (hosted and mock). */
export const realtimeConfigSchema = z.object({
  private_only: z.boolean(),
  connection_pool: z.number(),
  max_concurrent_users: z.number(),
  max_events_per_second: z.number(),
  max_presence_events_per_second: z.number(),
  max_payload_size_in_kb: z.number(),
  suspend: z.boolean(),
})
export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>

export const realtimeConfigQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: realtimeConfigKeys.config(ref),
    queryFn: ({ signal }) => api.get('/platform/projects/{ref}/config/realtime', realtimeConfigSchema, { params: { ref }, signal }),
  })

/** PATCH with the changed settings only; the answer replaces the cached settings. */
export function useUpdateRealtimeConfig(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: Partial<RealtimeConfig>) =>
      api.patch('/platform/projects/{ref}/config/realtime', realtimeConfigSchema, { params: { ref }, json: changes }),
    onSuccess: (config) => queryClient.setQueryData(realtimeConfigKeys.config(ref), config),
  })
}
