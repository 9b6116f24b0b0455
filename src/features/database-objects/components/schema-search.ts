import { z } from 'zod/mini'

/** CONTRACT §10: schema pickers default to public. */
export const DEFAULT_SCHEMA = 'public'

/** `?schema=`: the schema a Database page shows; missing or bad, the page shows public. */
export const schemaSearchSchema = z.object({
  schema: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
})
export type SchemaSearch = z.infer<typeof schemaSearchSchema>

/** `?schema=&search=`: a Database page's schema and its search text. */
export const schemaAndTextSearchSchema = z.object({
  ...schemaSearchSchema.shape,
  search: z.catch(z.optional(z.string()), undefined),
})
export type SchemaAndTextSearch = z.infer<typeof schemaAndTextSearchSchema>
