import { createFileRoute } from '@tanstack/react-router'
import { GeneralSettingsPage } from '@/features/project-settings/components/general-settings-page'
import { getConfig } from '@/lib/config/config'

export const Route = createFileRoute('/_app/project/$ref/settings/general')({
  component: function GeneralSettingsRoute() {
    return <GeneralSettingsPage projectRef={Route.useParams().ref} capabilities={{ manage: getConfig().platform }} />
  },
})
