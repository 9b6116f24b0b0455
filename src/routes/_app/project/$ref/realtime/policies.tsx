import { createFileRoute } from '@tanstack/react-router'
import { RealtimePoliciesPage } from '@/features/realtime-config/components/realtime-policies-page'
import { getConfig } from '@/lib/config/config'

export const Route = createFileRoute('/_app/project/$ref/realtime/policies')({
  component: function RealtimePoliciesRoute() {
    const { ref } = Route.useParams()
    // Hosted and mock have the Realtime settings, which tell whether only private channels are allowed.
    return <RealtimePoliciesPage projectRef={ref} settings={getConfig().platform} />
  },
})
