import type { QueryClient } from '@tanstack/react-query'
import { bucketsQueryOptions } from './api/buckets-query'

/** The storage pages' buckets start with the navigation (their route loaders), beside the page's code. */
export function prefetchBuckets(queryClient: QueryClient, projectRef: string) {
  return queryClient.prefetchQuery(bucketsQueryOptions(projectRef))
}
