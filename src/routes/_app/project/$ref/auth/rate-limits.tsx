import { createFileRoute } from '@tanstack/react-router'
import { AuthSettingsPage } from '@/features/project-auth/components/auth-settings-page'

export const Route = createFileRoute('/_app/project/$ref/auth/rate-limits')({
  component: function AuthRateLimitsRoute() {
    const { ref } = Route.useParams()
    return <AuthSettingsPage projectRef={ref} section="rate-limits" />
  },
})
