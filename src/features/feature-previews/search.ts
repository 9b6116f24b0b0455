import { z } from 'zod/mini'

/** CONTRACT §3: `?featurePreviewModal=<preview key>` or `=true` opens the feature-preview modal. */
export const featurePreviewSearchSchema = z.object({
  featurePreviewModal: z.catch(z.optional(z.union([z.literal(true), z.string().check(z.minLength(1))])), undefined),
})
