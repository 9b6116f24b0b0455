import { createFileRoute } from '@tanstack/react-router'
import { QueuesPage } from '@/features/database-objects/queues/queues-page'

export const Route = createFileRoute('/_app/project/$ref/integrations/queues/')({
  component: function QueuesRoute() {
    const { ref } = Route.useParams()
    return <QueuesPage projectRef={ref} />
  },
})
