import type { QueryClient } from '@tanstack/react-query'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { projectsQueryOptions } from '@/features/projects/api/projects-query'
import { getConfig, type AppConfig } from '@/lib/config/config'
import { permissionsQueryOptions } from './api/permissions-query'
import { evaluatePermission, permissionScope } from './check'

export interface PermissionRequest {
  action: string
  resource: string
  data?: Record<string, unknown>
  /** The organization of the check; found from the project when only a ref is given. */
  organizationSlug?: string | undefined
  projectRef?: string | undefined
}

/** The permission check for loaders and event handlers: loads what it needs through the cache. */
export async function checkPermission(
  queryClient: QueryClient,
  { action, resource, data, organizationSlug, projectRef }: PermissionRequest,
  config: Pick<AppConfig, 'platform'> = getConfig(),
) {
  if (!config.platform) return true
  const needsProjects = Boolean(projectRef)
  const [permissions, projects, organizations] = await Promise.all([
    queryClient.ensureQueryData(permissionsQueryOptions()),
    needsProjects ? queryClient.ensureQueryData(projectsQueryOptions()) : undefined,
    needsProjects && !organizationSlug ? queryClient.ensureQueryData(organizationsQueryOptions()) : undefined,
  ])
  const scope = permissionScope({ slug: organizationSlug, ref: projectRef, projects, organizations })
  return evaluatePermission({ platform: true, permissions, action, resource, data, ...scope })
}
