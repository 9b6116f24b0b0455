// The project's nginx.conf serving the real build (dist/) with Debian's nginx on a loopback port,
// laid out as the docker image lays it out: dist/ copied to <root>/dashboard, and config.json and
// the server configuration rendered by docker/entrypoint.sh (CONTRACT §8), here as a hosted-style
// static deployment (DASHBOARD_PLATFORM=true). test/e2e/self-hosted.spec.ts runs the gateway.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { makeAccessToken } from '../../mocks/utils'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const dist = process.env.E2E_DIST || join(repo, 'dist')
const nginxBin = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const mimeTypes = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types'
const IMMUTABLE = 'public, max-age=31536000, immutable'

let origin = ''
let prefix = ''
let nginx: ChildProcess | undefined
let nginxLog = ''

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function startNginx(port: number) {
  const conf = join(prefix, `nginx-${port}.conf`)
  const temp = (name: string) => join(prefix, 'temp', name)
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${join(prefix, 'conf', 'dashboard.conf')};
}
`,
  )
  const child = spawn(nginxBin, ['-p', `${prefix}/`, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()))
  child.on('error', (error) => (nginxLog += `${error.message}\n`))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return undefined
    try {
      if ((await fetch(`${url}/dashboard/api/get-utc-time`)).ok) {
        nginx = child
        return url
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  return undefined
}

test.describe('nginx.conf serving the build', () => {
  // nginx is a real component of this suite (.ci/run installs it): without it these tests fail, never skip.
  test.beforeAll(async () => {
    if (!existsSync(nginxBin)) throw new Error(`nginx is missing at ${nginxBin}: apt-get install -y nginx-light`)
    if (!existsSync(join(dist, 'index.html'))) throw new Error('No build in dist/: run npm run build first')
    prefix = mkdtempSync(join(tmpdir(), 'dashboard-nginx-'))
    // When run as root, nginx's workers run as nobody: they must be able to read the copy.
    chmodSync(prefix, 0o755)
    mkdirSync(join(prefix, 'temp'))
    mkdirSync(join(prefix, 'conf'))
    const served = join(prefix, 'html', 'dashboard')
    cpSync(dist, served, { recursive: true })

    for (let attempt = 0; attempt < 3 && !origin; attempt++) {
      const port = await freePort()
      const entrypoint = spawnSync('sh', [join(repo, 'docker', 'entrypoint.sh')], {
        env: {
          PATH: process.env.PATH,
          DASHBOARD_HTML_ROOT: join(prefix, 'html'),
          DASHBOARD_NGINX_CONF: join(prefix, 'conf', 'dashboard.conf'),
          DASHBOARD_LISTEN: `127.0.0.1:${port}`,
          DASHBOARD_PLATFORM: 'true',
          DASHBOARD_MOCK: 'true',
          DASHBOARD_API_URL: `http://127.0.0.1:${port}/platform`,
          DASHBOARD_AUTH_URL: `http://127.0.0.1:${port}/auth/v1`,
          DASHBOARD_ASSISTANT_URL: `http://127.0.0.1:${port}/assistant/v1/chat/completions`,
        },
        encoding: 'utf8',
      })
      if (entrypoint.status !== 0) throw new Error(`docker/entrypoint.sh failed: ${entrypoint.stderr}`)
      origin = (await startNginx(port)) ?? ''
    }
    if (!origin) throw new Error(`nginx did not start:\n${nginxLog}`)
  })

  test.afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve))
      nginx.kill('SIGTERM')
      await exited
    }
    if (prefix) rmSync(prefix, { recursive: true, force: true })
  })

  test('deep links answer index.html, never cached', async ({ request }) => {
    const index = readFileSync(join(dist, 'index.html'), 'utf8')
    for (const path of [
      '/dashboard/',
      '/dashboard/organizations',
      '/dashboard/org/acme/billing',
      '/dashboard/project/abc/sql/1',
      '/dashboard/sign-in?returnTo=%2Forganizations',
    ]) {
      const response = await request.get(`${origin}${path}`)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toContain('text/html')
      expect(response.headers()['cache-control'], path).toBe('no-store')
      expect(await response.text(), path).toBe(index)
    }
  })

  test('hashed assets are cached for a year and gzipped; missing ones are 404', async ({ request }) => {
    const entry = /src="(\/dashboard\/assets\/[^"]+\.js)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1]
    expect(entry, 'index.html names its entry script under /dashboard/assets/').toBeTruthy()

    const response = await request.get(`${origin}${entry}`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/javascript/)
    expect(response.headers()['cache-control']).toBe(IMMUTABLE)
    expect(response.headers()['content-encoding']).toBe('gzip')
    expect(response.headers()['vary']).toContain('Accept-Encoding')

    const missing = await request.get(`${origin}/dashboard/assets/index-00000000.js`)
    expect(missing.status()).toBe(404)
    expect(missing.headers()['cache-control']).toBeUndefined()
  })

  test('config.json is the one the entrypoint wrote, never cached', async ({ request }) => {
    const response = await request.get(`${origin}/dashboard/config.json`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(await response.json()).toMatchObject({ platform: true, mock: true, apiUrl: `${origin}/platform` })
  })

  test('GET /dashboard/api/get-utc-time answers the current time as JSON', async ({ request }) => {
    const response = await request.get(`${origin}/dashboard/api/get-utc-time`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(response.headers()['cache-control']).toBe('no-store')
    const body = (await response.json()) as { utcTime: string }
    expect(body.utcTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/)
    expect(Math.abs(Date.parse(body.utcTime) - Date.now())).toBeLessThan(5_000)
  })

  test('every response carries the security headers', async ({ request }) => {
    for (const path of ['/dashboard/', '/dashboard/config.json', '/dashboard/assets/missing.js', '/']) {
      const headers = (await request.get(`${origin}${path}`, { maxRedirects: 0 })).headers()
      const csp = headers['content-security-policy'] ?? ''
      expect(csp, path).toContain("frame-ancestors 'none'")
      expect(csp, path).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/)
      expect(csp, path).toContain("worker-src 'self' blob:")
      // The storage page previews a PDF in a frame from a blob: URL.
      expect(csp, path).toContain("frame-src 'self' blob:")
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], path).toContain('camera=()')
      expect(headers['permissions-policy'], path).toContain('microphone=()')
      expect(headers['permissions-policy'], path).toContain('geolocation=()')
      // Plain http: no HSTS (a browser would ignore it, and localhost must stay reachable).
      expect(headers['strict-transport-security'], path).toBeUndefined()
    }
  })

  test('Strict-Transport-Security when the request came over https through a proxy', async ({ request }) => {
    for (const path of ['/dashboard/', '/dashboard/assets/missing.js', '/']) {
      const overHttps = await request.get(`${origin}${path}`, { maxRedirects: 0, headers: { 'X-Forwarded-Proto': 'https' } })
      expect(overHttps.headers()['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains')
      const overHttp = await request.get(`${origin}${path}`, { maxRedirects: 0, headers: { 'X-Forwarded-Proto': 'http' } })
      expect(overHttp.headers()['strict-transport-security'], path).toBeUndefined()
    }
  })

  test('the static deployment answers no platform calls', async ({ request }) => {
    expect((await request.get(`${origin}/platform/profile`)).status()).toBe(404)
  })

  test('/ and /dashboard redirect to /dashboard/', async ({ request }) => {
    for (const path of ['/', '/dashboard']) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 })
      expect([301, 302], path).toContain(response.status())
      expect(response.headers()['location'], path).toBe('/dashboard/')
    }
  })

  test('a deep link loads the app in the browser under the CSP', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      // CSP violations, and Chromium's complaints about a Permissions-Policy feature it does not know.
      if (/Content Security Policy|Permissions.Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto(`${origin}/dashboard/project/abc/sql/1`)

    await expect(page).toHaveTitle(/\S/)
    // Something rendered into #root: the scripts ran under the policy.
    await expect(page.locator('#root > *').first()).toBeAttached()
    // What PGlite needs: compiling WebAssembly and starting workers.
    const capabilities = await page.evaluate(async () => {
      const wasm = await WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])).then(
        () => true,
        () => false,
      )
      const blobUrl = URL.createObjectURL(new Blob(['postMessage("ok")'], { type: 'text/javascript' }))
      const worker = await new Promise<boolean>((resolve) => {
        const w = new Worker(blobUrl)
        w.onmessage = () => resolve(true)
        w.onerror = () => resolve(false)
        setTimeout(() => resolve(false), 3_000)
      })
      return { wasm, worker }
    })
    expect(capabilities).toEqual({ wasm: true, worker: true })
    // What the storage page's PDF preview needs: a frame showing a PDF from a blob: URL, in Chromium's viewer.
    const pdf = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'
    const blobUrl = await page.evaluate((text) => {
      const frame = document.createElement('iframe')
      frame.title = 'PDF check'
      frame.src = URL.createObjectURL(new Blob([text], { type: 'application/pdf' }))
      document.body.append(frame)
      return frame.src
    }, pdf)
    await expect.poll(() => page.frames().some((f) => f.url() === blobUrl)).toBe(true)
    await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://'))).toBe(true)
    expect(violations).toEqual([])
  })

  // SPEC §2: every route loads by deep link. Served as in production, with the in-browser mock
  // (config mock: true) standing in for the platform.
  test('every route of the spec loads by deep link', async ({ page }) => {
    test.setTimeout(180_000)
    const expiresAt = Math.floor(Date.now() / 1000) + 3600
    const session = {
      access_token: makeAccessToken({ sub: 'demo', email: 'demo@example.com', aal: 'aal1', exp: expiresAt }),
      token_type: 'bearer',
      expires_at: expiresAt,
      refresh_token: 'deep-link-test',
      user: { id: 'demo', email: 'demo@example.com' },
    }
    await page.addInitScript((value) => localStorage.setItem('dashboard-auth-session', value), JSON.stringify(session))
    const project = '/project/northwindshop1'
    const routes = [
      '/organizations', '/org/northwind', '/org/northwind/billing', '/new/northwind', '/new?plan=pro', '/join?token=invite-initech-developer',
      '/support/new', `${project}/sql/new`, `${project}/editor/1`, `${project}/advisors/rules/security`,
      `${project}/advisors/security`, `${project}/advisors/query-performance`, `${project}/database/graphiql`,
      `${project}/database/column-privileges`, `${project}/database/hooks`, `${project}/database/wrappers`,
      `${project}/integrations/cron`, `${project}/api/graphiql`, `${project}/settings/vault/secrets`, `${project}/logs`,
      `${project}/storage/files`, `${project}/storage/buckets`,
    ]
    // The first page that queries the database starts the project's embedded Postgres in the mock server
    // (PGlite: a few seconds, many more on a loaded machine); its heading waits for the table list.
    const firstDatabasePage = `${project}/editor/1`
    for (const route of routes) {
      await page.goto(`${origin}/dashboard${route}`)
      await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible({
        timeout: route === firstDatabasePage ? 60_000 : 15_000,
      })
      // A page may add its own defaults to the query (the GraphQL explorer's role), never change the path.
      await expect(page, route).toHaveURL((url) => `${url.origin}${url.pathname}` === `${origin}/dashboard${route.split('?')[0]}`)
      await expect(page.getByText('Sorry! An unexpected error occurred.'), route).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'Page not found' }), route).toHaveCount(0)
    }
    await page.goto(`${origin}/dashboard/sign-in`)
    await expect(page).toHaveURL(/\/dashboard\/(sign-in|organizations)/)
  })
})
