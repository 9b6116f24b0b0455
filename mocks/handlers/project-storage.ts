import { http, HttpResponse } from 'msw'
import { toBase64 } from '../fixtures/storage'
import { literal } from '@/features/database/sql/quote'
import { MOCK_ENDPOINT_PATH, verifiedClaims } from './edge-functions-state'
import { engineForCurrentState } from './pg-meta'
import { visibleProjects } from './projects'
import { commit, mimeAllowed, projectStorage } from './storage'
import { storageConfigOf } from './storage-config'

const ROLES = new Set(['anon', 'authenticated', 'service_role'])
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const failure = (status: number, error: string, message: string) => HttpResponse.json({ statusCode: String(status), error, message }, { status })

/**
 * `POST {endpoint}/storage/v1/object/{bucket}/{path}`: an upload through the project's storage API,
 * as an app's users make it with their token. As the storage service does, the object's row goes into
 * `storage.objects` under the caller's role and claims, so the project's row level security policies
 * decide (service_role bypasses them); a refused row answers 403 and nothing is stored.
 */
async function upload({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) {
  const ref = String(params.ref)
  if (!visibleProjects().some((p) => p.ref === ref)) return failure(404, 'not_found', 'Project not found')
  const claims = await verifiedClaims(ref, request.headers.get('Authorization') ?? request.headers.get('apikey'))
  if (!claims || !ROLES.has(claims.role)) return failure(400, 'InvalidJWT', 'Invalid JWT: not signed with the project\'s JWT secret, expired, or of an unknown role')
  const store = projectStorage(ref)
  const bucket = store.buckets.find((b) => b.id === params.bucket)
  if (!bucket) return failure(404, 'Bucket not found', 'Bucket not found')
  const rest = params['1']
  const path = decodeURIComponent(Array.isArray(rest) ? rest.join('/') : String(rest ?? ''))
  if (!path || path.endsWith('/') || path.includes('//') || path.split('/').some((s) => s === '.' || s === '..'))
    return failure(400, 'InvalidKey', 'Invalid key')
  const bytes = new Uint8Array(await request.arrayBuffer())
  const mimetype = (request.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]!
  if (bytes.length > storageConfigOf(ref).fileSizeLimit || (bucket.file_size_limit !== null && bytes.length > bucket.file_size_limit))
    return failure(413, 'Payload too large', 'The object exceeded the maximum allowed size')
  if (!mimeAllowed(bucket, mimetype)) return failure(415, 'invalid_mime_type', `mime type ${mimetype} is not supported`)
  const objects = (store.objects[bucket.id] ??= {})
  const upsert = request.headers.get('x-upsert') === 'true'
  if (objects[path] && !upsert) return failure(409, 'Duplicate', 'The resource already exists')

  const engine = await engineForCurrentState()
  const sub = typeof claims.sub === 'string' ? claims.sub : null
  const owner = sub && UUID.test(sub) ? `${literal(sub)}::uuid` : 'null'
  // The bucket's row as the storage service keeps it; an object the dashboard deleted leaves no row behind.
  const prepared = await engine.query(
    ref,
    `insert into storage.buckets (id, name, public) values (${literal(bucket.id)}, ${literal(bucket.name)}, ${bucket.public}) on conflict (id) do nothing;
     ${objects[path] ? '' : `delete from storage.objects where bucket_id = ${literal(bucket.id)} and name = ${literal(path)};`}`,
  )
  if (!prepared.ok) return failure(500, 'DatabaseError', prepared.message)
  const row = `(${literal(bucket.id)}, ${literal(path)}, ${owner}, ${sub ? literal(sub) : 'null'}, ${literal(JSON.stringify({ size: bytes.length, mimetype }))}::jsonb)`
  const outcome = await engine.query(
    ref,
    `begin;
     select set_config('role', ${literal(claims.role)}, true), set_config('request.jwt.claims', ${literal(JSON.stringify(claims))}, true);
     insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ${row}${
       // An upsert replaces the row as the storage service does: the UPDATE (and SELECT) policies then decide too.
       upsert ? ' on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()' : ''
     };
     commit;`,
  )
  if (!outcome.ok) {
    await engine.query(ref, 'rollback')
    if (outcome.error?.code === '42501') return failure(403, 'Unauthorized', 'new row violates row-level security policy')
    return failure(400, 'DatabaseError', outcome.message)
  }
  const now = new Date().toISOString()
  objects[path] = { id: objects[path]?.id ?? crypto.randomUUID(), content: toBase64(bytes), mimetype, size: bytes.length, created_at: objects[path]?.created_at ?? now, updated_at: now }
  commit()
  return HttpResponse.json({ Key: `${bucket.id}/${path}`, Id: objects[path].id })
}

export const projectStorageHandlers = [http.post(`*${MOCK_ENDPOINT_PATH}:ref/storage/v1/object/:bucket/*`, upload)]
