import { z } from 'zod/mini'

/** `?snippet=` hands SQL to the editor (the assistant's 'Open in SQL editor'). */
export const sqlEditorSearchSchema = z.object({
  snippet: z.catch(z.optional(z.string()), undefined),
})
