import { createFileRoute } from '@tanstack/react-router'
import { EnumTypesPage } from '@/features/database-objects/types/enum-types-page'

export const Route = createFileRoute('/_app/project/$ref/database/types')({
  component: function TypesRoute() {
    const { ref } = Route.useParams()
    return <EnumTypesPage projectRef={ref} />
  },
})
