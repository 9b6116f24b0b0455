import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { getConfig } from '@/lib/config/config'
import { api } from '@/lib/http/client'
import { advisorExceptionSchema, type AdvisorException, type NewAdvisorException } from './advisor-exception-schema'
import { advisorKeys } from './keys'

export type { AdvisorException } from './advisor-exception-schema'

const PATH = '/platform/projects/{ref}/advisors/exceptions'

/** Self-hosted, the rules live in this browser's IndexedDB (CONTRACT §9); loaded only there. */
const browserStore = () => import('./advisor-exceptions-browser-store')

async function getAdvisorExceptions(ref: string, signal?: AbortSignal): Promise<AdvisorException[]> {
  if (!getConfig().platform) return (await browserStore()).listBrowserExceptions(ref)
  return api.get(PATH, z.array(advisorExceptionSchema), { params: { ref }, signal })
}

export const advisorExceptionsQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: advisorKeys.exceptions(ref),
    queryFn: ({ signal }) => getAdvisorExceptions(ref, signal),
  })

async function createAdvisorException(ref: string, exception: NewAdvisorException): Promise<AdvisorException> {
  if (!getConfig().platform) return (await browserStore()).addBrowserException(ref, exception)
  return api.postJson(PATH, exception, advisorExceptionSchema, { params: { ref } })
}

async function deleteAdvisorExceptions(ref: string, ids: string[]): Promise<void> {
  if (!getConfig().platform) return (await browserStore()).deleteBrowserExceptions(ref, ids)
  await api.delete(PATH, z.unknown(), { params: { ref }, query: { ids: ids.join(',') } })
}

export function useCreateAdvisorExceptionMutation(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (exception: NewAdvisorException) => createAdvisorException(ref, exception),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advisorKeys.exceptions(ref) }),
  })
}

export function useDeleteAdvisorExceptionsMutation(ref: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: string[]) => deleteAdvisorExceptions(ref, ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advisorKeys.exceptions(ref) }),
  })
}
