import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { organizationKeys } from './keys'

export const memberSchema = z.looseObject({
  gotrue_id: z.string(),
  username: z.string(),
  primary_email: z.nullish(z.string()),
  role_ids: z._default(z.array(z.number()), []),
  mfa_enabled: z._default(z.boolean(), false),
  is_sso_user: z.nullish(z.boolean()),
})
export type Member = z.infer<typeof memberSchema>

export const invitationSchema = z.looseObject({
  id: z.number(),
  invited_email: z.string(),
  role_id: z.number(),
  invited_at: z.string(),
})

export const membersQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: organizationKeys.members(slug),
    queryFn: ({ signal }) =>
      api.get('/platform/organizations/{slug}/members', z.array(memberSchema), { params: { slug }, signal }),
  })

export const invitationsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: organizationKeys.invitations(slug),
    queryFn: ({ signal }) =>
      api.get('/platform/organizations/{slug}/members/invitations', z.array(invitationSchema), {
        params: { slug },
        signal,
      }),
  })

function useInvalidateMembers(slug: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: organizationKeys.members(slug) })
}

export function useInviteMemberMutation(slug: string) {
  const invalidate = useInvalidateMembers(slug)
  return useMutation({
    mutationFn: (invite: { email: string; role_id: number }) =>
      api.postJson('/platform/organizations/{slug}/members/invitations', invite, invitationSchema, {
        params: { slug },
      }),
    onSuccess: invalidate,
  })
}

export function useMemberRoleMutation(slug: string) {
  const invalidate = useInvalidateMembers(slug)
  return useMutation({
    mutationFn: ({ gotrueId, roleId }: { gotrueId: string; roleId: number }) =>
      api.put('/platform/organizations/{slug}/members/{gotrueId}', memberSchema, {
        params: { slug, gotrueId },
        json: { role_id: roleId },
      }),
    onSuccess: invalidate,
  })
}

export function useRemoveMemberMutation(slug: string) {
  const invalidate = useInvalidateMembers(slug)
  return useMutation({
    mutationFn: (gotrueId: string) =>
      api.delete('/platform/organizations/{slug}/members/{gotrueId}', z.unknown(), { params: { slug, gotrueId } }),
    onSuccess: invalidate,
  })
}
