import { z } from 'zod/mini'

/** CONTRACT §9: a lint switched off for the project, or for one entity of it, with a note. */
export const advisorExceptionSchema = z.object({
  id: z.string(),
  lint_name: z.string(),
  entity: z.optional(z.nullable(z.string())),
  note: z.string(),
  created_at: z.string(),
})
export type AdvisorException = z.infer<typeof advisorExceptionSchema>
export type NewAdvisorException = Pick<AdvisorException, 'lint_name' | 'note'> & { entity?: string | undefined }
