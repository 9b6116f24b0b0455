import { z } from 'zod/mini'

/** `?search=` on the templates and quickstarts pages: what the list is filtered by. */
export const templatesSearchSchema = z.object({
  search: z.catch(z.optional(z.string()), undefined),
})
