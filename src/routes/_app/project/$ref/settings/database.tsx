import { createFileRoute } from '@tanstack/react-router'
import { DatabaseSettingsPage } from '@/features/project-settings/components/database-settings-page'
import { PlatformOnlyNotice } from '@/features/project-settings/components/platform-only-notice'
import { getConfig } from '@/lib/config/config'

export const Route = createFileRoute('/_app/project/$ref/settings/database')({
  component: function DatabaseSettingsRoute() {
    const ref = Route.useParams().ref
    return getConfig().platform ? <DatabaseSettingsPage projectRef={ref} /> : <PlatformOnlyNotice title="Database settings" />
  },
})
