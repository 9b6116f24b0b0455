import type { QueryClient } from '@tanstack/react-query'
import { projectConnection } from '@/features/projects/api/project-connection'
import { authUsersQueryOptions, authUsersStatusQueryOptions, authUsersTotalQueryOptions, type UsersListParams } from './api/auth-users-query'

/** The users page's data starts with the navigation (its route loader), beside the page's code. */
export async function prefetchAuthUsers(queryClient: QueryClient, projectRef: string, view: UsersListParams) {
  const connection = await projectConnection(queryClient, projectRef)
  if (!connection.connectionString) return
  if (!(await queryClient.fetchQuery(authUsersStatusQueryOptions(connection)))) return
  void queryClient.prefetchQuery(authUsersTotalQueryOptions(connection))
  await queryClient.prefetchInfiniteQuery(authUsersQueryOptions(connection, view))
}
