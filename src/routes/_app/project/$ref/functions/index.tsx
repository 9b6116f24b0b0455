import { createFileRoute } from '@tanstack/react-router'
import { FunctionsPage } from '@/features/edge-functions/components/functions-page'

export const Route = createFileRoute('/_app/project/$ref/functions/')({
  component: function FunctionsRoute() {
    const { ref } = Route.useParams()
    return <FunctionsPage projectRef={ref} />
  },
})
