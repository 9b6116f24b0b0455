import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { projectSettingsKeys } from './keys'

const restrictionsSchema = z.object({
  config: z.object({ dbAllowedCidrs: z._default(z.array(z.string()), []), dbAllowedCidrsV6: z._default(z.array(z.string()), []) }),
})
const sslSchema = z.object({ currentConfig: z.object({ database: z.boolean() }) })

export const networkRestrictionsQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: [...projectSettingsKeys.all(ref), 'network-restrictions'],
    queryFn: ({ signal }) => api.get('/platform/projects/{ref}/network-restrictions', restrictionsSchema, { params: { ref }, signal }),
  })

export const sslEnforcementQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: [...projectSettingsKeys.all(ref), 'ssl-enforcement'],
    queryFn: ({ signal }) => api.get('/platform/projects/{ref}/config/ssl-enforcement', sslSchema, { params: { ref }, signal }),
  })

export function useSaveNetworkRestrictions(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (cidrs: { dbAllowedCidrs: string[]; dbAllowedCidrsV6: string[] }) =>
      api.patch('/platform/projects/{ref}/network-restrictions', restrictionsSchema, { params: { ref }, json: cidrs }),
    onSuccess: (answer) => queryClient.setQueryData(networkRestrictionsQueryOptions(ref).queryKey, answer),
  })
}

export function useSaveSslEnforcement(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (database: boolean) =>
      api.patch('/platform/projects/{ref}/config/ssl-enforcement', sslSchema, { params: { ref }, json: { requestedConfig: { database } } }),
    onSuccess: (answer) => queryClient.setQueryData(sslEnforcementQueryOptions(ref).queryKey, answer),
  })
}
