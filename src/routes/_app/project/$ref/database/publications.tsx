import { createFileRoute } from '@tanstack/react-router'
import { PublicationsPage } from '@/features/database-objects/publications/publications-page'

export const Route = createFileRoute('/_app/project/$ref/database/publications')({
  component: function PublicationsRoute() {
    const { ref } = Route.useParams()
    return <PublicationsPage projectRef={ref} />
  },
})
