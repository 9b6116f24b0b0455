import { createFileRoute } from '@tanstack/react-router'
import { MigrationsPage } from '@/features/database-objects/migrations/migrations-page'

export const Route = createFileRoute('/_app/project/$ref/database/migrations')({
  component: function MigrationsRoute() {
    const { ref } = Route.useParams()
    return <MigrationsPage projectRef={ref} />
  },
})
