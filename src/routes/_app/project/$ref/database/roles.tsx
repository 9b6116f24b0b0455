import { createFileRoute } from '@tanstack/react-router'
import { RolesPage } from '@/features/database-objects/roles/roles-page'

export const Route = createFileRoute('/_app/project/$ref/database/roles')({
  component: function RolesRoute() {
    const { ref } = Route.useParams()
    return <RolesPage projectRef={ref} />
  },
})
