import type { QueryClient } from '@tanstack/react-query'
import { projectConnection } from '@/features/projects/api/project-connection'
import { schemaGraphQueryOptions } from './schema-visualizer-queries'

/** The diagram's code and the schema's graph start with the navigation (the route loader). */
export async function prefetchSchemaGraph(queryClient: QueryClient, projectRef: string, schema: string) {
  void import('./schema-diagram').catch(() => undefined)
  const connection = await projectConnection(queryClient, projectRef)
  if (connection.connectionString) await queryClient.prefetchQuery(schemaGraphQueryOptions(connection, schema))
}
