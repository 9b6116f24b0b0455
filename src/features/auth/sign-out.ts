import type { QueryClient } from '@tanstack/react-query'
import { signOutRequest } from './api/auth-client'
import { getSession, setSession } from './session-store'

type SignOutCleanup = () => Promise<void> | void
const cleanups = new Set<SignOutCleanup>()

/**
 * Other features register what sign-out must clear of theirs (stored assistant data, ...); the app
 * wires them in app/services.ts, so auth knows nothing of them. Answers the unregister function.
 */
export function onSignOut(cleanup: SignOutCleanup) {
  cleanups.add(cleanup)
  return () => void cleanups.delete(cleanup)
}

/**
 * Ends the session (SPEC §4): tells the auth service, then clears the stored session, every query
 * cache and what the features registered (the stored assistant data). Local state is cleared even
 * when the auth service fails, so a reload always stays signed out.
 */
export async function signOut(queryClient: QueryClient) {
  const session = getSession()
  if (session) {
    try {
      await signOutRequest(session.access_token)
    } catch {
      // An expired or already revoked session cannot be ended twice; the local sign-out still counts.
    }
  }
  setSession(null)
  queryClient.clear()
  await Promise.all(
    [...cleanups].map(async (cleanup) => {
      try {
        await cleanup()
      } catch {
        // A store that cannot be cleared here (no IndexedDB in private mode or tests) holds nothing to clear.
      }
    }),
  )
}
