import { z } from 'zod/mini'

/** A bucket as the storage service answers it. */
export const bucketSchema = z.object({
  id: z.string(),
  name: z.string(),
  public: z.boolean(),
  file_size_limit: z.catch(z.nullable(z.number()), null),
  allowed_mime_types: z.catch(z.nullable(z.array(z.string())), null),
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
})
export type Bucket = z.infer<typeof bucketSchema>

/** One entry of a folder listing: a folder when `id` is null. */
export const storageObjectSchema = z.object({
  name: z.string(),
  id: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
  created_at: z.nullable(z.string()),
  metadata: z.catch(
    z.nullable(z.object({ size: z.catch(z.number(), 0), mimetype: z.catch(z.string(), 'application/octet-stream') })),
    null,
  ),
})
export type StorageObject = z.infer<typeof storageObjectSchema>
export const isFolder = (item: StorageObject) => item.id === null
