import { useMutation } from '@tanstack/react-query'
import { signInWithPassword } from './auth-client'
import { authKeys } from './keys'

/** POST {authUrl}/token?grant_type=password (CONTRACT §4); the caller stores the session. */
export function useSignInMutation() {
  return useMutation({ mutationKey: [...authKeys.all, 'sign-in'], mutationFn: signInWithPassword })
}
