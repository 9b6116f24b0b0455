import { createFileRoute } from '@tanstack/react-router'
import { ColumnPrivilegesPage } from '@/features/database-objects/column-privileges/column-privileges-page'
import { columnPrivilegesSearchSchema } from '@/features/database-objects/column-privileges/search'

export const Route = createFileRoute('/_app/project/$ref/database/column-privileges')({
  validateSearch: columnPrivilegesSearchSchema,
  component: ColumnPrivilegesRoute,
})

function ColumnPrivilegesRoute() {
  const { ref } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ColumnPrivilegesPage
      projectRef={ref}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  )
}
