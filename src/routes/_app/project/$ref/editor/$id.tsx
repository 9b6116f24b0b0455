import { createFileRoute } from '@tanstack/react-router'
import { recordLastVisitedTable } from '@/features/history/last-visited'
import { TableEditorPage } from '@/features/table-editor/components/table-editor-page'
import { tableEditorSearchSchema } from '@/features/table-editor/search'

/** `$id` is the table's oid; `new` opens the editor with no table selected. */
export const Route = createFileRoute('/_app/project/$ref/editor/$id')({
  validateSearch: tableEditorSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context: { queryClient }, params, deps, preload }) => {
    if (!/^\d+$/.test(params.id)) return
    // SPEC §4 Last visited: a real visit (not a hover preload) records the table.
    if (!preload) recordLastVisitedTable(params.ref, params.id)
    // The table and its page load beside the route's code, not after the page renders.
    void import('@/features/table-editor/api/prefetch-table')
      .then(({ prefetchTable }) => prefetchTable(queryClient, params.ref, Number(params.id), deps.search))
      // A failure shows where the page reads the same queries.
      .catch(() => undefined)
  },
  component: TableEditorRoute,
})

function TableEditorRoute() {
  const { ref, id } = Route.useParams()
  const search = Route.useSearch()
  return <TableEditorPage projectRef={ref} tableId={/^\d+$/.test(id) ? Number(id) : undefined} search={search} />
}
