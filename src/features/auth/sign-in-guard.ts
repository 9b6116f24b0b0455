import type { QueryClient } from '@tanstack/react-query'
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { AppConfig } from '@/lib/config/config'
import { toast } from '@/lib/notify'
import { authGet } from './api/auth-client'
import { toastAuthError } from './auth-errors'
import { PROVIDER_SESSION_INVALID, readAuthRedirect, withoutAuthErrorParams } from './auth-redirect'
import { consumeGitHubSignIn } from './github-sign-in-state'
import { landingPath, landingRedirect, requiresSignIn } from './landing'
import { resolveReturnTo } from './return-to'
import { authUserSchema, getSession, setSession, type Session } from './session-store'

export const SIGN_IN_NOT_STARTED_MESSAGE =
  'This sign-in link was not started from this browser, so it was ignored. Please sign in again.'
export const alreadySignedInMessage = (email: string | undefined) =>
  `You are already signed in as ${email ?? 'another user'}. Sign out first to sign in with another account.`

/**
 * A session from the URL fragment, accepted only for a GitHub sign-in this tab started (issue 11 item 1):
 * it never replaces a different signed-in user, and the auth service confirms the token (and so its
 * `aal` claim) before it is kept.
 */
async function acceptReturnedSession(session: Session, started: boolean, queryClient: QueryClient) {
  if (!started) {
    toast.error(SIGN_IN_NOT_STARTED_MESSAGE)
    return
  }
  const current = getSession()
  if (current && current.user.id !== session.user.id) {
    toast.error(alreadySignedInMessage(current.user.email))
    return
  }
  try {
    const user = await authGet('user', authUserSchema, { token: session.access_token })
    if (user.id !== session.user.id) throw new Error('token and user differ')
    if (!current) queryClient.clear()
    setSession({ ...session, user: { id: user.id, email: user.email ?? session.user.email, factors: user.factors } })
  } catch {
    toast.error(PROVIDER_SESSION_INVALID)
  }
}

/**
 * beforeLoad of /sign-in: takes a session (or an error) back from the GitHub redirect, and sends a
 * user who needs no sign-in, or is signed in already, where they were going (SPEC §2).
 */
export async function guardSignIn({
  context: { config, queryClient },
  location,
  preload,
}: {
  context: { config: AppConfig; queryClient: QueryClient }
  location: ParsedLocation
  preload: boolean
}) {
  if (preload) return
  if (!requiresSignIn(config)) throw redirect(landingRedirect(config))

  const returned = readAuthRedirect(location.hash, location.searchStr)
  const searchStr = withoutAuthErrorParams(location.searchStr)
  if (returned) {
    const started = consumeGitHubSignIn(location.searchStr)
    if (returned.kind === 'error') toastAuthError(returned.message, config.supportEmail)
    else await acceptReturnedSession(returned.session, started, queryClient)
    // Drop what came back from the URL (fragment, error, state) so a reload does not replay it.
    if (!getSession()) throw redirect({ href: `/sign-in${searchStr}`, replace: true })
  }
  if (getSession()) throw redirect({ href: resolveReturnTo(searchStr, landingPath(config)), replace: true })
}
