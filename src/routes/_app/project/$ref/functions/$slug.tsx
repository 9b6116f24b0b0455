import { createFileRoute, Outlet } from '@tanstack/react-router'
import { FunctionLayout } from '@/features/edge-functions/components/function-layout'

export const Route = createFileRoute('/_app/project/$ref/functions/$slug')({
  component: function FunctionRoute() {
    const { ref, slug } = Route.useParams()
    return (
      <FunctionLayout projectRef={ref} slug={slug}>
        <Outlet />
      </FunctionLayout>
    )
  },
})
