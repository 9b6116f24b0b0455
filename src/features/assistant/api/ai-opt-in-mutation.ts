import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { organizationKeys } from '@/features/organizations/api/keys'
import { api } from '@/lib/http/client'
import type { AiOptInKey } from '../context/opt-in'

const updatedSchema = z.looseObject({ slug: z.string(), opt_in_tags: z.array(z.string()) })

/** PATCH /platform/organizations/{slug} {opt_in_tags}: the organization's AI opt-in (SPEC §3 keys). */
export function updateAiOptIn({ slug, keys }: { slug: string; keys: readonly AiOptInKey[] }) {
  return api.patch('/platform/organizations/{slug}', updatedSchema, { params: { slug }, json: { opt_in_tags: keys } })
}

export function useAiOptInMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAiOptIn,
    onSuccess: (_data, { slug }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.list() }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.detail(slug) }),
      ]),
  })
}
