import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { fromBase64, storageFixture, toBase64, type MockBucket, type MockProjectStorage } from '../fixtures/storage'
import { defineState } from '../state'
import { latency, platform, unauthorized } from '../utils'
import { visibleProjects } from './projects'
import { storageConfigOf } from './storage-config'

// Per project ref, seeded on first use.
const storageState = defineState<Record<string, MockProjectStorage>>('storage', () => ({}))

export function commit() {
  // sessionStorage may refuse a large upload: the memory keeps it anyway.
  try {
    storageState.commit()
  } catch {
    /* over quota */
  }
}

export function projectStorage(ref: string) {
  const all = storageState.get()
  all[ref] ??= storageFixture()
  return all[ref]
}

const error = (status: number, message: string, err = 'Error') =>
  HttpResponse.json({ statusCode: String(status), error: err, message }, { status })

type Ctx = { request: Request; params: Record<string, string | readonly string[] | undefined> }
/** The project's storage, or the error answer. */
async function resolveProject({ request, params }: Ctx) {
  await latency()
  const denied = unauthorized(request)
  if (denied) return { response: denied } as const
  const ref = String(params.ref)
  if (!visibleProjects().some((p) => p.ref === ref)) return { response: error(404, 'Project not found') } as const
  return { store: projectStorage(ref), ref, response: undefined }
}

/** The project's storage and the bucket in the path, or the error answer. */
async function resolve(ctx: Ctx) {
  const r = await resolveProject(ctx)
  if (r.response) return r
  const bucket = r.store.buckets.find((b) => b.id === ctx.params.id)
  if (!bucket) return { response: error(404, 'Bucket not found', 'Bucket not found') } as const
  return { ...r, bucket }
}

const BUCKET_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,61}[a-z0-9]$|^[a-z0-9]$/
const bucketSettings = {
  public: z.optional(z.boolean()),
  file_size_limit: z.optional(z.nullable(z.int().check(z.positive()))),
  allowed_mime_types: z.optional(z.nullable(z.array(z.string()))),
}
const bucketBody = z.object({ name: z.string(), ...bucketSettings })
const bucketPatch = z.object(bucketSettings)
const listBody = z.object({
  prefix: z._default(z.string(), ''),
  limit: z._default(z.int().check(z.positive(), z.maximum(10000)), 100),
  offset: z._default(z.int().check(z.nonnegative()), 0),
  sortBy: z.optional(
    z.object({ column: z.enum(['name', 'updated_at', 'created_at']), order: z.enum(['asc', 'desc']) }),
  ),
  search: z.optional(z.string()),
})

export function mimeAllowed(bucket: MockBucket, mimetype: string) {
  if (!bucket.allowed_mime_types?.length) return true
  return bucket.allowed_mime_types.some((rule) =>
    rule.endsWith('/*') ? mimetype.startsWith(rule.slice(0, -1)) : rule === mimetype,
  )
}

/** Storage's listing: the direct children of a prefix, folders (id null) before files. */
function listChildren(objects: Record<string, MockProjectStorage['objects'][string][string]>, prefix: string) {
  const base = prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix
  const folders = new Set<string>()
  const files: { name: string; path: string }[] = []
  for (const path of Object.keys(objects)) {
    if (!path.startsWith(base)) continue
    const rest = path.slice(base.length)
    const slash = rest.indexOf('/')
    if (slash >= 0) folders.add(rest.slice(0, slash))
    else files.push({ name: rest, path })
  }
  return { folders: [...folders], files }
}

const token = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
const readToken = (value: string) => {
  try {
    return z
      .object({ ref: z.string(), bucket: z.string(), path: z.string(), exp: z.number() })
      .parse(JSON.parse(atob(value)))
  } catch {
    return null
  }
}

function serveObject(store: MockProjectStorage, bucket: string, path: string) {
  const object = store.objects[bucket]?.[path]
  if (!object) return error(404, 'Object not found', 'not_found')
  return new HttpResponse(fromBase64(object.content), {
    headers: { 'Content-Type': object.mimetype, 'Content-Length': String(object.size), 'Cache-Control': 'no-store' },
  })
}

const pathParam = (params: Record<string, string | readonly string[] | undefined>) => {
  // '0' is the origin wildcard of platform(); '1' the object path.
  const rest = params['1']
  return decodeURIComponent(Array.isArray(rest) ? rest.join('/') : String(rest ?? ''))
}

/** CONTRACT §9 storage paths, mirroring the storage service's API. */
export const storageHandlers = [
  http.get(platform('/storage/:ref/buckets'), async (ctx) => {
    const r = await resolveProject(ctx)
    if (r.response) return r.response
    return HttpResponse.json(r.store.buckets)
  }),
  http.post(platform('/storage/:ref/buckets'), async (ctx) => {
    const r = await resolveProject(ctx)
    if (r.response) return r.response
    const body = bucketBody.safeParse(await ctx.request.json().catch(() => null))
    if (!body.success) return error(400, 'Invalid bucket')
    const { name } = body.data
    if (!BUCKET_NAME_PATTERN.test(name)) return error(400, 'Bucket name invalid', 'Invalid Input')
    if (r.store.buckets.some((b) => b.id === name)) return error(409, 'The resource already exists', 'Duplicate')
    const now = new Date().toISOString()
    r.store.buckets.push({
      id: name,
      name,
      owner: '',
      public: body.data.public ?? false,
      file_size_limit: body.data.file_size_limit ?? null,
      allowed_mime_types: body.data.allowed_mime_types?.length ? body.data.allowed_mime_types : null,
      created_at: now,
      updated_at: now,
    })
    r.store.objects[name] = {}
    commit()
    return HttpResponse.json({ name })
  }),
  http.patch(platform('/storage/:ref/buckets/:id'), async (ctx) => {
    const r = await resolve(ctx)
    if (r.response) return r.response
    const body = bucketPatch.safeParse(await ctx.request.json().catch(() => null))
    if (!body.success) return error(400, 'Invalid bucket')
    const { public: isPublic, file_size_limit, allowed_mime_types } = body.data
    if (isPublic !== undefined) r.bucket.public = isPublic
    if (file_size_limit !== undefined) r.bucket.file_size_limit = file_size_limit
    if (allowed_mime_types !== undefined)
      r.bucket.allowed_mime_types = allowed_mime_types?.length ? allowed_mime_types : null
    r.bucket.updated_at = new Date().toISOString()
    commit()
    return HttpResponse.json({ message: 'Successfully updated' })
  }),
  http.delete(platform('/storage/:ref/buckets/:id'), async (ctx) => {
    const r = await resolve(ctx)
    if (r.response) return r.response
    if (Object.keys(r.store.objects[r.bucket.id] ?? {}).length > 0)
      return error(409, 'The bucket you tried to delete is not empty', 'InvalidRequest')
    r.store.buckets = r.store.buckets.filter((b) => b.id !== r.bucket.id)
    delete r.store.objects[r.bucket.id]
    commit()
    return HttpResponse.json({ message: 'Successfully deleted' })
  }),
  http.post(platform('/storage/:ref/buckets/:id/empty'), async (ctx) => {
    const r = await resolve(ctx)
    if (r.response) return r.response
    r.store.objects[r.bucket.id] = {}
    commit()
    return HttpResponse.json({ message: 'Successfully emptied' })
  }),
  http.post(platform('/storage/:ref/buckets/:id/objects/list'), async (ctx) => {
    const r = await resolve(ctx)
    if (r.response) return r.response
    const body = listBody.safeParse(await ctx.request.json().catch(() => null))
    if (!body.success) return error(400, 'Invalid list request')
    const { prefix, limit, offset, sortBy, search } = body.data
    const objects = r.store.objects[r.bucket.id] ?? {}
    const { folders, files } = listChildren(objects, prefix)
    const match = (name: string) => !search || name.toLowerCase().includes(search.toLowerCase())
    const order = sortBy?.order === 'desc' ? -1 : 1
    const folderRows = folders
      .filter(match)
      .sort((a, b) => a.localeCompare(b) * order)
      .map((name) => ({ name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null }))
    const column = sortBy?.column ?? 'name'
    const fileRows = files
      .filter((f) => match(f.name))
      .map(({ name, path }) => {
        const o = objects[path]!
        return {
          name,
          id: o.id,
          updated_at: o.updated_at,
          created_at: o.created_at,
          last_accessed_at: o.updated_at,
          metadata: { size: o.size, mimetype: o.mimetype, cacheControl: 'max-age=3600', lastModified: o.updated_at },
        }
      })
      .sort(
        (a, b) =>
          String(a[column === 'name' ? 'name' : column]).localeCompare(String(b[column === 'name' ? 'name' : column])) *
          order,
      )
    return HttpResponse.json([...folderRows, ...fileRows].slice(offset, offset + limit))
  }),
  http.post(platform('/storage/:ref/buckets/:id/objects/upload'), async (ctx) => {
    const r = await resolve(ctx)
    if (r.response) return r.response
    const path = new URL(ctx.request.url).searchParams.get('path') ?? ''
    if (!path || path.startsWith('/') || path.endsWith('/') || path.includes('//'))
      return error(400, 'Invalid key', 'InvalidKey')
    const bytes = new Uint8Array(await ctx.request.arrayBuffer())
    const mimetype = (ctx.request.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]!
    if (bytes.length > storageConfigOf(r.ref).fileSizeLimit || (r.bucket.file_size_limit !== null && bytes.length > r.bucket.file_size_limit))
      return error(413, 'The object exceeded the maximum allowed size', 'Payload too large')
    if (!path.endsWith('.emptyFolderPlaceholder') && !mimeAllowed(r.bucket, mimetype))
      return error(415, `mime type ${mimetype} is not supported`, 'invalid_mime_type')
    const objects = (r.store.objects[r.bucket.id] ??= {})
    if (objects[path] && ctx.request.headers.get('x-upsert') !== 'true')
      return error(409, 'The resource already exists', 'Duplicate')
    const now = new Date().toISOString()
    objects[path] = {
      id: crypto.randomUUID(),
      content: toBase64(bytes),
      mimetype,
      size: bytes.length,
      created_at: now,
      updated_at: now,
    }
    commit()
    return HttpResponse.json({ Key: `${r.bucket.id}/${path}`, Id: objects[path].id })
  }),
  http.post(platform('/storage/:ref/buckets/:id/objects/sign'), async (ctx) => {
    const r = await resolve(ctx)
    if (r.response) return r.response
    const body = z
      .object({ path: z.string().check(z.minLength(1)), expiresIn: z.int().check(z.positive()) })
      .safeParse(await ctx.request.json().catch(() => null))
    if (!body.success) return error(400, 'A path and expiresIn are required')
    if (!r.store.objects[r.bucket.id]?.[body.data.path]) return error(404, 'Object not found', 'not_found')
    const origin = new URL(ctx.request.url).origin
    const t = token({
      ref: r.ref,
      bucket: r.bucket.id,
      path: body.data.path,
      exp: Date.now() + body.data.expiresIn * 1000,
    })
    const encoded = body.data.path.split('/').map(encodeURIComponent).join('/')
    return HttpResponse.json({
      signedUrl: `${origin}/platform/storage/${r.ref}/buckets/${encodeURIComponent(r.bucket.id)}/objects/sign/${encoded}?token=${t}`,
    })
  }),
  http.get(platform('/storage/:ref/buckets/:id/objects/sign/*'), async ({ request, params }) => {
    await latency()
    const claims = readToken(new URL(request.url).searchParams.get('token') ?? '')
    const path = pathParam(params)
    if (!claims || claims.ref !== params.ref || claims.bucket !== params.id || claims.path !== path)
      return error(400, 'Invalid signature', 'InvalidSignature')
    if (claims.exp < Date.now()) return error(400, 'Token has expired', 'InvalidJWT')
    return serveObject(projectStorage(String(params.ref)), claims.bucket, path)
  }),
  http.get(platform('/storage/:ref/buckets/:id/objects/public/*'), async ({ params }) => {
    await latency()
    const store = projectStorage(String(params.ref))
    const bucket = store.buckets.find((b) => b.id === params.id)
    if (!bucket?.public) return error(400, 'Bucket not found or not public', 'not_found')
    return serveObject(store, bucket.id, pathParam(params))
  }),
  http.post(platform('/storage/:ref/buckets/:id/objects/move'), async (ctx) => {
    const r = await resolve(ctx)
    if (r.response) return r.response
    const body = z
      .object({ from: z.string().check(z.minLength(1)), to: z.string().check(z.minLength(1)) })
      .safeParse(await ctx.request.json().catch(() => null))
    if (!body.success) return error(400, 'from and to are required')
    const objects = r.store.objects[r.bucket.id] ?? {}
    const object = objects[body.data.from]
    if (!object) return error(404, 'Object not found', 'not_found')
    if (objects[body.data.to]) return error(409, 'The resource already exists', 'Duplicate')
    delete objects[body.data.from]
    objects[body.data.to] = { ...object, updated_at: new Date().toISOString() }
    commit()
    return HttpResponse.json({ message: 'Successfully moved' })
  }),
  http.delete(platform('/storage/:ref/buckets/:id/objects'), async (ctx) => {
    const r = await resolve(ctx)
    if (r.response) return r.response
    const body = z
      .object({ paths: z.array(z.string()).check(z.minLength(1)) })
      .safeParse(await ctx.request.json().catch(() => null))
    if (!body.success) return error(400, 'paths are required')
    const objects = r.store.objects[r.bucket.id] ?? {}
    const deleted = body.data.paths.filter((path) => path in objects)
    for (const path of deleted) delete objects[path]
    commit()
    return HttpResponse.json(deleted.map((name) => ({ name, bucket_id: r.bucket.id })))
  }),
]
