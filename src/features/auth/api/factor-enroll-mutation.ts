import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/http/errors'
import { getAccessToken } from '../access-token'
import { authCall } from './auth-client'
import { authKeys } from './keys'
import { enrolledFactorSchema } from './mfa-schemas'

/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Dashboard'

export async function enrollTotpFactor(friendlyName: string) {
  const token = await getAccessToken()
  if (!token) throw new ApiError({ message: 'You are not signed in', code: 401 })
  return authCall('POST', 'factors', enrolledFactorSchema, {
    token,
    json: { factor_type: 'totp', friendly_name: friendlyName, issuer: TOTP_ISSUER },
  })
}

/** POST {authUrl}/factors: a new, unverified TOTP factor (CONTRACT §14). */
export function useEnrollFactorMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: enrollTotpFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.user() }),
  })
}
