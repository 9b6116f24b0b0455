import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api, apiBaseUrl } from '@/lib/http/client'
import { ApiError } from '@/lib/http/errors'
import { ApiUnreachableError, isUnreachable } from '@/lib/http/unreachable'
import { createMissingProfile } from '../profile-lifecycle'
import { profileKeys } from './keys'

export const PROFILE_STALE_TIME_MS = 30 * 60 * 1000

export const profileSchema = z.looseObject({
  id: z.optional(z.union([z.number(), z.string()])),
  username: z.string(),
  primary_email: z.string(),
  auth0_id: z.nullish(z.string()),
  first_name: z.nullish(z.string()),
  last_name: z.nullish(z.string()),
  disabled_features: z._default(z.array(z.string()), []),
})
export type Profile = z.infer<typeof profileSchema>

const PROFILE_PATH = '/platform/profile'

/** The first call of every signed-in page: no answer at all means the API itself is unreachable. */
export function getProfile(signal?: AbortSignal) {
  return api.get(PROFILE_PATH, profileSchema, { headers: { Version: '2' }, signal }).catch((error: unknown) => {
    throw isUnreachable(error) ? new ApiUnreachableError(`${apiBaseUrl()}${PROFILE_PATH}`, error.code) : error
  })
}

/**
 * SPEC §4 Profile: load it; when the platform does not know it (404), create it and load it again.
 */
export async function loadProfile(queryClient: QueryClient, signal?: AbortSignal): Promise<Profile> {
  try {
    return await getProfile(signal)
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 404)) throw error
  }
  await createMissingProfile(queryClient)
  return getProfile(signal)
}

/** The profile, created first when the platform does not know it yet (SPEC §4 Profile). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.profile(),
    queryFn: ({ signal, client }) => loadProfile(client, signal),
    staleTime: PROFILE_STALE_TIME_MS,
  })

export const useProfileQuery = () => useQuery(profileQueryOptions())
