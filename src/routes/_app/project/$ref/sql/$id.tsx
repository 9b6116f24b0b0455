import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { recordLastVisitedSnippet } from '@/features/history/last-visited'
import { loadSqlCodeEditor } from '@/features/sql-editor/components/load-sql-code-editor'
import { SqlEditorPage } from '@/features/sql-editor/components/sql-editor-page'
import { sqlEditorSearchSchema } from '@/features/sql-editor/search'

export const Route = createFileRoute('/_app/project/$ref/sql/$id')({
  validateSearch: sqlEditorSearchSchema,
  staticData: { preloadChunks: loadSqlCodeEditor },
  loader: ({ params, preload }) => {
    // The editor's CodeMirror chunk downloads beside the page's own chunks, not after them (issue 26 item 1).
    void loadSqlCodeEditor().catch(() => undefined)
    // SPEC §4 Last visited: a real visit (not a hover preload) records the snippet; 'new' is not recorded.
    if (!preload) recordLastVisitedSnippet(params.ref, params.id)
  },
  component: SqlEditorRoute,
})

function SqlEditorRoute() {
  const { ref, id } = Route.useParams()
  const { snippet, name } = Route.useSearch()
  const navigate = Route.useNavigate()
  const openSnippet = useCallback(
    (next: string, options?: { replace?: boolean }) =>
      void navigate({
        to: '/project/$ref/sql/$id',
        params: { ref, id: next },
        search: (prev) => ({ ...prev, snippet: undefined, name: undefined }),
        replace: options?.replace ?? false,
      }),
    [navigate, ref],
  )
  // Keyed by project only: a 'new' snippet that gets its id keeps the same editor (no keystroke lost).
  return <SqlEditorPage key={ref} projectRef={ref} routeId={id} handover={snippet} handoverName={name} openSnippet={openSnippet} />
}
