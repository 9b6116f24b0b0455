import { createFileRoute } from '@tanstack/react-router'
import { BucketsPage } from '@/features/storage/components/buckets-page'

export const Route = createFileRoute('/_app/project/$ref/storage/buckets')({
  // The buckets start with the navigation, beside the page's code (issue 26 item 5).
  loader: ({ context: { queryClient }, params }) =>
    void import('@/features/storage/prefetch').then((m) => m.prefetchBuckets(queryClient, params.ref)).catch(() => undefined),
  component: function StorageBucketsRoute() {
    const { ref } = Route.useParams()
    return <BucketsPage projectRef={ref} />
  },
})
