// docker/entrypoint.sh with several projects (CONTRACT §18): DASHBOARD_PROJECTS or _FILE is read with
// the image's own awk, each bad value stops the container naming the variable, the entry and the field,
// and nginx is rendered per ref with each project's keys (never in config.json or the answers).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configSchema } from '@/lib/config/config'
import { projectDetailSchema } from '@/features/projects/api/project-detail-query'
import { projectSchema } from '@/features/projects/api/projects-query'

const script = fileURLToPath(new URL('../../docker/entrypoint.sh', import.meta.url))

let dir: string
let confDir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dashboard-projects-'))
  confDir = join(dir, 'conf')
  mkdirSync(confDir)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function run(env: Record<string, string>) {
  const result = spawnSync('sh', [script, 'echo', 'command ran'], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      DASHBOARD_CONFIG_DIR: dir,
      DASHBOARD_NGINX_CONF: join(confDir, 'dashboard.conf'),
      ...env,
    },
    encoding: 'utf8',
  })
  const nginxFile = join(confDir, 'dashboard.conf')
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    config: existsSync(join(dir, 'config.json')) ? (JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as unknown) : undefined,
    nginx: existsSync(nginxFile) ? readFileSync(nginxFile, 'utf8') : '',
  }
}
const gatewayFile = (name: string) => readFileSync(join(confDir, 'dashboard-gateway', name), 'utf8')
const projects = (list: unknown) => ({ DASHBOARD_PROJECTS: JSON.stringify(list) })

const prod = {
  ref: 'prod',
  name: 'Production <img src=x onerror=alert(1)> "main"',
  pg_meta_url: 'http://meta-prod:8080/',
  pg_meta_key: 'prod.key-1',
  anon_key: 'anon.prod',
  public_api_url: 'https://prod.example.com',
}
const staging = {
  ref: 'staging-2',
  name: 'Staging',
  pg_meta_url: 'http://meta-staging:8080',
  pg_meta_key: 'staging.key-2',
  gotrue_url: 'http://auth-staging:9999',
  gotrue_service_key: 'gotrue.key-3',
  realtime_url: 'http://realtime-staging:4000',
  realtime_key: 'realtime.key-4',
}

describe('docker/entrypoint.sh with DASHBOARD_PROJECTS (CONTRACT §18)', () => {
  it('lists the projects, names as given, and routes each ref to its own upstreams with its own keys', () => {
    const { status, stdout, stderr, config, nginx } = run(projects([prod, staging]))

    expect(stderr).not.toContain('entrypoint: DASHBOARD')
    expect(status).toBe(0)
    expect(stdout).toBe('command ran\n')
    expect(config).toMatchObject({ platform: false, defaultProjectRef: 'prod' })
    expect(configSchema.safeParse(config).success).toBe(true)
    const list = JSON.parse(gatewayFile('projects.json')) as unknown[]
    expect(list.map((project) => projectSchema.parse(project))).toMatchObject([
      { ref: 'prod', name: prod.name, status: 'ACTIVE_HEALTHY' },
      { ref: 'staging-2', name: 'Staging' },
    ])
    expect(projectDetailSchema.parse(JSON.parse(gatewayFile('project-staging-2.json')))).toMatchObject({ ref: 'staging-2' })
    expect(JSON.parse(gatewayFile('settings-prod.json'))).toMatchObject({
      app_config: { endpoint: 'https://prod.example.com' },
      service_api_keys: [{ api_key: 'anon.prod' }],
    })

    // One location's lines: up to the next location.
    const block = (path: string) => {
      const start = nginx.indexOf(`location = ${path} {`)
      return nginx.slice(start, nginx.indexOf('location ', start + 10))
    }
    expect(block('/platform/pg-meta/prod/query')).toContain('proxy_pass http://meta-prod:8080/query;')
    expect(block('/platform/pg-meta/prod/query')).toContain('proxy_set_header apikey "prod.key-1";')
    expect(block('/platform/pg-meta/prod/query')).not.toContain('staging.key-2')
    expect(block('/platform/pg-meta/staging-2/query')).toContain('proxy_pass http://meta-staging:8080/query;')
    expect(block('/platform/pg-meta/staging-2/query')).toContain('proxy_set_header apikey "staging.key-2";')
    expect(block('/platform/pg-meta/staging-2/health')).toContain('proxy_pass http://meta-staging:8080/health;')
    expect(nginx).toContain('location ^~ /platform/auth/staging-2/users {')
    expect(nginx).not.toContain('/platform/auth/prod/')
    expect(nginx).toContain('location = /gateway/staging-2/realtime/v1/websocket {')
    expect(nginx).toContain('apikey=realtime.key-4')
    expect(nginx).toContain('location ^~ /gateway/staging-2/functions/v1/ {')
    expect(nginx).toContain('set functions_url of project staging-2 in DASHBOARD_PROJECTS to its URL')
    expect(nginx).toContain('could not reach postgres-meta of project prod. Check that it is running and that pg_meta_url of project prod in DASHBOARD_PROJECTS points at it.')
    // The first project also answers at the single-project paths; no project `default` exists.
    expect(nginx).toContain('location = /realtime/v1/websocket {')
    expect(nginx).toContain('location ^~ /functions/v1/ {')
    expect(nginx).not.toContain('/platform/pg-meta/default/')
    // Keys stay server side.
    const answers = readdirSync(join(confDir, 'dashboard-gateway')).map(gatewayFile).join('\n')
    expect(`${JSON.stringify(config)}${answers}`).not.toMatch(/key-\d/)
  })

  it('reads the same list from DASHBOARD_PROJECTS_FILE', () => {
    const file = join(dir, 'projects.json')
    writeFileSync(file, JSON.stringify([staging], null, 2))
    const { status, config, nginx } = run({ DASHBOARD_PROJECTS_FILE: file })

    expect(status).toBe(0)
    expect(config).toMatchObject({ defaultProjectRef: 'staging-2' })
    expect(nginx).toContain('location = /platform/pg-meta/staging-2/query {')
  })

  it.each([
    ['not an array', { DASHBOARD_PROJECTS: '{"ref":"a"}' }, 'DASHBOARD_PROJECTS must be a JSON array of projects'],
    ['an empty list', projects([]), 'DASHBOARD_PROJECTS must list at least one project'],
    ['an entry that is not an object', projects([prod, 'x']), 'DASHBOARD_PROJECTS entry 2: must be an object'],
    ['a ref with ../', projects([{ ...prod, ref: '../etc' }]), "DASHBOARD_PROJECTS entry 1, field ref: must be 1 to 40 lowercase letters, digits or -, got '../etc'"],
    ['a ref with %2F', projects([prod, { ...staging, ref: 'a%2Fb' }]), 'DASHBOARD_PROJECTS entry 2, field ref: must be 1 to 40'],
    ['an upper-case ref', projects([{ ...prod, ref: 'Prod' }]), 'DASHBOARD_PROJECTS entry 1, field ref: must be 1 to 40'],
    ['a ref of 41 characters', projects([{ ...prod, ref: 'a'.repeat(41) }]), 'DASHBOARD_PROJECTS entry 1, field ref: must be 1 to 40'],
    ['no ref', projects([{ name: 'x', pg_meta_url: 'http://m' }]), 'DASHBOARD_PROJECTS entry 1, field ref: is required'],
    ['a duplicate ref', projects([prod, { ...staging, ref: 'prod' }]), "DASHBOARD_PROJECTS entry 2, field ref: 'prod' is the ref of an earlier entry too"],
    ['no name', projects([{ ref: 'a', pg_meta_url: 'http://m' }]), 'DASHBOARD_PROJECTS entry 1 (a), field name: is required'],
    ['no pg_meta_url', projects([prod, { ref: 'b', name: 'B' }]), 'DASHBOARD_PROJECTS entry 2 (b), field pg_meta_url: is required'],
    ['a URL that is not http(s)', projects([prod, { ...staging, pg_meta_url: 'ftp://meta' }]), "DASHBOARD_PROJECTS entry 2 (staging-2), field pg_meta_url must be an http(s) URL, got 'ftp://meta'"],
    ['a URL with a quote', projects([{ ...prod, storage_url: 'http://s; evil' }]), 'DASHBOARD_PROJECTS entry 1 (prod), field storage_url must be a plain http(s) URL'],
    ['a field given twice', { DASHBOARD_PROJECTS: '[{"ref":"a","ref":"b"}]' }, 'DASHBOARD_PROJECTS entry 1, field ref: is given twice'],
    ['an unknown field', projects([{ ...prod, pg_meta_ulr: 'http://m' }]), 'DASHBOARD_PROJECTS entry 1, field pg_meta_ulr: is not a field of a project'],
    ['a number', projects([{ ...prod, public_api_url: 8000 }]), 'DASHBOARD_PROJECTS entry 1, field public_api_url: must be a string'],
    ['a key without its URL', projects([{ ...prod, realtime_key: 'k' }]), 'DASHBOARD_PROJECTS entry 1 (prod), field realtime_key: is given without realtime_url'],
    ['a URL without its key', projects([{ ...prod, gotrue_url: 'http://auth:9999' }]), 'DASHBOARD_PROJECTS entry 1 (prod), field gotrue_service_key: is required with gotrue_url'],
    ['a relative functions folder', projects([{ ...prod, functions_dir: 'functions' }]), "DASHBOARD_PROJECTS entry 1 (prod), field functions_dir: must be an absolute path, got 'functions'"],
    ['broken JSON', { DASHBOARD_PROJECTS: '[{"ref":"a",}]' }, 'DASHBOARD_PROJECTS entry 1: must have field names in double quotes'],
    ['a single-project variable beside it', { ...projects([prod]), DASHBOARD_PG_META_URL: 'http://meta:8080' }, 'DASHBOARD_PG_META_URL is set with DASHBOARD_PROJECTS'],
    ['both variables', { ...projects([prod]), DASHBOARD_PROJECTS_FILE: '/x.json' }, 'DASHBOARD_PROJECTS and DASHBOARD_PROJECTS_FILE are both set'],
    ['a missing file', { DASHBOARD_PROJECTS_FILE: '/nowhere/projects.json' }, "DASHBOARD_PROJECTS_FILE '/nowhere/projects.json' is not a readable file"],
  ])('stops on %s, naming the variable, the entry and the field', (_, env, message) => {
    const { status, stdout, stderr } = run(env)

    expect(stderr).toContain(message)
    expect(status).toBe(1)
    expect(stdout).not.toContain('command ran')
  })

  it('never echoes a refused key back', () => {
    const { status, stderr } = run(projects([prod, { ...staging, pg_meta_key: 'secret value' }]))

    expect(status).toBe(1)
    expect(stderr).toContain('DASHBOARD_PROJECTS entry 2 (staging-2), field pg_meta_key may hold only')
    expect(stderr).not.toContain('secret value')
  })

  it('names the errors of DASHBOARD_PROJECTS_FILE by that variable', () => {
    const file = join(dir, 'projects.json')
    writeFileSync(file, JSON.stringify([prod, { ...staging, ref: 'a/b' }]))
    const { status, stderr } = run({ DASHBOARD_PROJECTS_FILE: file })

    expect(status).toBe(1)
    expect(stderr).toContain("DASHBOARD_PROJECTS_FILE entry 2, field ref: must be 1 to 40 lowercase letters, digits or -, got 'a/b'")
  })
})
