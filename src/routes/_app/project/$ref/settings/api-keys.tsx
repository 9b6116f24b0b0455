import { createFileRoute } from '@tanstack/react-router'
import { ApiKeysPage } from '@/features/project-settings/components/api-keys-page'
import { PlatformOnlyNotice } from '@/features/project-settings/components/platform-only-notice'
import { getConfig } from '@/lib/config/config'

export const Route = createFileRoute('/_app/project/$ref/settings/api-keys')({
  component: function ApiKeysRoute() {
    const ref = Route.useParams().ref
    return getConfig().platform ? <ApiKeysPage projectRef={ref} /> : <PlatformOnlyNotice title="API keys" />
  },
})
