import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { AppConfig } from '@/lib/config/config'
import { toastAuthError } from './auth-errors'
import { readAuthRedirect, withoutAuthErrorParams } from './auth-redirect'
import { landingPath, landingRedirect, requiresSignIn } from './landing'
import { resolveReturnTo } from './return-to'
import { getSession, setSession } from './session-store'

/**
 * beforeLoad of /sign-in: takes a session (or an error) back from the GitHub redirect, and sends a
 * user who needs no sign-in, or is signed in already, where they were going (SPEC §2).
 */
export function guardSignIn({
  context: { config },
  location,
  preload,
}: {
  context: { config: AppConfig }
  location: ParsedLocation
  preload: boolean
}) {
  if (preload) return
  if (!requiresSignIn(config)) throw redirect(landingRedirect(config))

  const returned = readAuthRedirect(location.hash, location.searchStr)
  const searchStr = withoutAuthErrorParams(location.searchStr)
  if (returned?.kind === 'error') {
    toastAuthError(returned.message, config.supportEmail)
    // Drop the error from the URL so a reload does not show it again.
    throw redirect({ href: `/sign-in${searchStr}`, replace: true })
  }
  if (returned?.kind === 'session') setSession(returned.session)
  if (getSession()) throw redirect({ href: resolveReturnTo(searchStr, landingPath(config)), replace: true })
}
