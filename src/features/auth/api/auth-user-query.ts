import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { ApiError } from '@/lib/http/errors'
import { getAccessToken } from '../access-token'
import { authGet } from './auth-client'
import { authKeys } from './keys'

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((items) => items ?? [])

/** The current auth user of CONTRACT §4: identities, a pending email change and MFA factors. */
export const currentAuthUserSchema = z.looseObject({
  id: z.string(),
  email: z.string().nullish(),
  identities: list(
    z.looseObject({
      id: z.string().optional(),
      provider: z.string(),
      identity_data: z.record(z.string(), z.unknown()).nullish(),
    }),
  ),
  new_email: z.string().nullish(),
  email_change_sent_at: z.string().nullish(),
  factors: list(
    z.looseObject({ id: z.string(), factor_type: z.string(), status: z.string(), friendly_name: z.string().nullish() }),
  ),
})
export type CurrentAuthUser = z.infer<typeof currentAuthUserSchema>

export async function getCurrentAuthUser(signal?: AbortSignal): Promise<CurrentAuthUser> {
  const token = await getAccessToken()
  if (!token) throw new ApiError({ message: 'You are not signed in', code: 401 })
  return authGet('user', currentAuthUserSchema, { token, signal })
}

export const authUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.user(),
    queryFn: ({ signal }) => getCurrentAuthUser(signal),
  })
