import { createFileRoute } from '@tanstack/react-router'
import { TemplatesPage } from '@/features/sql-editor/components/templates-page'
import { templatesSearchSchema } from '@/features/sql-editor/template-search-params'

/** A static path: it wins over `sql/$id` (CONTRACT §10). */
export const Route = createFileRoute('/_app/project/$ref/sql/quickstarts')({
  validateSearch: templatesSearchSchema,
  component: function SqlTemplatesRoute() {
    const { ref } = Route.useParams()
    const { search } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <TemplatesPage
        projectRef={ref}
        kind="quickstarts"
        search={search ?? ''}
        onSearchChange={(next) => void navigate({ search: { search: next || undefined }, replace: true })}
        onKindChange={(kind) =>
          void navigate({
            to: kind === 'templates' ? '/project/$ref/sql/templates' : '/project/$ref/sql/quickstarts',
            params: { ref },
          })
        }
        onOpen={(template) =>
          void navigate({
            to: '/project/$ref/sql/$id',
            params: { ref, id: 'new' },
            search: { snippet: template.sql, name: template.title },
          })
        }
      />
    )
  },
})
