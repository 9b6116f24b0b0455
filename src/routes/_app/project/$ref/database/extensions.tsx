import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { ExtensionsPage } from '@/features/database-objects/extensions/extensions-page'

export const Route = createFileRoute('/_app/project/$ref/database/extensions')({
  // ?search= filters the list: other pages' "needs extension" notices link here with the extension's name.
  validateSearch: z.object({ search: z.catch(z.optional(z.string()), undefined) }),
  component: function ExtensionsRoute() {
    const { ref } = Route.useParams()
    const { search } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <ExtensionsPage
        projectRef={ref}
        search={search ?? ''}
        onSearchChange={(next) => void navigate({ search: { search: next || undefined }, replace: true })}
      />
    )
  },
})
