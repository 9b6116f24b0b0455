import { z } from 'zod/mini'
import { api } from '@/lib/http/client'
import { toScore, type PasswordStrength } from '../password-strength'

export const passwordCheckSchema = z.looseObject({
  result: z.looseObject({
    score: z.number(),
    feedback: z.looseObject({
      suggestions: z._default(z.array(z.string()), []),
      warning: z.nullish(z.string()),
    }),
  }),
})

/** POST /platform/profile/password-check {password} -> result.score and result.feedback (SPEC §7). */
export async function checkPasswordStrength(password: string, signal?: AbortSignal): Promise<PasswordStrength> {
  const { result } = await api.postJson('/platform/profile/password-check', { password }, passwordCheckSchema, {
    signal,
  })
  return {
    score: toScore(result.score),
    feedback: { warning: result.feedback.warning ?? '', suggestions: result.feedback.suggestions },
  }
}
