import type { QueryClient } from '@tanstack/react-query'
import { sendTelemetryEvent } from '@/features/telemetry'
import { ApiError } from '@/lib/http/errors'
import { toast } from '@/lib/notify'
import { createProfile } from './api/profile-create-mutation'
import { profileKeys } from './api/keys'

export const PROFILE_CREATE_FAILED_MESSAGE = 'Failed to create your profile. Please refresh to try again.'

const hasCode = (error: unknown, code: number) => error instanceof ApiError && error.code === code

type ProfileCreatedListener = (queryClient: QueryClient) => void
const createdListeners = new Set<ProfileCreatedListener>()

/**
 * What else refreshes after a new profile (SPEC §4: permissions and organization lists): the domains
 * that depend on the profile register it from app/services.ts, so profile imports none of them.
 */
export function onProfileCreated(listener: ProfileCreatedListener) {
  createdListeners.add(listener)
  return () => void createdListeners.delete(listener)
}

/**
 * SPEC §4 Profile, after a 404: create the profile, then refresh what depends on it and record a
 * sign_up conversion (the caller loads the profile again). A 409 means it already exists.
 */
export async function createMissingProfile(queryClient: QueryClient) {
  try {
    await createProfile()
  } catch (error) {
    if (hasCode(error, 409)) {
      console.log('Profile already exists', error)
      return
    }
    toast.error(PROFILE_CREATE_FAILED_MESSAGE)
    // Retrying would create (and toast) again: the message asks the user to refresh instead.
    throw error instanceof ApiError ? new ApiError({ ...error, message: error.message, retryable: false }) : error
  }
  void sendTelemetryEvent({ action: 'sign_up', properties: { category: 'conversion' } })
  for (const listener of createdListeners) listener(queryClient)
}

/** SPEC §4: a 401 on the profile call signs the user out and sends them to /sign-in. */
export function isProfileUnauthorized(error: unknown, queryKey: readonly unknown[] | undefined) {
  const key = profileKeys.profile()
  return hasCode(error, 401) && queryKey?.length === key.length && key.every((part, i) => queryKey[i] === part)
}
