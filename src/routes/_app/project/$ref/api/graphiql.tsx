import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { GRAPHQL_ROLES } from '@/features/graphql/roles'
import { GraphiqlPage } from '@/features/graphql/components/graphiql-page'

export const Route = createFileRoute('/_app/project/$ref/api/graphiql')({
  validateSearch: z.object({ role: z.catch(z._default(z.enum(GRAPHQL_ROLES), 'service_role'), 'service_role') }),
  // The reachability check and the editor's code start with the navigation (issue 26 item 5).
  loader: ({ context: { queryClient }, params }) =>
    void import('@/features/graphql/prefetch').then((m) => m.prefetchGraphiql(queryClient, params.ref)).catch(() => undefined),
  component: function GraphiqlRoute() {
    const { ref } = Route.useParams()
    const { role } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <GraphiqlPage
        projectRef={ref}
        title="API GraphQL explorer"
        description="Try queries against the project API from the browser."
        role={role}
        onRoleChange={(next) => void navigate({ search: { role: next } })}
      />
    )
  },
})
