import { createFileRoute } from '@tanstack/react-router'
import { InspectorPage } from '@/features/realtime/components/inspector-page'

export const Route = createFileRoute('/_app/project/$ref/realtime/inspector')({
  component: function RealtimeInspectorRoute() {
    const { ref } = Route.useParams()
    return <InspectorPage projectRef={ref} />
  },
})
