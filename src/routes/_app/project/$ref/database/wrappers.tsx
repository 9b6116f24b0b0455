import { createFileRoute } from '@tanstack/react-router'
import { WrappersPage } from '@/features/database-objects/wrappers/wrappers-page'

export const Route = createFileRoute('/_app/project/$ref/database/wrappers')({
  component: function WrappersRoute() {
    const { ref } = Route.useParams()
    return <WrappersPage projectRef={ref} />
  },
})
