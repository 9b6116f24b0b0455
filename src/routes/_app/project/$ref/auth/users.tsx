import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { AUTH_USER_FILTERS, AUTH_USER_SORTS } from '@/features/database'
import { UsersPage } from '@/features/project-auth/components/users-page'

const searchSchema = z.object({
  search: z.catch(z.optional(z.string()), undefined),
  filter: z.catch(z.optional(z.enum(AUTH_USER_FILTERS)), undefined),
  sort: z.catch(z.optional(z.enum(AUTH_USER_SORTS)), undefined),
  user: z.catch(z.optional(z.string()), undefined),
})

export const Route = createFileRoute('/_app/project/$ref/auth/users')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ view: { search: search.search ?? '', filter: search.filter ?? 'all', sort: search.sort ?? 'created' } as const }),
  // The users start with the navigation, beside the page's code (issue 26 item 5).
  loader: ({ context: { queryClient }, params, deps }) =>
    void import('@/features/project-auth/prefetch').then((m) => m.prefetchAuthUsers(queryClient, params.ref, deps.view)).catch(() => undefined),
  component: function AuthUsersRoute() {
    const { ref } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <UsersPage
        projectRef={ref}
        view={{ search: search.search ?? '', filter: search.filter ?? 'all', sort: search.sort ?? 'created' }}
        selectedUser={search.user}
        onView={(next) =>
          void navigate({
            search: (prev) => ({
              ...prev,
              search: next.search || undefined,
              filter: next.filter === 'all' ? undefined : next.filter,
              sort: next.sort === 'created' ? undefined : next.sort,
            }),
            replace: true,
          })
        }
        onSelectUser={(user) => void navigate({ search: (prev) => ({ ...prev, user }) })}
      />
    )
  },
})
