import { createFileRoute, redirect } from '@tanstack/react-router'

/** The SQL editor's bare path opens a new snippet (issue 25 item 12). */
export const Route = createFileRoute('/_app/project/$ref/sql/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/project/$ref/sql/$id', params: { ref: params.ref, id: 'new' }, replace: true })
  },
})
