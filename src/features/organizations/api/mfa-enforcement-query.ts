import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { organizationKeys } from './keys'

const enforcementSchema = z.object({ enforced: z.boolean() })
const PATH = '/platform/organizations/{slug}/members/mfa/enforcement'

/** The organization's MFA rule (CONTRACT §14): whether its members must use multi-factor authentication. */
export const mfaEnforcementQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: organizationKeys.mfaEnforcement(slug),
    queryFn: ({ signal }) => api.get(PATH, enforcementSchema, { params: { slug }, signal }),
  })

/** PATCH the rule; the organization list (which carries organization_requires_mfa, read by the guards) follows. */
export function useMfaEnforcementMutation(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (enforced: boolean) => api.patch(PATH, enforcementSchema, { params: { slug }, json: { enforced } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(organizationKeys.mfaEnforcement(slug), answer)
      await queryClient.invalidateQueries({ queryKey: organizationKeys.organization(slug) })
      await queryClient.invalidateQueries({ queryKey: organizationKeys.list() })
    },
  })
}
