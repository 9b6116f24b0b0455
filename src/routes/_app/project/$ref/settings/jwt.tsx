import { createFileRoute } from '@tanstack/react-router'
import { JwtKeysPage } from '@/features/project-settings/components/jwt-keys-page'
import { PlatformOnlyNotice } from '@/features/project-settings/components/platform-only-notice'
import { getConfig } from '@/lib/config/config'

export const Route = createFileRoute('/_app/project/$ref/settings/jwt')({
  component: function JwtKeysRoute() {
    const ref = Route.useParams().ref
    return getConfig().platform ? <JwtKeysPage projectRef={ref} /> : <PlatformOnlyNotice title="JWT signing keys" />
  },
})
