import { z } from 'zod/mini'

/**
 * `?snippet=` hands SQL to the editor (the assistant's 'Open in SQL editor', a template's card); `?name=`
 * names the new snippet it becomes.
 */
export const sqlEditorSearchSchema = z.object({
  snippet: z.catch(z.optional(z.string()), undefined),
  name: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(256))), undefined),
})
