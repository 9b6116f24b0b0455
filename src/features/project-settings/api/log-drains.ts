import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import type { LogDrainBody } from '../log-drains'
import { projectSettingsKeys } from './keys'

const logDrainSchema = z.object({
  id: z.optional(z.union([z.number(), z.string()])),
  token: z.string(),
  name: z.string(),
  description: z.nullish(z.string()),
  type: z.string(),
  config: z._default(
    z.object({ url: z.optional(z.string()), headers: z.optional(z.record(z.string(), z.string())) }),
    {},
  ),
})
export type LogDrain = z.infer<typeof logDrainSchema>

const drainsKey = (ref: string) => [...projectSettingsKeys.all(ref), 'log-drains'] as const

/** CONTRACT §13 log drains: `{base}/platform/projects/{ref}/analytics/log-drains`. */
export const logDrainsQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: drainsKey(ref),
    queryFn: ({ signal }) => api.get('/platform/projects/{ref}/analytics/log-drains', z.array(logDrainSchema), { params: { ref }, signal }),
  })

export function useCreateLogDrain(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: LogDrainBody) => api.postJson('/platform/projects/{ref}/analytics/log-drains', body, logDrainSchema, { params: { ref } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: drainsKey(ref) }),
  })
}

export function useDeleteLogDrain(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => api.delete('/platform/projects/{ref}/analytics/log-drains/{token}', z.unknown(), { params: { ref, token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: drainsKey(ref) }),
  })
}
