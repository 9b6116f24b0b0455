// Stand-ins for the services a self-hosted gateway maps by path (CONTRACT §8), each a small Node HTTP
// server that answers the calls the dashboard makes the way the real service does, and records every
// request it receives (method, path, query, headers, body) so that tests can check what crossed the
// network behind the gateway:
// - storage: the Supabase storage API (supabase/storage), mounted under /storage/v1 as behind Kong;
//   keys `apikey` and `Authorization: Bearer`; an in-memory store of buckets and objects.
// - logs: the Logflare-style log analytics service, GET /api/endpoints/query/logs.all with
//   `x-api-key`, answering {result} with a few events per source.
// - graphql: a GraphQL endpoint (as pg_graphql behind Kong at /graphql/v1), executing queries for real
//   with graphql-js against a small schema with one table, `notes`.
import { randomUUID } from 'node:crypto'
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildSchema, graphql } from 'graphql'

export type ServiceName = 'storage' | 'logs' | 'graphql'

export interface RecordedRequest {
  service: ServiceName
  method: string
  /** The path as it arrived, percent-encoding included. */
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
  body: Buffer
}

export interface StoredObject {
  id: string
  content: Buffer
  mimetype: string
  created_at: string
  updated_at: string
}

export interface StoredBucket {
  id: string
  name: string
  owner: string
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
  created_at: string
  updated_at: string
}

export interface FakeServices {
  urls: Record<ServiceName, string>
  keys: Record<ServiceName, string>
  recorded: RecordedRequest[]
  buckets: Map<string, StoredBucket>
  objects: Map<string, Map<string, StoredObject>>
  /** The events the log analytics service answers, per source. */
  logEvents: (source: string) => { id: string; timestamp: number; event_message: string; metadata: unknown }[]
  close: () => Promise<void>
}

export const SERVICE_KEYS: Record<ServiceName, string> = {
  storage: 'storage-service-key.e2e',
  logs: 'logflare-access-token.e2e',
  graphql: 'graphql-anon-key.e2e',
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

/** The storage service's error shape. */
const storageError = (response: ServerResponse, status: number, error: string, message: string) =>
  json(response, status, { statusCode: String(status), error, message })

function listen(server: Server) {
  return new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  )
}

function start(
  service: ServiceName,
  recorded: RecordedRequest[],
  handle: (request: RecordedRequest, response: ServerResponse) => void | Promise<void>,
) {
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://service')
      const rawPath = (request.url ?? '/').split('?')[0]!
      const entry: RecordedRequest = {
        service,
        method: request.method ?? '',
        path: rawPath,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: await readBody(request),
      }
      recorded.push(entry)
      try {
        await handle(entry, response)
      } catch (error) {
        json(response, 500, { message: String(error) })
      }
    })()
  })
  return server
}

function storageHandler(
  key: string,
  buckets: Map<string, StoredBucket>,
  objects: Map<string, Map<string, StoredObject>>,
) {
  const tokens = new Map<string, { bucket: string; path: string; exp: number }>()
  const serve = (response: ServerResponse, object: StoredObject | undefined) => {
    if (!object) return storageError(response, 404, 'not_found', 'Object not found')
    response.writeHead(200, { 'Content-Type': object.mimetype, 'Content-Length': String(object.content.length) })
    response.end(object.content)
  }
  return (request: RecordedRequest, response: ServerResponse) => {
    const prefix = '/storage/v1'
    if (!request.path.startsWith(`${prefix}/`)) return storageError(response, 404, 'Not Found', 'Route not found')
    const segments = request.path.slice(prefix.length + 1).split('/')
    const decoded = segments.map((s) => decodeURIComponent(s))
    const body = () => JSON.parse(request.body.toString() || '{}') as Record<string, unknown>
    const { method } = request

    // Signed and public objects need no key (the token, or the bucket being public, is the permission).
    if (method === 'GET' && decoded[0] === 'object' && decoded[1] === 'sign') {
      const bucket = decoded[2]!
      const path = decoded.slice(3).join('/')
      const claims = tokens.get(request.query.token ?? '')
      if (!claims || claims.bucket !== bucket || claims.path !== path)
        return storageError(response, 400, 'InvalidSignature', 'The signature is invalid')
      if (claims.exp < Date.now()) return storageError(response, 400, 'InvalidJWT', 'jwt expired')
      return serve(response, objects.get(bucket)?.get(path))
    }
    if (method === 'GET' && decoded[0] === 'object' && decoded[1] === 'public') {
      const bucket = buckets.get(decoded[2]!)
      if (!bucket?.public) return storageError(response, 400, 'not_found', 'Bucket not found')
      return serve(response, objects.get(bucket.id)?.get(decoded.slice(3).join('/')))
    }
    if (request.headers.apikey !== key || request.headers.authorization !== `Bearer ${key}`)
      return storageError(response, 403, 'Unauthorized', 'invalid signature')

    const now = new Date().toISOString()
    const bucketOf = (id: string | undefined) => (id ? buckets.get(id) : undefined)
    // Buckets.
    if (decoded[0] === 'bucket') {
      if (decoded.length === 1 && method === 'GET') return json(response, 200, [...buckets.values()])
      if (decoded.length === 1 && method === 'POST') {
        const b = body()
        const id = String(b.id ?? b.name ?? '')
        if (!b.name || typeof b.name !== 'string')
          return storageError(response, 400, 'Invalid Input', "body must have required property 'name'")
        if (buckets.has(id)) return storageError(response, 409, 'Duplicate', 'The resource already exists')
        buckets.set(id, {
          id,
          name: b.name,
          owner: '',
          public: b.public === true,
          file_size_limit: typeof b.file_size_limit === 'number' ? b.file_size_limit : null,
          allowed_mime_types:
            Array.isArray(b.allowed_mime_types) && b.allowed_mime_types.length
              ? (b.allowed_mime_types as string[])
              : null,
          created_at: now,
          updated_at: now,
        })
        objects.set(id, new Map())
        return json(response, 200, { name: b.name })
      }
      const bucket = bucketOf(decoded[1])
      if (!bucket) return storageError(response, 404, 'Bucket not found', 'Bucket not found')
      if (decoded.length === 2 && method === 'PUT') {
        const b = body()
        if (typeof b.public === 'boolean') bucket.public = b.public
        if ('file_size_limit' in b)
          bucket.file_size_limit = typeof b.file_size_limit === 'number' ? b.file_size_limit : null
        if ('allowed_mime_types' in b)
          bucket.allowed_mime_types =
            Array.isArray(b.allowed_mime_types) && b.allowed_mime_types.length
              ? (b.allowed_mime_types as string[])
              : null
        bucket.updated_at = now
        return json(response, 200, { message: 'Successfully updated' })
      }
      if (decoded.length === 2 && method === 'DELETE') {
        if ((objects.get(bucket.id)?.size ?? 0) > 0)
          return storageError(response, 409, 'InvalidRequest', 'The bucket you tried to delete is not empty')
        buckets.delete(bucket.id)
        objects.delete(bucket.id)
        return json(response, 200, { message: 'Successfully deleted' })
      }
      if (decoded.length === 3 && decoded[2] === 'empty' && method === 'POST') {
        objects.set(bucket.id, new Map())
        return json(response, 200, { message: 'Successfully emptied' })
      }
      return storageError(response, 404, 'Not Found', 'Route not found')
    }
    if (decoded[0] !== 'object') return storageError(response, 404, 'Not Found', 'Route not found')

    if (decoded[1] === 'list' && method === 'POST') {
      const bucket = bucketOf(decoded[2])
      if (!bucket) return storageError(response, 404, 'Bucket not found', 'Bucket not found')
      const b = body()
      const prefix = typeof b.prefix === 'string' ? b.prefix : ''
      const base = prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix
      const folders = new Set<string>()
      const files: { name: string; object: StoredObject }[] = []
      for (const [path, object] of objects.get(bucket.id) ?? []) {
        if (!path.startsWith(base)) continue
        const rest = path.slice(base.length)
        if (rest.includes('/')) folders.add(rest.slice(0, rest.indexOf('/')))
        else files.push({ name: rest, object })
      }
      const rows = [
        ...[...folders]
          .sort()
          .map((name) => ({
            name,
            id: null,
            updated_at: null,
            created_at: null,
            last_accessed_at: null,
            metadata: null,
          })),
        ...files
          .sort((a, c) => a.name.localeCompare(c.name))
          .map(({ name, object }) => ({
            name,
            id: object.id,
            updated_at: object.updated_at,
            created_at: object.created_at,
            last_accessed_at: object.updated_at,
            metadata: {
              size: object.content.length,
              mimetype: object.mimetype,
              cacheControl: 'max-age=3600',
              lastModified: object.updated_at,
            },
          })),
      ]
      const offset = typeof b.offset === 'number' ? b.offset : 0
      const limit = typeof b.limit === 'number' ? b.limit : 100
      return json(response, 200, rows.slice(offset, offset + limit))
    }
    if (decoded[1] === 'sign' && method === 'POST') {
      const bucket = bucketOf(decoded[2])
      const path = decoded.slice(3).join('/')
      const b = body()
      if (typeof b.expiresIn !== 'number' || b.expiresIn < 1)
        return storageError(response, 400, 'Invalid Input', "body must have required property 'expiresIn'")
      if (!bucket || !objects.get(bucket.id)?.has(path))
        return storageError(response, 404, 'not_found', 'Object not found')
      const token = randomUUID()
      tokens.set(token, { bucket: bucket.id, path, exp: Date.now() + b.expiresIn * 1000 })
      // Like the storage service: the request's own path, relative to the service.
      return json(response, 200, { signedURL: `/${segments.join('/')}?token=${token}` })
    }
    if (decoded[1] === 'move' && method === 'POST') {
      const b = body()
      if (typeof b.bucketId !== 'string' || typeof b.sourceKey !== 'string' || typeof b.destinationKey !== 'string')
        return storageError(
          response,
          400,
          'Invalid Input',
          "body must have required property 'bucketId', 'sourceKey' and 'destinationKey'",
        )
      const store = objects.get(b.bucketId)
      const object = store?.get(b.sourceKey)
      if (!store || !object) return storageError(response, 404, 'not_found', 'Object not found')
      if (store.has(b.destinationKey)) return storageError(response, 409, 'Duplicate', 'The resource already exists')
      store.delete(b.sourceKey)
      store.set(b.destinationKey, { ...object, updated_at: now })
      return json(response, 200, { message: 'Successfully moved' })
    }
    const bucket = bucketOf(decoded[1])
    if (!bucket) return storageError(response, 404, 'Bucket not found', 'Bucket not found')
    const store = objects.get(bucket.id)!
    if (decoded.length === 2 && method === 'DELETE') {
      const b = body()
      if (!Array.isArray(b.prefixes) || b.prefixes.length === 0)
        return storageError(response, 400, 'Invalid Input', "body must have required property 'prefixes'")
      const deleted = (b.prefixes as string[]).filter((p) => store.has(p))
      for (const p of deleted) store.delete(p)
      return json(
        response,
        200,
        deleted.map((name) => ({ name, bucket_id: bucket.id })),
      )
    }
    if (decoded.length >= 3 && method === 'POST') {
      const path = decoded.slice(2).join('/')
      const mimetype = (request.headers['content-type'] ?? 'application/octet-stream').split(';')[0]!
      if (bucket.file_size_limit !== null && request.body.length > bucket.file_size_limit)
        return storageError(response, 413, 'Payload too large', 'The object exceeded the maximum allowed size')
      if (store.has(path) && request.headers['x-upsert'] !== 'true')
        return storageError(response, 409, 'Duplicate', 'The resource already exists')
      const id = randomUUID()
      store.set(path, { id, content: request.body, mimetype, created_at: now, updated_at: now })
      return json(response, 200, { Key: `${bucket.id}/${path}`, Id: id })
    }
    return storageError(response, 404, 'Not Found', 'Route not found')
  }
}

const LOG_MESSAGES: Record<string, string[]> = {
  edge_logs: ['GET | 200 | /rest/v1/notes?select=*', 'POST | 201 | /rest/v1/notes', 'GET | 500 | /rest/v1/rpc/report'],
  postgres_logs: ['connection authorized: user=authenticator database=postgres', 'statement: select 1'],
}

function logEvents(source: string, now = Date.now()) {
  const messages = LOG_MESSAGES[source] ?? [`${source}: service started`]
  return messages.map((event_message, index) => ({
    id: `${source}-${index + 1}`,
    // Microseconds since the epoch, newest first, a minute apart.
    timestamp: (now - (index + 1) * 60_000) * 1000,
    event_message,
    metadata: {
      request: { method: event_message.split(' ')[0] },
      response: { status_code: Number(event_message.split(' | ')[1]) || null },
    },
  }))
}

function logsHandler(key: string) {
  return (request: RecordedRequest, response: ServerResponse) => {
    if (request.path !== '/api/endpoints/query/logs.all' || request.method !== 'GET')
      return json(response, 404, { error: 'Not Found' })
    if (request.headers['x-api-key'] !== key) return json(response, 401, { error: 'Unauthorized' })
    const sql = request.query.sql ?? ''
    const start = Date.parse(request.query.iso_timestamp_start ?? '') * 1000
    const end = Date.parse(request.query.iso_timestamp_end ?? '') * 1000
    const source = /from\s+"?([a-z_]+)"?/i.exec(sql)?.[1]
    if (!source || !Number.isFinite(start) || !Number.isFinite(end))
      return json(response, 200, {
        result: [],
        error: { message: 'sql, iso_timestamp_start and iso_timestamp_end are required' },
      })
    const events = logEvents(source).filter((e) => e.timestamp >= start && e.timestamp <= end)
    if (/\bas bucket\b/.test(sql)) {
      const counts = new Map<number, number>()
      for (const e of events) {
        const bucket = Math.floor(e.timestamp / 60_000_000) * 60_000_000
        counts.set(bucket, (counts.get(bucket) ?? 0) + 1)
      }
      return json(response, 200, {
        result: [...counts].sort(([a], [b]) => a - b).map(([bucket, count]) => ({ bucket, count })),
      })
    }
    return json(response, 200, { result: events })
  }
}

const notesSchema = buildSchema(`
  type Note { id: Int!, body: String! }
  type NotesEdge { node: Note! }
  type NotesConnection { totalCount: Int!, edges: [NotesEdge!]! }
  type Query { notesCollection(first: Int): NotesConnection }
`)
const NOTES = [
  { id: 1, body: 'first note from the graphql service' },
  { id: 2, body: 'second note from the graphql service' },
]

function graphqlHandler(key: string) {
  return async (request: RecordedRequest, response: ServerResponse) => {
    if (request.path !== '/graphql/v1' || request.method !== 'POST')
      return json(response, 404, { message: 'no Route matched with those values' })
    if (request.headers.apikey !== key) return json(response, 401, { message: 'Invalid API key' })
    if (request.headers.authorization !== `Bearer ${key}`) return json(response, 401, { message: 'Invalid JWT' })
    const b = JSON.parse(request.body.toString() || '{}') as {
      query?: string
      variables?: Record<string, unknown> | null
      operationName?: string | null
    }
    const result = await graphql({
      schema: notesSchema,
      source: b.query ?? '',
      variableValues: b.variables ?? undefined,
      operationName: b.operationName ?? undefined,
      rootValue: {
        notesCollection: ({ first }: { first?: number }) => {
          const rows = NOTES.slice(0, first ?? NOTES.length)
          return { totalCount: NOTES.length, edges: rows.map((node) => ({ node })) }
        },
      },
    })
    return json(response, 200, result)
  }
}

/** Starts the three services; a bucket `reports` holds one file, `summary.txt`. */
export async function startFakeServices(): Promise<FakeServices> {
  const recorded: RecordedRequest[] = []
  const now = new Date().toISOString()
  const buckets = new Map<string, StoredBucket>([
    [
      'reports',
      {
        id: 'reports',
        name: 'reports',
        owner: '',
        public: false,
        file_size_limit: null,
        allowed_mime_types: null,
        created_at: now,
        updated_at: now,
      },
    ],
  ])
  const objects = new Map<string, Map<string, StoredObject>>([
    [
      'reports',
      new Map([
        [
          'summary.txt',
          {
            id: randomUUID(),
            content: Buffer.from('Quarterly summary\n'),
            mimetype: 'text/plain',
            created_at: now,
            updated_at: now,
          },
        ],
      ]),
    ],
  ])
  const servers = [
    start('storage', recorded, storageHandler(SERVICE_KEYS.storage, buckets, objects)),
    start('logs', recorded, logsHandler(SERVICE_KEYS.logs)),
    start('graphql', recorded, graphqlHandler(SERVICE_KEYS.graphql)),
  ]
  const [storage, logs, graphqlUrl] = await Promise.all(servers.map(listen))
  return {
    urls: { storage: `${storage}/storage/v1`, logs: logs!, graphql: `${graphqlUrl}/graphql/v1` },
    keys: SERVICE_KEYS,
    recorded,
    buckets,
    objects,
    logEvents: (source) => logEvents(source),
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections()
              server.close(() => resolve())
            }),
        ),
      ).then(() => undefined),
  }
}
