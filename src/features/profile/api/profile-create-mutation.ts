import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/http/client'
import type { ApiError } from '@/lib/http/errors'
import { toast } from '@/lib/notify'
import { z } from 'zod/mini'

/** POST /platform/profile, no body. A 409 means the profile already exists. */
export function createProfile() {
  return api.post('/platform/profile', z.unknown())
}

/** Creates the profile; without an onError of its own it toasts 'Failed to create profile: {message}'. */
export function useProfileCreateMutation({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: ApiError) => void } = {}) {
  return useMutation<unknown, ApiError>({
    mutationFn: createProfile,
    onSuccess,
    onError: onError ?? ((error) => toast.error(`Failed to create profile: ${error.message}`)),
  })
}
