import { createFileRoute } from '@tanstack/react-router'
import { AuthSettingsPage } from '@/features/project-auth/components/auth-settings-page'
import { AuthSettingsReadOnly } from '@/features/project-auth/components/auth-settings-read-only'
import { getConfig } from '@/lib/config/config'

export const Route = createFileRoute('/_app/project/$ref/auth/protection')({
  // The auth service's settings start with the navigation (issue 26 item 5); self-hosted reads its own.
  loader: ({ context: { queryClient }, params }) =>
    getConfig().platform
      ? void import('@/features/project-auth/prefetch').then((m) => m.prefetchAuthSettings(queryClient, params.ref, 'protection')).catch(() => undefined)
      : undefined,
  component: function AuthProtectionRoute() {
    const { ref } = Route.useParams()
    // Self-hosted, the auth service's settings come from its environment: the page shows them read-only.
    return getConfig().platform ? <AuthSettingsPage projectRef={ref} section="sessions" /> : <AuthSettingsReadOnly projectRef={ref} section="sessions" />
  },
})
