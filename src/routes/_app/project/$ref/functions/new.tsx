import { createFileRoute } from '@tanstack/react-router'
import { NewFunctionPage } from '@/features/edge-functions/components/new-function-page'

export const Route = createFileRoute('/_app/project/$ref/functions/new')({
  component: function NewFunctionRoute() {
    const { ref } = Route.useParams()
    return <NewFunctionPage projectRef={ref} />
  },
})
