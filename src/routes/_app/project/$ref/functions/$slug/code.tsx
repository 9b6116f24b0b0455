import { createFileRoute } from '@tanstack/react-router'
import { FunctionCode } from '@/features/edge-functions/components/function-code'

export const Route = createFileRoute('/_app/project/$ref/functions/$slug/code')({
  component: function FunctionCodeRoute() {
    const { ref, slug } = Route.useParams()
    return <FunctionCode projectRef={ref} slug={slug} />
  },
})
