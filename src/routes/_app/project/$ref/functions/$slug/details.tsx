import { createFileRoute } from '@tanstack/react-router'
import { FunctionDetails } from '@/features/edge-functions/components/function-details'

export const Route = createFileRoute('/_app/project/$ref/functions/$slug/details')({
  component: function FunctionDetailsRoute() {
    const { ref, slug } = Route.useParams()
    return <FunctionDetails projectRef={ref} slug={slug} />
  },
})
