import type { QueryClient } from '@tanstack/react-query'
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { AppConfig } from '@/lib/config/config'
import { authUserQueryOptions } from './api/auth-user-query'
import { landingPath, landingRedirect, requiresSignIn } from './landing'
import { resolveReturnTo, returnToFor } from './return-to'
import { getSession, sessionNeedsCode, setSession } from './session-store'

export const verifiedFactors = <F extends { status: string }>(factors: readonly F[] | null | undefined) =>
  (factors ?? []).filter((factor) => factor.status === 'verified')

/**
 * Signed-in pages: a password session (aal1) of a person with a verified factor gives the code first,
 * at /sign-in-mfa, before anything else loads (CONTRACT §14); where they were going rides along.
 */
export function requireCode({ location }: { location: ParsedLocation }) {
  if (sessionNeedsCode(getSession())) throw redirect({ to: '/sign-in-mfa', search: { returnTo: returnToFor(location) } })
}

/**
 * beforeLoad of /sign-in-mfa: only for a session that owes a code. The auth service's own list of
 * factors is the truth (a factor removed elsewhere); without a verified one the step is skipped.
 */
export async function guardSignInMfa({
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
  const session = getSession()
  if (!session) throw redirect({ href: `/sign-in${location.searchStr}`, replace: true })
  const onward = resolveReturnTo(location.searchStr, landingPath(config))
  if (!sessionNeedsCode(session)) throw redirect({ href: onward, replace: true })
  const user = await queryClient.fetchQuery(authUserQueryOptions())
  const factors = verifiedFactors(user.factors)
  if (factors.length === 0) {
    setSession({ ...session, user: { ...session.user, factors: user.factors } })
    throw redirect({ href: onward, replace: true })
  }
  return { factors }
}
