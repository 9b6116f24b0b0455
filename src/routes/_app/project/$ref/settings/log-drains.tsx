import { createFileRoute } from '@tanstack/react-router'
import { LogDrainsPage } from '@/features/project-settings/components/log-drains-page'
import { PlatformOnlyNotice } from '@/features/project-settings/components/platform-only-notice'
import { getConfig } from '@/lib/config/config'

export const Route = createFileRoute('/_app/project/$ref/settings/log-drains')({
  component: function LogDrainsRoute() {
    const ref = Route.useParams().ref
    return getConfig().platform ? <LogDrainsPage projectRef={ref} /> : <PlatformOnlyNotice title="Log drains" />
  },
})
