import type { QueryClient } from '@tanstack/react-query'
import { projectConnection } from '@/features/projects/api/project-connection'
import { advisorExceptionsQueryOptions } from './api/advisor-exceptions'
import { lintResultsQueryOptions } from './api/lints-query'

/** The security advisor's checks start with the navigation (its route loader), beside the page's code. */
export async function prefetchSecurityAdvisor(queryClient: QueryClient, projectRef: string) {
  void queryClient.prefetchQuery(advisorExceptionsQueryOptions(projectRef))
  const connection = await projectConnection(queryClient, projectRef)
  if (connection.connectionString) await queryClient.prefetchQuery(lintResultsQueryOptions(connection, 'SECURITY'))
}
