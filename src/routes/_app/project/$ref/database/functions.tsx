import { createFileRoute } from '@tanstack/react-router'
import { FunctionsPage } from '@/features/database-objects/functions/functions-page'

export const Route = createFileRoute('/_app/project/$ref/database/functions')({
  component: function FunctionsRoute() {
    const { ref } = Route.useParams()
    return <FunctionsPage projectRef={ref} />
  },
})
