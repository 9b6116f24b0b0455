import type { QueryClient } from '@tanstack/react-query'
import { type ParsedLocation, redirect } from '@tanstack/react-router'
import type { AppConfig } from '@/lib/config/config'
import { ApiError } from '@/lib/http/errors'
import { requiresSignIn } from './landing'
import { returnToFor } from './return-to'
import { getSession } from './session-store'
import { signOut } from './sign-out'

/** What a beforeLoad receives that the guards need. */
export interface GuardArgs {
  context: { queryClient: QueryClient; config: AppConfig }
  location: ParsedLocation
  preload: boolean
}

/** SPEC §2: a signed-in page visited without a session goes to /sign-in?returnTo=<that page>. */
export function requireSession({ context, location }: Pick<GuardArgs, 'context' | 'location'>) {
  if (requiresSignIn(context.config) && !getSession()) {
    throw redirect({ to: '/sign-in', search: { returnTo: returnToFor(location) } })
  }
}

/** Loads what a guard needs; a 401 (session no longer valid) signs out and goes to /sign-in. */
export async function withSignedInData<T>(
  { context, location, preload }: GuardArgs,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load()
  } catch (error) {
    // Without a sign-in (self-hosted, no auth service) a 401 comes from the operator's own proxy:
    // sending the user to /sign-in would bounce straight back here.
    if (!(error instanceof ApiError) || error.code !== 401 || !requiresSignIn(context.config)) throw error
    if (!preload) await signOut(context.queryClient)
    throw redirect({ to: '/sign-in', search: { returnTo: returnToFor(location) } })
  }
}

