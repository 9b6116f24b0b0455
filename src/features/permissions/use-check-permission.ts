import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { useOrganizationsQuery } from '@/features/organizations/api/organizations-query'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import { getConfig } from '@/lib/config/config'
import { usePermissionsQuery } from './api/permissions-query'
import { evaluatePermission, permissionScope } from './check'

export interface PermissionResult {
  /** false while loading, so nothing flashes as allowed. */
  can: boolean
  isLoading: boolean
  isSuccess: boolean
}

/**
 * SPEC §6: may the user do `action` on `resource` (with its `data` for conditions) in the organization
 * and project of the URL? `scope` overrides the URL. Self-hosted, everything is allowed.
 */
export function useCheckPermission(
  action: string,
  resource: string,
  data?: Record<string, unknown>,
  scope: { organizationSlug?: string | undefined; projectRef?: string | undefined } = {},
): PermissionResult {
  const { platform } = getConfig()
  const params = useParams({ strict: false })
  const slug = scope.organizationSlug ?? params.slug
  const ref = scope.projectRef ?? params.ref
  const permissions = usePermissionsQuery({ enabled: platform })
  const projects = useQuery({ ...projectsQueryOptions(), enabled: platform && Boolean(ref) })
  const organizations = useOrganizationsQuery()
  if (!platform) return { can: true, isLoading: false, isSuccess: true }

  const needsProjects = Boolean(ref)
  const needsOrganizations = needsProjects && !slug
  const isLoading = permissions.isPending || (needsProjects && projects.isPending) || (needsOrganizations && organizations.isPending)
  const isSuccess = permissions.isSuccess && (!needsProjects || projects.isSuccess) && (!needsOrganizations || organizations.isSuccess)
  const can =
    isSuccess &&
    evaluatePermission({
      platform,
      permissions: permissions.data,
      action,
      resource,
      data,
      ...permissionScope({ slug, ref, projects: projects.data, organizations: organizations.data }),
    })
  return { can, isLoading, isSuccess }
}
