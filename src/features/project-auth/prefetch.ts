import type { QueryClient } from '@tanstack/react-query'
import { projectConnection } from '@/features/projects/api/project-connection'
import { projectSettingsQueryOptions } from '@/features/projects/api/project-settings-query'
import { authConfigQueryOptions } from './api/auth-config-query'
import { authUsersQueryOptions, authUsersStatusQueryOptions, authUsersTotalQueryOptions, type UsersListParams } from './api/auth-users-query'

/** The users page's data starts with the navigation (its route loader), beside the page's code. */
export async function prefetchAuthUsers(queryClient: QueryClient, projectRef: string, view: UsersListParams) {
  const connection = await projectConnection(queryClient, projectRef)
  if (!connection.connectionString) return
  if (!(await queryClient.fetchQuery(authUsersStatusQueryOptions(connection)))) return
  void queryClient.prefetchQuery(authUsersTotalQueryOptions(connection))
  await queryClient.prefetchInfiniteQuery(authUsersQueryOptions(connection, view))
}

/** An Auth settings page's configuration (and the providers' callback URL base) starts with the navigation. */
export function prefetchAuthSettings(queryClient: QueryClient, projectRef: string, section: string) {
  void queryClient.prefetchQuery(authConfigQueryOptions(projectRef))
  if (section === 'providers') void queryClient.prefetchQuery(projectSettingsQueryOptions(projectRef))
}
