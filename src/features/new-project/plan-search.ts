import { z } from 'zod/mini'

/** ?plan=free|pro|team on /new and /new/{slug}; anything else is ignored (SPEC §2). */
export const NEW_PROJECT_PLANS = ['free', 'pro', 'team'] as const
export const planSearchSchema = z.object({ plan: z.catch(z.optional(z.enum(NEW_PROJECT_PLANS)), undefined) })
