import { z } from 'zod/mini'

/** `?role=&schema=&table=`: the matrix in view; a bad value falls back to the defaults. */
export const columnPrivilegesSearchSchema = z.object({
  role: z.catch(z.optional(z.string()), undefined),
  schema: z.catch(z.optional(z.string()), undefined),
  table: z.catch(z.optional(z.string()), undefined),
})
export type ColumnPrivilegesSearch = z.infer<typeof columnPrivilegesSearchSchema>
