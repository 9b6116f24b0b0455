import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/http/client'
import { profileKeys } from '@/features/profile/api/keys'
import { profileSchema } from '@/features/profile/api/profile-query'

export interface ProfileChanges {
  first_name?: string
  last_name?: string
  username?: string
}

/** PATCH {base}/platform/profile (CONTRACT §14) → the profile, which replaces the cached one. */
export function useProfileUpdateMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: ProfileChanges) => api.patch('/platform/profile', profileSchema, { json: changes }),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.profile(), profile),
  })
}
