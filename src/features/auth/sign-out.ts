import type { QueryClient } from '@tanstack/react-query'
import { clearAssistantStorage } from '@/features/assistant/storage'
import { clearSqlEditorStorage } from '@/features/sql-editor/storage/clear'
import { signOutRequest } from './api/auth-client'
import { getSession, setSession } from './session-store'

/**
 * Ends the session (SPEC §4): tells the auth service, then clears the stored session, every query
 * cache, the stored assistant data and the SQL
 * editor's query history. Local state is cleared even when the auth service fails, so a
 * reload always stays signed out.
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
  try {
    await clearAssistantStorage()
  } catch {
    // No IndexedDB here (private mode, tests): there is no stored assistant data to clear.
  }
  try {
    await clearSqlEditorStorage()
  } catch {
    // No IndexedDB here: there is no stored query history to clear.
  }
}
