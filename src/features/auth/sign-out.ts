import type { QueryClient } from '@tanstack/react-query'
import { setSession } from './session-store'

/** Ends the session and clears every cache (SPEC §4). */
export async function signOut(queryClient: QueryClient) {
  setSession(null)
  queryClient.clear()
}
