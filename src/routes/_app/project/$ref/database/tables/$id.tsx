import { createFileRoute } from '@tanstack/react-router'
import { TablePage } from '@/features/database-objects/tables/table-page'

export const Route = createFileRoute('/_app/project/$ref/database/tables/$id')({
  component: function TableRoute() {
    const { ref, id } = Route.useParams()
    return <TablePage key={id} projectRef={ref} id={Number(id)} />
  },
})
