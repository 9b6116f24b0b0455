import { createFileRoute } from '@tanstack/react-router'
import { recordLastVisitedTable } from '@/features/history/last-visited'
import { TableEditorPage } from '@/features/table-editor/components/table-editor-page'
import { tableEditorSearchSchema } from '@/features/table-editor/search'

/** `$id` is the table's oid; `new` opens the editor with no table selected. */
export const Route = createFileRoute('/_app/project/$ref/editor/$id')({
  validateSearch: tableEditorSearchSchema,
  loader: ({ params, preload }) => {
    // SPEC §4 Last visited: a real visit (not a hover preload) records the table.
    if (!preload && /^\d+$/.test(params.id)) recordLastVisitedTable(params.ref, params.id)
  },
  component: TableEditorRoute,
})

function TableEditorRoute() {
  const { ref, id } = Route.useParams()
  const search = Route.useSearch()
  return <TableEditorPage projectRef={ref} tableId={/^\d+$/.test(id) ? Number(id) : undefined} search={search} />
}
