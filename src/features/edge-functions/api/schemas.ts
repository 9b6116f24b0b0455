import { z } from 'zod/mini'

/** A function as the management API answers it (CONTRACT §12); self-hosted leaves out what files cannot say. */
export const functionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  status: z.string(),
  version: z.nullable(z.number()),
  created_at: z.nullable(z.number()),
  updated_at: z.nullable(z.number()),
  verify_jwt: z.nullable(z.boolean()),
  import_map: z._default(z.nullable(z.boolean()), null),
  entrypoint_path: z._default(z.nullable(z.string()), null),
})
export type EdgeFunction = z.infer<typeof functionSchema>

export const functionFileSchema = z.object({ name: z.string(), content: z.string() })
export type FunctionFile = z.infer<typeof functionFileSchema>
export const functionBodySchema = z.object({ files: z.array(functionFileSchema) })

export const secretSchema = z.object({ name: z.string(), value: z.string() })
