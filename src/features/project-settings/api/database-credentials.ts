import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { POOL_MODES, type PoolerSettings } from '../pooler'
import { projectSettingsKeys } from './keys'

const poolerSchema = z.object({
  pool_mode: z.enum(POOL_MODES),
  default_pool_size: z.number(),
  max_client_conn: z.number(),
})
// The platform may answer more keys (ignore_startup_parameters, ...): they are kept out of the form.
const passwordResetSchema = z.object({})

export const poolerQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: [...projectSettingsKeys.all(ref), 'pgbouncer'],
    queryFn: ({ signal }) =>
      api.get('/platform/projects/{ref}/config/pgbouncer', poolerSchema, { params: { ref }, signal }),
  })

/** PATCH with the changed keys only. */
export function useSavePooler(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changed: Partial<PoolerSettings>) =>
      api.patch('/platform/projects/{ref}/config/pgbouncer', poolerSchema, { params: { ref }, json: changed }),
    onSuccess: (answer) => queryClient.setQueryData(poolerQueryOptions(ref).queryKey, answer),
  })
}

export function useResetDatabasePassword(ref: string) {
  return useMutation({
    mutationFn: (password: string) =>
      api.patch('/platform/projects/{ref}/db-password', passwordResetSchema, { params: { ref }, json: { password } }),
  })
}
