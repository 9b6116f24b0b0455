import { createFileRoute } from '@tanstack/react-router'
import { NewFunctionPage } from '@/features/edge-functions/components/new-function-page'

export const Route = createFileRoute('/_app/project/$ref/functions/new')({
  // The code editor (the page's own lazy chunk) loads beside the page's code, not after it renders.
  loader: () => void import('@/features/edge-functions/components/code-editor').catch(() => undefined),
  component: function NewFunctionRoute() {
    const { ref } = Route.useParams()
    return <NewFunctionPage projectRef={ref} />
  },
})
