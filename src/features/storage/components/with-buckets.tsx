import { Alert, Loader } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { isServiceNotConfigured, ServiceNotConfigured } from '@/components/service-not-configured'
import type { Bucket } from '../api/schemas'

/**
 * What a storage page shows before its buckets: a loader, the storage service not configured, the
 * error, `empty` when there is no bucket yet; then the page itself with the buckets.
 */
export function WithBuckets({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<Bucket[]>
  empty: ReactNode
  children: (buckets: Bucket[]) => ReactNode
}) {
  if (query.isPending) return <Loader aria-label="Loading buckets" />
  if (query.isError) {
    return isServiceNotConfigured(query.error) ? (
      <ServiceNotConfigured service="storage" />
    ) : (
      <Alert color="red" title="Failed to retrieve buckets">
        {query.error.message}
      </Alert>
    )
  }
  return query.data.length === 0 ? empty : children(query.data)
}
