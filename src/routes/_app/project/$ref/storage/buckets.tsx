import { createFileRoute } from '@tanstack/react-router'
import { BucketsPage } from '@/features/storage/components/buckets-page'

export const Route = createFileRoute('/_app/project/$ref/storage/buckets')({
  component: function StorageBucketsRoute() {
    const { ref } = Route.useParams()
    return <BucketsPage projectRef={ref} />
  },
})
