import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { permissionKeys } from '@/features/permissions/api/keys'
import { organizationKeys } from '@/features/organizations/api/keys'
import { joinKeys } from './keys'

export const invitationTokenSchema = z.looseObject({
  organization_slug: z.nullish(z.string()),
  organization_name: z.nullish(z.string()),
  role_name: z.nullish(z.string()),
  invited_email: z.nullish(z.string()),
  token_does_not_exist: z._default(z.boolean(), false),
  expired_token: z._default(z.boolean(), false),
  /** False when the invitation was sent to another email address than the signed-in user's. */
  email_match: z._default(z.boolean(), true),
})
export type InvitationToken = z.infer<typeof invitationTokenSchema>

/** The validate-token data group. */
export const validateTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: joinKeys.invitation(token),
    queryFn: ({ signal }) =>
      api.get('/platform/organizations/invitations/{token}', invitationTokenSchema, { params: { token }, signal }),
    staleTime: 0,
  })

const joinedSchema = z.looseObject({ organization_slug: z.string() })

export function useJoinOrganizationMutation(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/platform/organizations/invitations/{token}', joinedSchema, { params: { token } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.list() }),
        queryClient.invalidateQueries({ queryKey: permissionKeys.all }),
      ])
    },
  })
}

export function useDeclineInvitationMutation(token: string) {
  return useMutation({
    mutationFn: () => api.delete('/platform/organizations/invitations/{token}', z.unknown(), { params: { token } }),
  })
}
