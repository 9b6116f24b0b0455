// The gateway that docker/entrypoint.sh renders (CONTRACT §8), run by the real nginx: its answers
// parse with the dashboard's own schemas, and what it forwards to postgres-meta and the assistant's
// upstream (a recording server here) carries the server-side credentials and nothing of the browser's.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { server } from '@mocks/node'
import { overdueInvoiceSchema } from '@/features/billing/api/overdue-invoices-query'
import { organizationSchema } from '@/features/organizations/api/organizations-query'
import { permissionSchema } from '@/features/permissions/api/schemas'
import { profileSchema } from '@/features/profile/api/profile-query'
import { projectDetailSchema } from '@/features/projects/api/project-detail-query'
import { projectSchema } from '@/features/projects/api/projects-query'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const nginxBin = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const mimeTypes = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types'
const USER = 'operator'
const PASSWORD = 'correct horse battery'
const PG_META_KEY = 'meta.key-123'
const OPENAI_KEY = 'sk-test_456'
const STORAGE_KEY = 'storage.key-789'
const LOGS_KEY = 'logs.key-012'
const GRAPHQL_KEY = 'graphql.key-345'
const auth = { Authorization: `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}` }

interface Recorded {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

let root = ''
let origin = ''
let nginx: ChildProcess | undefined
let nginxLog = ''
let upstream: Server | undefined
const recorded: Recorded[] = []

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Stands in for postgres-meta and the OpenAI endpoint: records each request, answers rows or events. */
function startUpstream() {
  const server = createHttpServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      recorded.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body })
      if (request.url?.startsWith('/v1/chat/completions')) {
        response.writeHead(200, { 'Content-Type': 'text/event-stream' })
        response.end('data: {"choices":[{"delta":{"content":"hi"}}]}\n\ndata: [DONE]\n\n')
        return
      }
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end('[{"n":1}]')
    })
  })
  return new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      upstream = server
      resolve((server.address() as AddressInfo).port)
    })
  })
}

describe('the self-hosted gateway in nginx', () => {
  beforeAll(async () => {
    // Real sockets here: the mocked network of the other tests stays out of the way.
    server.close()
    // A real component of the suite (.ci/run installs it): missing, the tests fail here, they never skip.
    if (!existsSync(nginxBin)) throw new Error(`nginx is missing at ${nginxBin}: apt-get install -y nginx-light`)
    root = mkdtempSync(join(tmpdir(), 'dashboard-gateway-'))
    chmodSync(root, 0o755)
    for (const dir of ['html/dashboard', 'conf', 'temp']) mkdirSync(join(root, dir), { recursive: true })
    writeFileSync(join(root, 'html/dashboard/index.html'), '<!doctype html><title>Dashboard</title>')
    const upstreamPort = await startUpstream()
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    const rendered = spawnSync('sh', [join(repo, 'docker/entrypoint.sh'), 'true'], {
      env: {
        PATH: process.env.PATH,
        DASHBOARD_HTML_ROOT: join(root, 'html'),
        DASHBOARD_NGINX_CONF: join(root, 'conf/dashboard.conf'),
        DASHBOARD_LISTEN: `127.0.0.1:${port}`,
        DASHBOARD_API_URL: `${origin}/platform`,
        DASHBOARD_PG_META_URL: `http://127.0.0.1:${upstreamPort}`,
        DASHBOARD_PG_META_KEY: PG_META_KEY,
        DASHBOARD_BASIC_AUTH_USER: USER,
        DASHBOARD_BASIC_AUTH_PASSWORD: PASSWORD,
        DASHBOARD_OPENAI_URL: `http://127.0.0.1:${upstreamPort}/v1/chat/completions`,
        DASHBOARD_OPENAI_API_KEY: OPENAI_KEY,
        // A host name: the storage paths built from variables find it among the upstreams nginx knows.
        DASHBOARD_STORAGE_URL: `http://localhost:${upstreamPort}/storage/v1`,
        DASHBOARD_STORAGE_KEY: STORAGE_KEY,
        DASHBOARD_LOGS_URL: `http://127.0.0.1:${upstreamPort}/logflare`,
        DASHBOARD_LOGS_KEY: LOGS_KEY,
        DASHBOARD_GRAPHQL_URL: `http://127.0.0.1:${upstreamPort}/graphql/v1`,
        DASHBOARD_GRAPHQL_KEY: GRAPHQL_KEY,
      },
      encoding: 'utf8',
    })
    if (rendered.status !== 0) throw new Error(`docker/entrypoint.sh true failed: ${rendered.stderr}`)
    const temp = (name: string) => join(root, 'temp', name)
    writeFileSync(
      join(root, 'nginx.conf'),
      `daemon off;
worker_processes 1;
pid ${join(root, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 64; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${join(root, 'conf/dashboard.conf')};
}
`,
    )
    const child = spawn(nginxBin, ['-p', `${root}/`, '-c', join(root, 'nginx.conf'), '-e', 'stderr'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stderr.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()))
    nginx = child
    const deadline = Date.now() + 10_000
    while (Date.now() < deadline) {
      if (child.exitCode !== null) break
      const ok = await fetch(`${origin}/dashboard/config.json`, { headers: auth }).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`nginx did not start:\n${nginxLog}`)
  }, 20_000)

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve))
      nginx.kill('SIGTERM')
      await exited
    }
    await new Promise((resolve) => (upstream ? upstream.close(resolve) : resolve(undefined)))
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it.each([
    ['/platform/profile', profileSchema],
    ['/platform/profile/permissions', z.array(permissionSchema)],
    ['/platform/organizations', z.array(organizationSchema)],
    ['/platform/organizations/default', organizationSchema],
    ['/platform/projects', z.array(projectSchema)],
    ['/platform/projects/default', projectDetailSchema],
    ['/platform/stripe/invoices/overdue', z.array(overdueInvoiceSchema)],
  ] as const)('answers GET %s itself, in the shape the dashboard parses', async (path, schema) => {
    const response = await fetch(`${origin}${path}`, { headers: auth })

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const parsed = z.safeParse(schema, await response.json())
    expect(parsed.error?.issues ?? []).toEqual([])
  })

  it('gives one organization and one healthy project `default`, with a connection marker', async () => {
    const [organizations, project] = await Promise.all([
      fetch(`${origin}/platform/organizations`, { headers: auth }).then(
        (r) => r.json() as Promise<{ slug: string; id: number }[]>,
      ),
      fetch(`${origin}/platform/projects/default`, { headers: auth }).then(
        (r) => r.json() as Promise<Record<string, unknown>>,
      ),
    ])
    expect(organizations.map((o) => o.slug)).toEqual(['default'])
    expect(project).toMatchObject({ ref: 'default', status: 'ACTIVE_HEALTHY', organization_id: organizations[0]!.id })
    expect(String(project.connectionString).trim()).not.toBe('')
  })

  it('takes telemetry events and answers other platform paths with a JSON 404', async () => {
    const event = await fetch(`${origin}/platform/telemetry/event`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(event.status).toBe(204)
    const other = await fetch(`${origin}/platform/organizations/default/members`, { headers: auth })
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ message: 'Not available on a self-hosted dashboard' })
  })

  it('proxies SQL to postgres-meta with the operator key, dropping the browser connection marker and credentials', async () => {
    recorded.length = 0
    const response = await fetch(`${origin}/platform/pg-meta/default/query?statementTimeoutSecs=5`, {
      method: 'POST',
      headers: {
        ...auth,
        'Content-Type': 'application/json',
        'x-connection-encrypted': 'postgresql://from-the-browser',
        'x-pg-application-name': 'dashboard',
        Cookie: 'session=1',
      },
      body: JSON.stringify({ query: 'select 1 as n' }),
    })

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([{ n: 1 }])
    const [sent] = recorded
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/query?statementTimeoutSecs=5',
      body: '{"query":"select 1 as n"}',
    })
    expect(sent!.headers.apikey).toBe(PG_META_KEY)
    expect(sent!.headers['x-pg-application-name']).toBe('dashboard')
    expect(sent!.headers['x-connection-encrypted']).toBeUndefined()
    expect(sent!.headers.authorization).toBeUndefined()
    expect(sent!.headers.cookie).toBeUndefined()
  })

  it('proxies the assistant with the API key added by nginx', async () => {
    recorded.length = 0
    const response = await fetch(`${origin}/assistant/v1/chat/completions`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: [], stream: true }),
    })

    expect(response.status).toBe(200)
    expect(await response.text()).toContain('data: [DONE]')
    expect(recorded[0]!.url).toBe('/v1/chat/completions')
    expect(recorded[0]!.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`)
    const config = (await fetch(`${origin}/dashboard/config.json`, { headers: auth }).then((r) => r.json())) as {
      assistantUrl?: string
    }
    expect(config.assistantUrl).toBe(`${origin}/assistant/v1/chat/completions`)
    expect(JSON.stringify(config)).not.toContain(OPENAI_KEY)
  })

  it.each([
    ['GET', '/platform/storage/default/buckets', 'GET', '/storage/v1/bucket'],
    ['POST', '/platform/storage/default/buckets', 'POST', '/storage/v1/bucket'],
    ['PATCH', '/platform/storage/default/buckets/my%20docs', 'PUT', '/storage/v1/bucket/my%20docs'],
    ['DELETE', '/platform/storage/default/buckets/docs', 'DELETE', '/storage/v1/bucket/docs'],
    ['POST', '/platform/storage/default/buckets/docs/empty', 'POST', '/storage/v1/bucket/docs/empty'],
    ['POST', '/platform/storage/default/buckets/docs/objects/list', 'POST', '/storage/v1/object/list/docs'],
    [
      'POST',
      '/platform/storage/default/buckets/docs/objects/upload?path=a/b%20c%2Bd.txt',
      'POST',
      '/storage/v1/object/docs/a/b%20c%2Bd.txt',
    ],
    [
      'POST',
      '/platform/storage/default/buckets/docs/objects/sign?path=a/b.pdf',
      'POST',
      '/storage/v1/object/sign/docs/a/b.pdf',
    ],
    [
      'GET',
      '/platform/storage/default/buckets/docs/objects/sign/a/b%20c.pdf?token=t.1',
      'GET',
      '/storage/v1/object/sign/docs/a/b%20c.pdf?token=t.1',
    ],
    [
      'GET',
      '/platform/storage/default/buckets/docs/objects/public/a/b.png',
      'GET',
      '/storage/v1/object/public/docs/a/b.png',
    ],
    ['POST', '/platform/storage/default/buckets/docs/objects/move', 'POST', '/storage/v1/object/move'],
    ['DELETE', '/platform/storage/default/buckets/docs/objects', 'DELETE', '/storage/v1/object/docs'],
    [
      'GET',
      '/platform/projects/default/analytics/endpoints/logs.all?sql=select%201&iso_timestamp_start=2026-01-01T00%3A00%3A00.000Z',
      'GET',
      '/logflare/api/endpoints/query/logs.all?sql=select%201&iso_timestamp_start=2026-01-01T00%3A00%3A00.000Z',
    ],
    ['POST', '/platform/projects/default/api/graphql?role=anon', 'POST', '/graphql/v1'],
  ])('maps %s %s onto the service (%s %s), the body as is', async (method, path, upstreamMethod, upstreamUrl) => {
    recorded.length = 0
    const body = method === 'GET' ? undefined : '{"paths":["a"],"prefixes":["a"]}'
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...auth,
        'Content-Type': 'application/json',
        'x-connection-encrypted': 'postgresql://from-the-browser',
        Cookie: 'session=1',
      },
      body,
    })

    expect(response.status).toBe(200)
    expect(recorded).toHaveLength(1)
    const [sent] = recorded
    expect(sent).toMatchObject({ method: upstreamMethod, url: upstreamUrl, body: body ?? '' })
    if (upstreamUrl.startsWith('/logflare/')) {
      expect(sent!.headers['x-api-key']).toBe(LOGS_KEY)
      expect(sent!.headers.authorization).toBeUndefined()
    } else {
      const key = upstreamUrl.startsWith('/graphql/') ? GRAPHQL_KEY : STORAGE_KEY
      expect(sent!.headers.apikey).toBe(key)
      expect(sent!.headers.authorization).toBe(`Bearer ${key}`)
    }
    expect(sent!.headers['x-connection-encrypted']).toBeUndefined()
    expect(sent!.headers.cookie).toBeUndefined()
  })

  it('GraphQL: the token of a role the page views as (x-graphql-authorization) replaces the key as Authorization', async () => {
    recorded.length = 0
    const token = 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig'
    const response = await fetch(`${origin}/platform/projects/default/api/graphql?role=anon`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json', 'x-graphql-authorization': token },
      body: '{"query":"{ __typename }"}',
    })
    expect(response.status).toBe(200)
    const [sent] = recorded
    expect(sent!.headers.authorization).toBe(token)
    expect(sent!.headers.apikey).toBe(GRAPHQL_KEY)
    expect(sent!.headers['x-graphql-authorization']).toBeUndefined()
  })

  it.each([
    ['POST', '/platform/storage/default/buckets/docs/objects/upload?path=../other/x'],
    ['POST', '/platform/storage/default/buckets/docs/objects/upload?path=a/%2E%2e/x'],
    ['POST', '/platform/storage/default/buckets/docs/objects/upload'],
    ['POST', '/platform/storage/default/buckets/docs/objects/sign?path=.'],
    // (fetch, like browsers, resolves a lone %2e%2e segment itself: hidden here behind an encoded slash)
    ['GET', '/platform/storage/default/buckets/docs/objects/public/a/%2e%2e%2F%2e%2e%2Fx'],
  ])('refuses %s %s (a dot segment or no path) without reaching the service', async (method, path) => {
    recorded.length = 0
    const response = await fetch(`${origin}${path}`, { method, headers: auth })

    expect(response.status).toBe(400)
    expect(recorded).toHaveLength(0)
  })

  it('streams an upload larger than nginx’s default body limit to the storage service', async () => {
    recorded.length = 0
    const file = Buffer.alloc(3 * 1024 * 1024, 7)
    const response = await fetch(`${origin}/platform/storage/default/buckets/docs/objects/upload?path=big.bin`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/octet-stream' },
      body: file,
    })

    expect(response.status).toBe(200)
    expect(recorded[0]).toMatchObject({ method: 'POST', url: '/storage/v1/object/docs/big.bin' })
    expect(recorded[0]!.body.length).toBe(file.length)
  })

  it('refuses a method the storage service has no mapping for', async () => {
    recorded.length = 0
    const response = await fetch(`${origin}/platform/storage/default/buckets/docs/objects/move`, { headers: auth })
    expect(response.status).toBe(403)
    expect(recorded).toHaveLength(0)
  })

  it('asks for the basic auth credentials on everything', async () => {
    for (const [method, path] of [
      ['GET', '/dashboard/'],
      ['GET', '/dashboard/project/default'],
      ['GET', '/dashboard/config.json'],
      ['GET', '/dashboard/api/get-utc-time'],
      ['GET', '/platform/profile'],
      ['GET', '/platform/organizations/default/members'],
      ['POST', '/platform/telemetry/event'],
      ['POST', '/platform/pg-meta/default/query'],
      ['POST', '/assistant/v1/chat/completions'],
      ['GET', '/platform/storage/default/buckets'],
      ['GET', '/platform/storage/default/buckets/docs/objects/sign/a.pdf?token=t'],
      ['GET', '/platform/projects/default/analytics/endpoints/logs.all'],
      ['POST', '/platform/projects/default/api/graphql'],
    ]) {
      const response = await fetch(`${origin}${path}`, { method })
      expect(response.status, path).toBe(401)
      expect(response.headers.get('www-authenticate'), path).toBe('Basic realm="Dashboard"')
    }
    const wrong = await fetch(`${origin}/platform/profile`, {
      headers: { Authorization: `Basic ${Buffer.from(`${USER}:nope`).toString('base64')}` },
    })
    expect(wrong.status).toBe(401)
  })

  it('answers a readable 502 when postgres-meta is down', async () => {
    await new Promise((resolve) => upstream?.close(resolve))
    upstream = undefined
    const response = await fetch(`${origin}/platform/pg-meta/default/query`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: '{"query":"select 1"}',
    })

    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ message: expect.stringContaining('could not reach postgres-meta') })

    // A service that is configured but down is not "not configured" (the pages read 404 and 502 so).
    for (const [method, path, message] of [
      ['GET', '/platform/storage/default/buckets', 'could not reach the storage service'],
      ['POST', '/platform/storage/default/buckets/docs/objects/list', 'DASHBOARD_STORAGE_URL'],
      ['GET', '/platform/projects/default/analytics/endpoints/logs.all?sql=x', 'DASHBOARD_LOGS_URL'],
      ['POST', '/platform/projects/default/api/graphql', 'could not reach the GraphQL endpoint'],
    ] as const) {
      const down = await fetch(`${origin}${path}`, {
        method,
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      })
      expect(down.status, path).toBe(503)
      expect(await down.json(), path).toMatchObject({ message: expect.stringContaining(message) })
    }
  })
})
