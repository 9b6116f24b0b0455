import type { QueryClient } from '@tanstack/react-query'
import { projectDetailQueryOptions } from './project-detail-query'

/** The project's ref and connection string (from its detail, usually cached by the project layout). */
export async function projectConnection(queryClient: QueryClient, projectRef: string) {
  const project = await queryClient.ensureQueryData(projectDetailQueryOptions(projectRef))
  return { projectRef, connectionString: project.connectionString }
}
