import { z } from 'zod'

/** `?snippet=` hands SQL to the editor (the assistant's 'Open in SQL editor'). */
export const sqlEditorSearchSchema = z.object({
  snippet: z.string().optional().catch(undefined),
})
