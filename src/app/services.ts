import type { QueryClient } from '@tanstack/react-query'
import { getAccessToken, startSessionRefreshTimer } from '@/features/auth/access-token'
import { requiresSignIn } from '@/features/auth/landing'
import { onSignOut, signOut } from '@/features/auth/sign-out'
import { clearAssistantStorage } from '@/features/assistant/storage'
import { getConfig } from '@/lib/config/config'
import { telemetryAllowedByConsent } from '@/features/consent/consent-store'
import { organizationKeys } from '@/features/organizations/api/keys'
import { permissionKeys } from '@/features/permissions/api/keys'
import { isProfileUnauthorized, onProfileCreated } from '@/features/profile/profile-lifecycle'
import { setTelemetryAllowed } from '@/features/telemetry/telemetry'
import { setAccessTokenProvider } from '@/lib/http/client'
import { onQueryError } from './query-client'
import type { createAppRouter } from './router'

interface Services {
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
}

/**
 * SPEC §4: a new profile refreshes permissions and organization lists. Not awaited: the organization
 * list itself waits for the profile.
 */
export function refreshAfterProfileCreated(queryClient: QueryClient) {
  for (const queryKey of [permissionKeys.all, organizationKeys.list()])
    void queryClient.invalidateQueries({ queryKey, refetchType: 'all' })
}

/** A second install (a new app, a test) replaces the reactions of the previous one. */
let uninstallReactions: (() => void) | undefined

/** Wires the features' reactions into the shared client and caches, once per app. */
export function installAppServices({ queryClient, router }: Services) {
  setAccessTokenProvider(getAccessToken)
  startSessionRefreshTimer()
  // SPEC §4: telemetry is sent only with consent (hosted); self-hosted counts as accepted.
  setTelemetryAllowed(telemetryAllowedByConsent)
  uninstallReactions?.()
  const reactions = [
    // SPEC §4: a 401 on the profile call signs out and goes to /sign-in.
    onQueryError((error, queryKey) => {
      if (!isProfileUnauthorized(error, queryKey) || !requiresSignIn(getConfig())) return
      void signOut(queryClient).then(() => router.navigate({ to: '/sign-in' }))
    }),
    // SPEC §4: sign-out clears the stored assistant data.
    onSignOut(clearAssistantStorage),
    onProfileCreated(refreshAfterProfileCreated),
  ]
  uninstallReactions = () => reactions.forEach((uninstall) => uninstall())
}
