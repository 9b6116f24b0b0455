import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/http/client'
import { organizationKeys } from './keys'
import { organizationSchema, toOrganization } from './organizations-query'

export function getOrganizationDetail(slug: string, signal?: AbortSignal) {
  return api
    .get('/platform/organizations/{slug}', organizationSchema, { params: { slug }, signal })
    .then(toOrganization)
}

/** The detail data group: the organization's settings as the server holds them now. */
export const organizationDetailQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: organizationKeys.detail(slug),
    queryFn: ({ signal }) => getOrganizationDetail(slug, signal),
  })

export interface OrganizationSettings {
  name: string
  billing_email: string
}

/** PATCH /platform/organizations/{slug}: renames the organization or changes its billing email. */
export function useOrganizationUpdateMutation(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: OrganizationSettings) =>
      api
        .patch('/platform/organizations/{slug}', organizationSchema, { params: { slug }, json: settings })
        .then(toOrganization),
    onSuccess: async (organization) => {
      queryClient.setQueryData(organizationKeys.detail(slug), organization)
      await queryClient.invalidateQueries({ queryKey: organizationKeys.list() })
    },
  })
}
