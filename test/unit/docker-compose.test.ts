// @vitest-environment node
// docker/compose.yaml cannot run here (no docker): what can be checked without it is that its wiring
// and the dashboard's environment, with compose's defaults substituted, are what the image takes.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const file = (path: string) => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8')
const compose = file('docker/compose.yaml')
const entrypoint = fileURLToPath(new URL('../../docker/entrypoint.sh', import.meta.url))

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
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
