import type { QueryClient } from '@tanstack/react-query'
import { getAccessToken, startSessionRefreshTimer } from '@/features/auth/access-token'
import { requiresSignIn } from '@/features/auth/landing'
import { returnToFor } from '@/features/auth/return-to'
import { onSessionChangedInOtherTab } from '@/features/auth/session-store'
import { signOut } from '@/features/auth/sign-out'
import { clearAssistantStorage } from '@/features/assistant/storage'
import { getConfig } from '@/lib/config/config'
import { telemetryAllowedByConsent } from '@/features/consent/consent-store'
import { isProfileUnauthorized } from '@/features/profile/profile-lifecycle'
import { setTelemetryAllowed } from '@/features/telemetry/telemetry'
import { setAccessTokenProvider } from '@/lib/http/client'
import { onQueryError } from './query-client'
import type { createAppRouter } from './router'

interface Services {
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
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
  ]
  uninstallReactions = () => reactions.forEach((uninstall) => uninstall())
}
