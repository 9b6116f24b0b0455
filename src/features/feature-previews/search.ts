import { z } from 'zod'

/** CONTRACT §3: `?featurePreviewModal=<preview key>` or `=true` opens the feature-preview modal. */
export const featurePreviewSearchSchema = z.object({
  featurePreviewModal: z
    .union([z.literal(true), z.string().min(1)])
    .optional()
    .catch(undefined),
})
