import { createFileRoute } from '@tanstack/react-router'
import { HooksPage } from '@/features/database-objects/hooks/hooks-page'

export const Route = createFileRoute('/_app/project/$ref/database/hooks')({
  component: function HooksRoute() {
    const { ref } = Route.useParams()
    return <HooksPage projectRef={ref} />
  },
})
