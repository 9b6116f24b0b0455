import { createFileRoute } from '@tanstack/react-router'
import { recordLastVisitedSnippet } from '@/features/history/last-visited'
import { SqlEditorPage } from '@/features/sql-editor/components/sql-editor-page'
import { sqlEditorSearchSchema } from '@/features/sql-editor/search'

export const Route = createFileRoute('/_app/project/$ref/sql/$id')({
  validateSearch: sqlEditorSearchSchema,
  loader: ({ params, preload }) => {
    // SPEC §4 Last visited: a real visit (not a hover preload) records the snippet; 'new' is not recorded.
    if (!preload) recordLastVisitedSnippet(params.ref, params.id)
  },
  component: SqlEditorRoute,
})

function SqlEditorRoute() {
  const { ref, id } = Route.useParams()
  const { snippet } = Route.useSearch()
  // A new snippet handed over starts a fresh editor.
  return <SqlEditorPage key={`${id}:${snippet ?? ''}`} projectRef={ref} initialSql={snippet} />
}
