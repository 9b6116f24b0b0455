import { getSession } from './session-store'

/** The access token for API calls. The session feature refreshes it before it expires. */
export async function getAccessToken(): Promise<string | undefined> {
  return getSession()?.access_token
}
