import type { QueryClient } from '@tanstack/react-query'
import { serviceHealthQueryOptions } from '@/features/projects/api/service-health-query'
import { snippetsQueryOptions } from '@/features/sql-editor/api/snippets-query'

/** The home page's service health and recent activity start with the navigation, beside the project's detail. */
export function prefetchProjectHome(queryClient: QueryClient, projectRef: string, capabilities: { serviceHealth: boolean }) {
  if (capabilities.serviceHealth) void queryClient.prefetchQuery(serviceHealthQueryOptions(projectRef))
  void queryClient.prefetchQuery(snippetsQueryOptions(projectRef))
}
