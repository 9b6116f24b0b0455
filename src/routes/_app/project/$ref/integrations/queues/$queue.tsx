import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { QUEUE_MESSAGE_STATUSES } from '@/features/database'
import { QueuePage } from '@/features/database-objects/queues/queue-page'

export const Route = createFileRoute('/_app/project/$ref/integrations/queues/$queue')({
  validateSearch: z.looseObject({ status: z.catch(z.optional(z.enum(QUEUE_MESSAGE_STATUSES)), undefined) }),
  component: QueueRoute,
})

function QueueRoute() {
  const { ref, queue } = Route.useParams()
  const { status } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <QueuePage
      projectRef={ref}
      queue={queue}
      status={status ?? 'available'}
      onStatusChange={(next) => void navigate({ search: (prev) => ({ ...prev, status: next === 'available' ? undefined : next }), replace: true })}
    />
  )
}
