import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { defineState } from '../state'
import { latency, platform, unauthorized } from '../utils'

export interface StorageConfig {
  fileSizeLimit: number
  features: { imageTransformation: { enabled: boolean }; s3Protocol: { enabled: boolean } }
}
/** A new project's storage settings: the storage service's 50 MB upload limit, S3 on, transformations off. */
const DEFAULT_STORAGE: StorageConfig = {
  fileSizeLimit: 50 * 1024 ** 2,
  features: { imageTransformation: { enabled: false }, s3Protocol: { enabled: true } },
}
/** The largest global upload limit the platform accepts (500 GB). */
export const MAX_FILE_SIZE_LIMIT = 500 * 1024 ** 3

const storageConfigs = defineState('storage-config', () => ({}) as Record<string, StorageConfig>)

/** The project's storage settings (the mock's uploads are held to its limit). */
export function storageConfigOf(ref: string): StorageConfig {
  const all = storageConfigs.get()
  all[ref] ??= structuredClone(DEFAULT_STORAGE)
  return all[ref]
}

const patchSchema = z.strictObject({
  fileSizeLimit: z.optional(z.int().check(z.positive(), z.maximum(MAX_FILE_SIZE_LIMIT))),
  features: z.optional(
    z.strictObject({
      imageTransformation: z.optional(z.strictObject({ enabled: z.boolean() })),
      s3Protocol: z.optional(z.strictObject({ enabled: z.boolean() })),
    }),
  ),
})

/** GET/PATCH {base}/platform/projects/{ref}/config/storage (issue 38), kept in the mock's state. */
export const storageConfigHandlers = [
  http.get(platform('/projects/:ref/config/storage'), async ({ request, params }) => {
    await latency()
    return unauthorized(request) ?? HttpResponse.json(storageConfigOf(String(params.ref)))
  }),
  http.patch(platform('/projects/:ref/config/storage'), async ({ request, params }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const body = patchSchema.safeParse(await request.json().catch(() => null))
    if (!body.success)
      return HttpResponse.json({ message: `fileSizeLimit must be a whole number of bytes from 1 to ${MAX_FILE_SIZE_LIMIT}; features take {enabled: boolean}.` }, { status: 400 })
    const current = storageConfigOf(String(params.ref))
    if (body.data.fileSizeLimit !== undefined) current.fileSizeLimit = body.data.fileSizeLimit
    if (body.data.features?.imageTransformation) current.features.imageTransformation = body.data.features.imageTransformation
    if (body.data.features?.s3Protocol) current.features.s3Protocol = body.data.features.s3Protocol
    storageConfigs.commit()
    return HttpResponse.json(current)
  }),
]
