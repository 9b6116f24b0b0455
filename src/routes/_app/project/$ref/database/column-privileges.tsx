import { createFileRoute } from '@tanstack/react-router'
import { ColumnPrivilegesPage } from '@/features/database-objects/column-privileges/column-privileges-page'
import { columnPrivilegesSearchSchema } from '@/features/database-objects/column-privileges/search'

export const Route = createFileRoute('/_app/project/$ref/database/column-privileges')({
  validateSearch: columnPrivilegesSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  // The tables, roles and the matrix in view start with the navigation (issue 26 item 5).
  loader: ({ context: { queryClient }, params, deps }) =>
    void import('@/features/database-objects/column-privileges/prefetch')
      .then((m) => m.prefetchColumnPrivileges(queryClient, params.ref, deps.search))
      .catch(() => undefined),
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
