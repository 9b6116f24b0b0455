import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { ApiError } from '@/lib/http/errors'
import { getAccessToken } from '../access-token'
import { getSession, setSession } from '../session-store'
import { authCall } from './auth-client'
import { authKeys } from './keys'

/** DELETE {authUrl}/factors/{id} (CONTRACT §14): removes a factor, or drops one whose enrolment was cancelled. */
export async function unenrollFactor(factorId: string) {
  const token = await getAccessToken()
  if (!token) throw new ApiError({ message: 'You are not signed in', code: 401 })
  const removed = await authCall('DELETE', `factors/${encodeURIComponent(factorId)}`, z.looseObject({ id: z.string() }), { token })
  // The session's own list of factors says whether a code is due at the next visit: keep it true.
  const session = getSession()
  if (session?.user.factors)
    setSession({ ...session, user: { ...session.user, factors: session.user.factors.filter((f) => f.id !== factorId) } })
  return removed
}

export function useUnenrollFactorMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unenrollFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  })
}
