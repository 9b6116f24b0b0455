import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { projectSettingsKeys } from './keys'

/** The platform management API's JWT signing keys (`/v1/projects/{ref}/config/auth/signing-keys`). */
export const SIGNING_KEY_STATUSES = ['in_use', 'standby', 'previously_used', 'revoked'] as const
export type SigningKeyStatus = (typeof SIGNING_KEY_STATUSES)[number]
/** What a new standby key may use: asymmetric keys, whose public half clients can verify with. */
export const NEW_KEY_ALGORITHMS = ['ES256', 'RS256', 'EdDSA'] as const
export type NewKeyAlgorithm = (typeof NEW_KEY_ALGORITHMS)[number]

const signingKeySchema = z.object({
  id: z.string(),
  algorithm: z.string(),
  status: z.enum(SIGNING_KEY_STATUSES),
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
})
export type SigningKey = z.infer<typeof signingKeySchema>

/** The list comes as `{keys}` (the management API) or as a bare array. */
const signingKeysSchema = z.pipe(
  z.union([z.object({ keys: z.array(signingKeySchema) }), z.array(signingKeySchema)]),
  z.transform((answer) => (Array.isArray(answer) ? answer : answer.keys)),
)

const keysKey = (ref: string) => [...projectSettingsKeys.all(ref), 'signing-keys'] as const

export const signingKeysQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: keysKey(ref),
    queryFn: ({ signal }) => api.get('/v1/projects/{ref}/config/auth/signing-keys', signingKeysSchema, { params: { ref }, signal }),
  })

function useSigningKeyMutation<T>(ref: string, call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keysKey(ref) }),
  })
}

export const useCreateStandbyKey = (ref: string) =>
  useSigningKeyMutation(ref, (algorithm: NewKeyAlgorithm) =>
    api.postJson('/v1/projects/{ref}/config/auth/signing-keys', { algorithm, status: 'standby' }, signingKeySchema, { params: { ref } }),
  )

/** Rotation: the standby key becomes the one in use (the platform moves the old one to previously used). */
export const useSetSigningKeyStatus = (ref: string) =>
  useSigningKeyMutation(ref, ({ id, status }: { id: string; status: SigningKeyStatus }) =>
    api.patch('/v1/projects/{ref}/config/auth/signing-keys/{id}', signingKeySchema, { params: { ref, id }, json: { status } }),
  )

export const useDeleteSigningKey = (ref: string) =>
  useSigningKeyMutation(ref, (id: string) =>
    api.delete('/v1/projects/{ref}/config/auth/signing-keys/{id}', z.unknown(), { params: { ref, id } }),
  )
