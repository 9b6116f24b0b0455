import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { projectAuthKeys } from './keys'

/** The user GoTrue's admin API answers (the fields the dashboard reads). */
const adminUserSchema = z.looseObject({ id: z.string() })
const anySchema = z.unknown()

export interface CreateUserInput {
  email: string
  password: string
  email_confirm: boolean
}
export interface UpdateUserInput {
  ban_duration?: string
  user_metadata?: Record<string, unknown>
}
export type EmailAction = 'invite' | 'magiclink' | 'recover'

const path = (ref: string, rest: string) => ({ path: `/platform/auth/{ref}/${rest}`, params: { ref } })

/** The admin calls of CONTRACT §11; each refreshes the users list and panel when it succeeds. */
export function useAuthAdmin(ref: string) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: projectAuthKeys.users(ref) })
  const options = { onSuccess: refresh }
  return {
    create: useMutation({
      mutationFn: (input: CreateUserInput) => {
        const { path: p, params } = path(ref, 'users')
        return api.postJson(p, input, adminUserSchema, { params })
      },
      ...options,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: UpdateUserInput & { id: string }) => {
        const { path: p, params } = path(ref, 'users/{id}')
        return api.put(p, adminUserSchema, { params: { ...params, id }, json: body })
      },
      ...options,
    }),
    remove: useMutation({
      mutationFn: async (ids: string[]) => {
        const { path: p, params } = path(ref, 'users/{id}')
        // One by one, so a failure names the users that are left.
        for (const id of ids) await api.delete(p, anySchema, { params: { ...params, id } })
      },
      onSettled: refresh,
    }),
    removeFactor: useMutation({
      mutationFn: ({ id, factorId }: { id: string; factorId: string }) => {
        const { path: p, params } = path(ref, 'users/{id}/factors/{factorId}')
        return api.delete(p, anySchema, { params: { ...params, id, factorId } })
      },
      ...options,
    }),
    sendEmail: useMutation({
      mutationFn: ({ action, email }: { action: EmailAction; email: string }) => {
        const { path: p, params } = path(ref, action)
        return api.postJson(p, { email }, anySchema, { params })
      },
      ...options,
    }),
  }
}
