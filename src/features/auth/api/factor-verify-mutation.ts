import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/http/errors'
import { getAccessToken } from '../access-token'
import { sessionSchema, setSession } from '../session-store'
import { authCall } from './auth-client'
import { challengeFactor } from './factor-challenge'
import { authKeys } from './keys'

/**
 * Challenge, then verify with the code (CONTRACT §14). A fresh challenge each time: a form left open
 * past the challenge's lifetime still works. The answer is an aal2 session, kept at once in place of
 * the stored one (no sign-out, no reload).
 */
export async function verifyFactorCode({ factorId, code }: { factorId: string; code: string }) {
  const token = await getAccessToken()
  if (!token) throw new ApiError({ message: 'You are not signed in', code: 401 })
  const challenge = await challengeFactor(factorId, token)
  const session = await authCall('POST', `factors/${encodeURIComponent(factorId)}/verify`, sessionSchema, {
    token,
    json: { challenge_id: challenge.id, code },
  })
  setSession(session)
  return session
}

export function useVerifyFactorMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyFactorCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  })
}
