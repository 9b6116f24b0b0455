import { createFileRoute, redirect } from '@tanstack/react-router'

/** The table editor's bare path opens its index: the table list with no table chosen (issue 25 item 12). */
export const Route = createFileRoute('/_app/project/$ref/editor/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/project/$ref/editor/$id', params: { ref: params.ref, id: 'new' }, replace: true })
  },
})
