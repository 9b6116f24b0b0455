import { createFileRoute } from '@tanstack/react-router'
import { RealtimeSettingsPage } from '@/features/realtime-config/components/realtime-settings-page'
import { RealtimeSettingsReadOnly } from '@/features/realtime-config/components/realtime-settings-read-only'
import { getConfig } from '@/lib/config/config'

export const Route = createFileRoute('/_app/project/$ref/realtime/settings')({
  component: function RealtimeSettingsRoute() {
    const { ref } = Route.useParams()
    // Self-hosted, the realtime service takes its settings from its own environment: shown read-only, nothing to load.
    return getConfig().platform ? <RealtimeSettingsPage projectRef={ref} /> : <RealtimeSettingsReadOnly />
  },
})
