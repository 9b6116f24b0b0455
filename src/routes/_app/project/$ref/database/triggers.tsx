import { createFileRoute } from '@tanstack/react-router'
import { TriggersPage } from '@/features/database-objects/triggers/triggers-page'

export const Route = createFileRoute('/_app/project/$ref/database/triggers')({
  component: function TriggersRoute() {
    const { ref } = Route.useParams()
    return <TriggersPage projectRef={ref} />
  },
})
