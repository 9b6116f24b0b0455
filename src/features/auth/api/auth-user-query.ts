import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { ApiError } from '@/lib/http/errors'
import { getAccessToken } from '../access-token'
import { authGet } from './auth-client'
import { authKeys } from './keys'

const list = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((items: z.output<T>[] | null | undefined) => items ?? []),
  )

/** The current auth user of CONTRACT §4: identities, a pending email change and MFA factors. */
export const currentAuthUserSchema = z.looseObject({
  id: z.string(),
  email: z.nullish(z.string()),
  identities: list(
    z.looseObject({
      id: z.optional(z.string()),
      provider: z.string(),
      identity_data: z.nullish(z.record(z.string(), z.unknown())),
    }),
  ),
  new_email: z.nullish(z.string()),
  email_change_sent_at: z.nullish(z.string()),
  factors: list(
    z.looseObject({
      id: z.string(),
      factor_type: z.string(),
      status: z.string(),
      friendly_name: z.nullish(z.string()),
      created_at: z.optional(z.string()),
    }),
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
