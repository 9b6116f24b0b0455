// docker/compose.yaml cannot run here (no docker): what can be checked without it is that its wiring
// and the dashboard's environment, with compose's defaults substituted, are what the image takes.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { AUTH_INDEXES_SQL } from '@mocks/pglite/seed-auth'

const file = (path: string) => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8')
const compose = file('docker/compose.yaml')
const entrypoint = fileURLToPath(new URL('../../docker/entrypoint.sh', import.meta.url))
const nginxBin = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const mimeTypes = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types'

/** One service's block of the compose file (its lines up to the next service). */
function service(name: string) {
  const start = compose.indexOf(`\n  ${name}:\n`)
  expect(start, `service ${name}`).toBeGreaterThan(0)
  const rest = compose.slice(start + 1)
  const end = rest.slice(1).search(/\n {2}\S|\n\S/)
  return end < 0 ? rest : rest.slice(0, end + 1)
}

/** A service's environment as compose gives it when no variable is set on the host (`${X:-default}`). */
function environment(block: string) {
  const env: Record<string, string> = {}
  for (const [, key, value] of block.matchAll(/^ {6}([A-Z_]+): (.*)$/gm)) {
    env[key!] = value!.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')
  }
  return env
}

describe('docker/compose.yaml', () => {
  const dashboard = environment(service('dashboard'))

  it('passes the dashboard only variables its entrypoint reads, each documented in the README', () => {
    const known = new Set(file('docker/entrypoint.sh').match(/DASHBOARD_[A-Z_]+/g))
    const readme = file('README.md')
    expect(Object.keys(dashboard).length).toBeGreaterThan(5)
    for (const key of Object.keys(dashboard)) {
      expect(known.has(key), `${key} is read by docker/entrypoint.sh`).toBe(true)
      expect(readme.includes(`\`${key}\``), `${key} is in the README`).toBe(true)
    }
  })

  it('wires postgres-meta to the database and the gateway to postgres-meta', () => {
    const meta = environment(service('meta'))
    expect(meta.PG_META_DB_URL).toBe('postgresql://postgres:postgres@db:5432/postgres')
    expect(dashboard.DASHBOARD_PG_META_URL).toBe(`http://meta:${meta.PG_META_PORT}`)
    expect(service('meta')).toMatch(/image: supabase\/postgres-meta:v0\.99\.\d+/)
    expect(service('db')).toMatch(/image: postgres:15/)
    // The browser reaches the image's nginx (port 80 inside) on localhost:8080, where apiUrl points.
    expect(service('dashboard')).toContain('- "8080:80"')
    expect(dashboard.DASHBOARD_API_URL).toBe('http://localhost:8080/platform')
  })

  it('runs the auth service on the same database and gives the gateway its URL and a service key it accepts', async () => {
    const auth = environment(service('auth'))
    expect(service('auth')).toMatch(/image: supabase\/gotrue:v2\.\d+\.\d+/)
    expect(auth.GOTRUE_DB_DATABASE_URL).toBe('postgres://postgres:postgres@db:5432/postgres?search_path=auth')
    expect(dashboard.DASHBOARD_GOTRUE_URL).toBe(`http://auth:${auth.GOTRUE_API_PORT}`)
    // The key is a JWT with role service_role signed with the service's secret.
    const [header, payload, signature] = dashboard.DASHBOARD_GOTRUE_SERVICE_KEY!.split('.')
    const { createHmac } = await import('node:crypto')
    expect(createHmac('sha256', auth.GOTRUE_JWT_SECRET!).update(`${header}.${payload}`).digest('base64url')).toBe(signature)
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({ role: auth.GOTRUE_JWT_ADMIN_ROLES })
    expect(service('db')).toContain('./auth-roles.sql:/docker-entrypoint-initdb.d/auth-roles.sql:ro')
  })

  it('runs Realtime on the same database and gives the gateway its URL and a key signed with its secret', async () => {
    const realtime = environment(service('realtime'))
    expect(service('realtime')).toMatch(/image: supabase\/realtime:v2\.\d+\.\d+/)
    expect(realtime).toMatchObject({ DB_HOST: 'db', DB_PORT: '5432', DB_NAME: 'postgres', DB_PASSWORD: 'postgres' })
    // Realtime takes its tenant from the first label of the host name it is reached by.
    expect(service('realtime')).toContain('container_name: realtime-dev.supabase-realtime')
    expect(dashboard.DASHBOARD_REALTIME_URL).toBe(`http://realtime-dev.supabase-realtime:${realtime.PORT}`)
    const [header, payload, signature] = dashboard.DASHBOARD_REALTIME_KEY!.split('.')
    const { createHmac } = await import('node:crypto')
    expect(createHmac('sha256', realtime.API_JWT_SECRET!).update(`${header}.${payload}`).digest('base64url')).toBe(signature)
  })

  it("applies the Users page's indexes once the auth service is healthy, the same ones the mock creates", () => {
    expect(service('auth')).toContain('http://localhost:9999/health')
    const indexes = service('auth-indexes')
    expect(indexes).toContain('./auth-indexes.sql:/auth-indexes.sql:ro')
    expect(indexes).toMatch(/depends_on:\n\s+auth:\n\s+condition: service_healthy/)
    expect(file('docker/auth-indexes.sql')).toBe(AUTH_INDEXES_SQL)
    expect(AUTH_INDEXES_SQL).toContain('(lower(email) text_pattern_ops)')
  })

  it('loads the example schema only with the seed profile', () => {
    expect(service('seed')).toContain('profiles: ["seed"]')
    expect(service('seed')).toContain('./seed.sql:/seed.sql:ro')
  })

  it("renders the gateway from the dashboard's environment (empty optional variables are unset)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'dashboard-compose-'))
    try {
      mkdirSync(join(dir, 'conf'))
      const result = spawnSync('sh', [entrypoint, 'true'], {
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          ...dashboard,
          DASHBOARD_CONFIG_DIR: dir,
          DASHBOARD_NGINX_CONF: join(dir, 'conf', 'dashboard.conf'),
        },
        encoding: 'utf8',
      })
      expect(result.status, result.stderr).toBe(0)
      const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as Record<string, unknown>
      expect(config).toMatchObject({ platform: false, mock: false, apiUrl: 'http://localhost:8080/platform' })
      expect(config).not.toHaveProperty('assistantUrl')
      const nginx = readFileSync(join(dir, 'conf', 'dashboard.conf'), 'utf8')
      expect(nginx).toContain('http://meta:8080/query')
      expect(nginx).not.toContain('auth_basic ')
      expect(nginx).toContain('proxy_pass http://auth:9999/admin/users;')
      expect(nginx).toContain(`proxy_set_header apikey "${dashboard.DASHBOARD_GOTRUE_SERVICE_KEY}";`)
      expect(JSON.stringify(config)).not.toContain(dashboard.DASHBOARD_GOTRUE_SERVICE_KEY)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('renders a configuration that nginx -t accepts, with the auth service mapped', () => {
    // A real component of the suite (.ci/run installs it): missing, the test fails, it never skips.
    expect(existsSync(nginxBin), `nginx at ${nginxBin}`).toBe(true)
    const dir = mkdtempSync(join(tmpdir(), 'dashboard-compose-nginx-'))
    try {
      for (const sub of ['conf', 'html/dashboard', 'temp']) mkdirSync(join(dir, sub), { recursive: true })
      // The compose network's host names (meta, auth, realtime) resolve only inside it: nginx -t here resolves
      // loopback addresses in their place, on the same ports and paths.
      const local = Object.fromEntries(
        Object.entries(dashboard).map(([key, value]) => [key, value.replace(/^http:\/\/(meta|auth|realtime-dev\.supabase-realtime):/, 'http://127.0.0.1:')]),
      )
      const rendered = spawnSync('sh', [entrypoint, 'true'], {
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          ...local,
          DASHBOARD_HTML_ROOT: join(dir, 'html'),
          DASHBOARD_NGINX_CONF: join(dir, 'conf', 'dashboard.conf'),
          DASHBOARD_LISTEN: '127.0.0.1:8080',
        },
        encoding: 'utf8',
      })
      expect(rendered.status, rendered.stderr).toBe(0)
      const site = readFileSync(join(dir, 'conf', 'dashboard.conf'), 'utf8')
      expect(site).toContain('proxy_pass http://127.0.0.1:9999/admin/users;')
      expect(site).toContain('proxy_pass http://127.0.0.1:9999/settings;')
      expect(site).toContain('proxy_pass http://127.0.0.1:4000;')
      const temp = (name: string) => join(dir, 'temp', name)
      writeFileSync(
        join(dir, 'nginx.conf'),
        `pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 16; }
http {
  include ${mimeTypes};
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${join(dir, 'conf', 'dashboard.conf')};
}
`,
      )
      const checked = spawnSync(nginxBin, ['-t', '-q', '-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
        encoding: 'utf8',
      })
      expect(checked.status, checked.stderr).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('docker/compose.projects.yaml (CONTRACT §18)', () => {
  const projectsCompose = file('docker/compose.projects.yaml')
  const block = (name: string) => {
    const start = projectsCompose.indexOf(`\n  ${name}:\n`)
    expect(start, `service ${name}`).toBeGreaterThan(0)
    const rest = projectsCompose.slice(start + 1)
    const end = rest.slice(1).search(/\n {2}\S|\n\S/)
    return end < 0 ? rest : rest.slice(0, end + 1)
  }

  it('runs two databases, each with its postgres-meta, and gives the gateway one project for each', () => {
    const dashboard = block('dashboard')
    const list = /DASHBOARD_PROJECTS: >-\n((?: {8}.*\n)+)/.exec(dashboard)?.[1]
    expect(list).toBeDefined()
    // A folded scalar: its lines joined by spaces.
    const projects = JSON.parse(list!.split('\n').map((line) => line.trim()).join(' ')) as { ref: string; pg_meta_url: string }[]
    expect(projects.map((project) => project.ref)).toEqual(['production', 'staging'])
    for (const { ref, pg_meta_url } of projects) {
      expect(block(`db-${ref}`)).toMatch(/image: postgres:15/)
      const meta = environment(block(`meta-${ref}`))
      expect(meta.PG_META_DB_URL).toBe(`postgresql://postgres:postgres@db-${ref}:5432/postgres`)
      expect(pg_meta_url).toBe(`http://meta-${ref}:${meta.PG_META_PORT}`)
    }

    const dir = mkdtempSync(join(tmpdir(), 'dashboard-compose-projects-'))
    try {
      mkdirSync(join(dir, 'conf'))
      const rendered = spawnSync('sh', [entrypoint, 'true'], {
        env: {
          PATH: process.env.PATH,
          DASHBOARD_CONFIG_DIR: dir,
          DASHBOARD_NGINX_CONF: join(dir, 'conf', 'dashboard.conf'),
          DASHBOARD_PROJECTS: JSON.stringify(projects),
        },
        encoding: 'utf8',
      })
      expect(rendered.stderr).not.toContain('entrypoint: DASHBOARD')
      expect(rendered.status).toBe(0)
      const nginx = readFileSync(join(dir, 'conf', 'dashboard.conf'), 'utf8')
      expect(nginx).toContain('proxy_pass http://meta-production:8080/query;')
      expect(nginx).toContain('proxy_pass http://meta-staging:8080/query;')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
