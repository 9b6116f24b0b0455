import type { QueryClient } from '@tanstack/react-query'
import { graphqlReachableQueryOptions } from './api/graphql-request'

/** The explorer's reachability check and its editor's code start together with the navigation. */
export function prefetchGraphiql(queryClient: QueryClient, projectRef: string) {
  void import('./components/graphiql-editor').catch(() => undefined)
  return queryClient.prefetchQuery(graphqlReachableQueryOptions(projectRef))
}
