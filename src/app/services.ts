import type { QueryClient } from '@tanstack/react-query'
import { getAccessToken, startSessionRefreshTimer } from '@/features/auth/access-token'
import { requiresSignIn } from '@/features/auth/landing'
import { onSignOut, signOut } from '@/features/auth/sign-out'
import { clearAssistantStorage } from '@/features/assistant/storage'
import { clearSqlEditorStorage } from '@/features/sql-editor/storage/clear'
import { returnToFor } from '@/features/auth/return-to'
import { onSessionChangedInOtherTab } from '@/features/auth/session-store'
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

/** To /sign-in, coming back to the current page after signing in (SPEC §2 returnTo). */
function goToSignIn(router: Services['router']) {
  const location = router.state.location
  if (location.pathname === '/sign-in') return Promise.resolve()
  return router.navigate({ to: '/sign-in', search: { returnTo: returnToFor(location) } })
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
      void signOut(queryClient).then(() => goToSignIn(router))
    }),
    // Issue 11 item 2: another tab signed in, out or as someone else. Nothing of the previous user stays.
    onSessionChangedInOtherTab((change) => {
      if (change === 'user-changed') {
        queryClient.clear()
        return window.location.reload()
      }
      if (change === 'signed-in') {
        queryClient.clear()
        return void router.invalidate()
      }
      // Signed out: off the signed-in pages first, then drop their data; release this tab's assistant
      // database so the other tab's deletion goes through.
      void clearAssistantStorage().catch(() => {})
      const leaving = requiresSignIn(getConfig()) ? goToSignIn(router) : Promise.resolve()
      void leaving.then(() => queryClient.clear())
    }),
    // SPEC §4: sign-out clears the stored assistant data, the SQL editor's history and the mock's
    // persisted demo databases.
    onSignOut(clearAssistantStorage),
    onSignOut(clearSqlEditorStorage),
    onProfileCreated(refreshAfterProfileCreated),
  ]
  uninstallReactions = () => reactions.forEach((uninstall) => uninstall())
}
