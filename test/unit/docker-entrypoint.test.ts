import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configSchema } from '@/lib/config/config'

const script = fileURLToPath(new URL('../../docker/entrypoint.sh', import.meta.url))

let dir: string
let confDir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dashboard-entrypoint-'))
  confDir = join(dir, 'conf')
  mkdirSync(confDir)
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

/**
 * Runs the entrypoint with only the given variables set (and its outputs in the test's folder), and a
 * command that proves it was exec'd.
 */
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
  const file = join(dir, 'config.json')
  const config = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined
  const nginxFile = join(confDir, 'dashboard.conf')
  const nginx = existsSync(nginxFile) ? readFileSync(nginxFile, 'utf8') : undefined
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, config, nginx }
}

const gatewayFile = (name: string) => readFileSync(join(confDir, 'dashboard-gateway', name), 'utf8')

describe('docker/entrypoint.sh', () => {
  it('writes the self-hosted defaults when no variable is set, then runs the command', () => {
    const { status, stdout, config } = run({})

    expect(status).toBe(0)
    expect(config).toEqual({
      platform: false,
      apiUrl: 'http://localhost:8080/platform',
      authUrl: '',
      mock: false,
      disabledFeatures: '',
    })
    expect(configSchema.safeParse(config).success).toBe(true)
    expect(stdout).toBe('command ran\n')
  })

  it('writes every variable into its config.json key', () => {
    const { status, config } = run({
      DASHBOARD_PLATFORM: 'true',
      DASHBOARD_API_URL: 'https://api.example.com/platform',
      DASHBOARD_AUTH_URL: 'https://api.example.com/auth/v1',
      DASHBOARD_MOCK: 'true',
      DASHBOARD_DISABLED_FEATURES: 'billing,logs',
      DASHBOARD_ASSISTANT_URL: 'https://ai.example.com/v1/chat/completions?x=1&y=2',
      DASHBOARD_ASSISTANT_MODEL: 'gpt-4o-mini',
    })

    expect(status).toBe(0)
    expect(config).toEqual({
      platform: true,
      apiUrl: 'https://api.example.com/platform',
      authUrl: 'https://api.example.com/auth/v1',
      mock: true,
      disabledFeatures: 'billing,logs',
      assistantUrl: 'https://ai.example.com/v1/chat/completions?x=1&y=2',
      assistantModel: 'gpt-4o-mini',
    })
    expect(configSchema.safeParse(config).success).toBe(true)
  })

  it('forces read-only mode with DASHBOARD_READ_ONLY=true and refuses another value', () => {
    const on = run({ DASHBOARD_READ_ONLY: 'true' })
    expect(on.status).toBe(0)
    expect(on.config).toMatchObject({ readOnly: true })
    expect(configSchema.parse(on.config).readOnly).toBe(true)
    expect(run({ DASHBOARD_READ_ONLY: 'false' }).config).not.toHaveProperty('readOnly')
    const bad = run({ DASHBOARD_READ_ONLY: 'yes' })
    expect(bad.status).not.toBe(0)
    expect(bad.stderr).toContain("DASHBOARD_READ_ONLY must be true or false, got 'yes'")
  })

  it('keeps the default of each unset variable while applying the set ones', () => {
    const { status, config } = run({ DASHBOARD_MOCK: 'true', DASHBOARD_AUTH_URL: 'http://auth.local/auth/v1' })

    expect(status).toBe(0)
    expect(config).toMatchObject({
      platform: false,
      apiUrl: 'http://localhost:8080/platform',
      authUrl: 'http://auth.local/auth/v1',
      mock: true,
    })
  })

  it('accepts an empty auth URL (no sign-in) and leaves an empty assistant URL out', () => {
    const { status, config } = run({ DASHBOARD_AUTH_URL: '', DASHBOARD_ASSISTANT_URL: '' })

    expect(status).toBe(0)
    expect(config?.authUrl).toBe('')
    expect(config).not.toHaveProperty('assistantUrl')
  })

  it('escapes quotes, backslashes and control characters for JSON', () => {
    const tricky = 'a"b\\c\td\ne,é,\u0001'
    const { status, config } = run({ DASHBOARD_DISABLED_FEATURES: tricky, DASHBOARD_ASSISTANT_MODEL: 'say "hi"\\' })

    expect(status).toBe(0)
    expect(config?.disabledFeatures).toBe(tricky)
    expect(config?.assistantModel).toBe('say "hi"\\')
  })

  it.each([
    ['DASHBOARD_PLATFORM', 'yes', 'must be true or false'],
    ['DASHBOARD_PLATFORM', 'TRUE', 'must be true or false'],
    ['DASHBOARD_MOCK', '1', 'must be true or false'],
    ['DASHBOARD_MOCK', '', 'must be true or false'],
    ['DASHBOARD_API_URL', 'ftp://example.com/platform', 'must be an http(s) URL'],
    ['DASHBOARD_API_URL', 'localhost:8080/platform', 'must be an http(s) URL'],
    ['DASHBOARD_API_URL', '', 'must be an http(s) URL'],
    ['DASHBOARD_AUTH_URL', 'http://auth .example.com', 'must be an http(s) URL'],
    ['DASHBOARD_AUTH_URL', 'javascript:alert(1)', 'must be an http(s) URL'],
    ['DASHBOARD_ASSISTANT_URL', 'https://', 'must be an http(s) URL'],
  ])('refuses %s=%j with exit code 1 and a message naming it', (name, value, message) => {
    const { status, stdout, stderr, config } = run({ [name]: value })

    expect(status).toBe(1)
    expect(stderr).toContain(name)
    expect(stderr).toContain(message)
    expect(config).toBeUndefined()
    expect(stdout).not.toContain('command ran')
  })

  it('stops when the config directory does not exist', () => {
    const { status, stderr, stdout } = run({ DASHBOARD_CONFIG_DIR: join(dir, 'missing') })

    expect(status).toBe(1)
    expect(stderr).toContain('DASHBOARD_CONFIG_DIR')
    expect(stdout).not.toContain('command ran')
  })

  it.each([
    ['DASHBOARD_LISTEN', 'eighty', 'must be a port'],
    ['DASHBOARD_LISTEN', '70000', 'from 1 to 65535'],
    ['DASHBOARD_LISTEN', '127.0.0.1:80; include /etc/passwd', 'must be a port'],
    ['DASHBOARD_HTML_ROOT', 'html', 'must be an absolute path'],
    ['DASHBOARD_HTML_ROOT', '/srv/my html', 'may hold only'],
    ['DASHBOARD_NGINX_CONF', '/etc/nginx/conf.d/x;y.conf', 'may hold only'],
    ['DASHBOARD_PG_META_URL', 'meta:8080', 'must be an http(s) URL'],
    ['DASHBOARD_PG_META_URL', 'http://meta:8080/;return 200', 'must be a plain http(s) URL'],
    ['DASHBOARD_PG_META_KEY', 'abc"; proxy_pass http://evil', 'may hold only'],
    ['DASHBOARD_PG_META_KEY_HEADER', 'api key', 'must be a header name'],
    ['DASHBOARD_OPENAI_URL', 'https://api.openai.com/v1/chat/completions', 'DASHBOARD_OPENAI_API_KEY must be set'],
    ['DASHBOARD_OPENAI_API_KEY', 'sk-$x', 'may hold only'],
    ['DASHBOARD_STORAGE_URL', 'storage:5000', 'must be an http(s) URL'],
    ['DASHBOARD_STORAGE_URL', 'http://storage:5000/$host', 'must be a plain http(s) URL'],
    ['DASHBOARD_LOGS_URL', 'http://analytics:4000/;return 200', 'must be a plain http(s) URL'],
    ['DASHBOARD_LOGS_URL', 'http://analytics:4000?x=1', 'must be a plain http(s) URL'],
    ['DASHBOARD_GRAPHQL_URL', 'ftp://kong:8000/graphql/v1', 'must be an http(s) URL'],
    ['DASHBOARD_GRAPHQL_URL', 'http://kong:8000/graphql v1', 'must be a plain http(s) URL'],
    ['DASHBOARD_STORAGE_KEY', 'service-key', 'DASHBOARD_STORAGE_KEY is set without DASHBOARD_STORAGE_URL'],
    ['DASHBOARD_LOGS_KEY', 'logs-key', 'DASHBOARD_LOGS_KEY is set without DASHBOARD_LOGS_URL'],
    ['DASHBOARD_GRAPHQL_KEY', 'graphql-key', 'DASHBOARD_GRAPHQL_KEY is set without DASHBOARD_GRAPHQL_URL'],
    ['DASHBOARD_BASIC_AUTH_USER', 'admin', 'DASHBOARD_BASIC_AUTH_PASSWORD must be set'],
    ['DASHBOARD_BASIC_AUTH_PASSWORD', 'secret', 'DASHBOARD_BASIC_AUTH_USER must be set'],
  ])('refuses the gateway variable %s=%j with a message naming it', (name, value, message) => {
    const { status, stdout, stderr, nginx } = run({ [name]: value })

    expect(status).toBe(1)
    expect(stderr).toContain(message)
    expect(stderr).toContain(
      name.startsWith('DASHBOARD_BASIC_AUTH') || name === 'DASHBOARD_OPENAI_URL' ? 'DASHBOARD_' : name,
    )
    expect(nginx).toBeUndefined()
    expect(stdout).not.toContain('command ran')
  })

  it('never echoes a refused key back', () => {
    const { stderr } = run({ DASHBOARD_PG_META_KEY: 'secret value' })
    expect(stderr).toContain('DASHBOARD_PG_META_KEY')
    expect(stderr).not.toContain('secret value')
  })

  it.each(['STORAGE', 'LOGS', 'GRAPHQL'])('refuses a bad DASHBOARD_%s_KEY without echoing it', (name) => {
    const { status, stdout, stderr, nginx } = run({
      [`DASHBOARD_${name}_URL`]: 'http://service.internal:8000',
      [`DASHBOARD_${name}_KEY`]: 'secret "value"; return 200',
    })

    expect(status).toBe(1)
    expect(stderr).toContain(`DASHBOARD_${name}_KEY may hold only`)
    expect(stderr).not.toContain('secret')
    expect(nginx).toBeUndefined()
    expect(stdout).not.toContain('command ran')
  })
})

describe('docker/entrypoint.sh renders nginx (CONTRACT §8)', () => {
  it('writes nginx.conf with its port and root, and the self-hosted gateway by default', () => {
    const { status, nginx, stdout } = run({
      DASHBOARD_LISTEN: '127.0.0.1:8123',
      DASHBOARD_HTML_ROOT: '/srv/www',
      DASHBOARD_PG_META_URL: 'http://meta:8080/',
    })

    expect(status).toBe(0)
    expect(stdout).toBe('command ran\n')
    expect(nginx).toMatch(/^\s*listen 127\.0\.0\.1:8123;$/m)
    expect(nginx).toMatch(/^\s*root \/srv\/www;$/m)
    expect(nginx).not.toMatch(/^\s*(listen 80;|root \/usr\/share\/nginx\/html;|# @dashboard-gateway)$/m)
    expect(nginx).toContain('location /platform/ {')
    expect(nginx).toContain('proxy_pass http://meta:8080/query;')
    expect(nginx).toContain('proxy_set_header x-connection-encrypted "";')
    expect(nginx).not.toContain('proxy_set_header apikey')
    expect(nginx).not.toContain('auth_basic')
    expect(nginx).not.toContain('/assistant/')
    // The file may hold keys: only its owner reads it.
    expect(statSync(join(confDir, 'dashboard.conf')).mode & 0o777).toBe(0o600)
  })

  it('writes the platform answers beside the configuration', () => {
    const { status } = run({ DASHBOARD_PROJECT_CONNECTION_STRING: 'postgresql://postgres@db.internal:5432/postgres' })

    expect(status).toBe(0)
    expect(JSON.parse(gatewayFile('project.json'))).toMatchObject({
      ref: 'default',
      status: 'ACTIVE_HEALTHY',
      connectionString: 'postgresql://postgres@db.internal:5432/postgres',
    })
    expect(JSON.parse(gatewayFile('organizations.json'))).toEqual([expect.objectContaining({ slug: 'default', id: 1 })])
    expect(JSON.parse(gatewayFile('projects.json'))).toEqual([
      expect.objectContaining({ ref: 'default', organization_id: 1 }),
    ])
    expect(JSON.parse(gatewayFile('empty-list.json'))).toEqual([])
  })

  it('answers the settings call from the environment: public API URL, publishable key, the string without its password', () => {
    const { status, nginx } = run({
      DASHBOARD_PROJECT_CONNECTION_STRING: 'postgresql://app:p@ss@db.internal:6000/appdb?sslmode=require',
      DASHBOARD_PUBLIC_API_URL: 'https://api.example.org',
      DASHBOARD_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.anon.sig',
    })

    expect(status).toBe(0)
    const settings = gatewayFile('settings.json')
    expect(JSON.parse(settings)).toEqual({
      app_config: { endpoint: 'https://api.example.org', db_schema: 'public' },
      db_host: 'db.internal',
      db_port: 6000,
      db_user: 'app',
      db_name: 'appdb',
      service_api_keys: [{ name: 'anon key', tags: 'anon', api_key: 'eyJhbGciOiJIUzI1NiJ9.anon.sig' }],
    })
    expect(settings).not.toContain('p@ss')
    expect(nginx).toContain('location = /platform/projects/default/settings')
  })

  it('shows no key when none is given, and the defaults for the API URL and the string', () => {
    expect(run({}).status).toBe(0)
    expect(JSON.parse(gatewayFile('settings.json'))).toMatchObject({
      app_config: { endpoint: 'http://localhost:8000' },
      db_host: 'localhost',
      db_port: 5432,
      service_api_keys: [],
    })
  })

  it.each([
    [{ DASHBOARD_PROJECT_CONNECTION_STRING: 'mysql://root@db/app' }, 'DASHBOARD_PROJECT_CONNECTION_STRING must be a postgresql:// URL'],
    [{ DASHBOARD_PROJECT_CONNECTION_STRING: 'postgresql://u@db:port/app' }, 'DASHBOARD_PROJECT_CONNECTION_STRING must name a numeric port'],
    [{ DASHBOARD_PUBLIC_API_URL: 'ftp://x' }, 'DASHBOARD_PUBLIC_API_URL must be an http(s) URL'],
    [{ DASHBOARD_ANON_KEY: 'a"b' }, 'DASHBOARD_ANON_KEY may hold only'],
  ])('stops on an invalid project variable %o', (env, message) => {
    const { status, stderr } = run(env)
    expect(status).toBe(1)
    expect(stderr).toContain(message)
  })

  it('answers SQL with a clear 502 when no postgres-meta is configured', () => {
    const { nginx } = run({})
    expect(nginx).toContain('set DASHBOARD_PG_META_URL')
    expect(nginx).not.toContain('proxy_pass')
  })

  it('adds the pg-meta credential in the named header, server side only', () => {
    const { status, nginx, config } = run({
      DASHBOARD_PG_META_URL: 'http://meta:8080',
      DASHBOARD_PG_META_KEY: 'eyJhbGciOi.J9-x_y',
      DASHBOARD_PG_META_KEY_HEADER: 'X-Meta-Key',
    })

    expect(status).toBe(0)
    expect(nginx).toContain('proxy_set_header X-Meta-Key "eyJhbGciOi.J9-x_y";')
    expect(JSON.stringify(config)).not.toContain('eyJhbGciOi')
  })

  it('proxies the assistant with its key and points config.json at it', () => {
    const { status, nginx, config } = run({
      DASHBOARD_API_URL: 'https://db.example.com/platform',
      DASHBOARD_OPENAI_URL: 'https://api.openai.com/v1/chat/completions',
      DASHBOARD_OPENAI_API_KEY: 'sk-test_123',
    })

    expect(status).toBe(0)
    expect(nginx).toContain('location = /assistant/v1/chat/completions {')
    expect(nginx).toContain('proxy_pass https://api.openai.com/v1/chat/completions;')
    expect(nginx).toContain('proxy_set_header Authorization "Bearer sk-test_123";')
    expect(config?.assistantUrl).toBe('https://db.example.com/assistant/v1/chat/completions')
    expect(JSON.stringify(config)).not.toContain('sk-test')
  })

  it('keeps an assistant URL the operator set', () => {
    const { config } = run({
      DASHBOARD_ASSISTANT_URL: 'https://ai.example.com/v1/chat/completions',
      DASHBOARD_OPENAI_URL: 'https://api.openai.com/v1/chat/completions',
      DASHBOARD_OPENAI_API_KEY: 'sk-1',
    })
    expect(config?.assistantUrl).toBe('https://ai.example.com/v1/chat/completions')
  })

  it('protects everything with basic auth, the password hashed', () => {
    const { status, nginx } = run({
      DASHBOARD_BASIC_AUTH_USER: 'operator',
      DASHBOARD_BASIC_AUTH_PASSWORD: 'correct horse "battery"',
    })

    expect(status).toBe(0)
    expect(nginx).toContain('auth_basic "Dashboard";')
    expect(nginx).toContain(`auth_basic_user_file ${join(confDir, 'dashboard-gateway', 'htpasswd')};`)
    const [user, hash] = gatewayFile('htpasswd').trim().split(':')
    expect(user).toBe('operator')
    expect(hash).toMatch(/^\$6\$/)
    const salt = hash!.split('$')[2]!
    const again = spawnSync('openssl', ['passwd', '-6', '-salt', salt, '-stdin'], {
      input: 'correct horse "battery"',
      encoding: 'utf8',
    })
    expect(again.stdout.trim()).toBe(hash)
    expect(gatewayFile('htpasswd')).not.toContain('battery')
  })

  it('maps the auth admin paths onto the auth service with its service key (CONTRACT §11)', () => {
    const { status, nginx, config } = run({ DASHBOARD_GOTRUE_URL: 'http://auth:9999/', DASHBOARD_GOTRUE_SERVICE_KEY: 'gotrue.service-key' })
    expect(status).toBe(0)
    expect(nginx).toContain('location ^~ /platform/auth/default/users {')
    expect(nginx).toContain('proxy_pass http://auth:9999/admin/users;')
    expect(nginx).toContain('proxy_pass http://auth:9999/invite;')
    expect(nginx).toContain('proxy_pass http://auth:9999/magiclink;')
    expect(nginx).toContain('proxy_pass http://auth:9999/recover;')
    expect(nginx).toContain('proxy_pass http://auth:9999/settings;')
    expect(nginx).toContain('proxy_set_header apikey "gotrue.service-key";')
    expect(nginx).toContain('proxy_set_header Authorization "Bearer gotrue.service-key";')
    expect(JSON.stringify(config)).not.toContain('service-key')
  })

  it('leaves the auth paths unmapped without DASHBOARD_GOTRUE_URL, and refuses a key without it', () => {
    const { status, nginx } = run({})
    expect(status).toBe(0)
    expect(nginx).not.toContain('/platform/auth/default/')
    const refused = run({ DASHBOARD_GOTRUE_SERVICE_KEY: 'orphan-key' })
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain('DASHBOARD_GOTRUE_SERVICE_KEY is set without DASHBOARD_GOTRUE_URL')
    const keyless = run({ DASHBOARD_GOTRUE_URL: 'http://auth:9999' })
    expect(keyless.status).toBe(1)
    expect(keyless.stderr).toContain('DASHBOARD_GOTRUE_SERVICE_KEY must be set with DASHBOARD_GOTRUE_URL')
  })

  it('maps the storage, log analytics and GraphQL paths onto the given services, each key added server side', () => {
    const { status, nginx, config } = run({
      DASHBOARD_STORAGE_URL: 'http://kong:8000/storage/v1/',
      DASHBOARD_STORAGE_KEY: 'storage.key-1',
      DASHBOARD_LOGS_URL: 'http://analytics:4000',
      DASHBOARD_LOGS_KEY: 'logs.key-2',
      DASHBOARD_GRAPHQL_URL: 'http://kong:8000/graphql/v1',
      DASHBOARD_GRAPHQL_KEY: 'graphql.key-3',
    })

    expect(status).toBe(0)
    expect(nginx).toContain('location = /platform/storage/default/buckets {')
    expect(nginx).toContain('proxy_pass http://kong:8000/storage/v1/bucket;')
    expect(nginx).toContain('proxy_pass http://kong:8000/storage/v1/object/$dashboard_storage_bucket/$arg_path;')
    expect(nginx).toContain('proxy_set_header apikey "storage.key-1";')
    expect(nginx).toContain('proxy_set_header Authorization "Bearer storage.key-1";')
    expect(nginx).toContain('location = /platform/projects/default/analytics/endpoints/logs.all {')
    expect(nginx).toContain('proxy_pass http://analytics:4000/api/endpoints/query/logs.all;')
    expect(nginx).toContain('proxy_set_header x-api-key "logs.key-2";')
    expect(nginx).toContain('location = /platform/projects/default/api/graphql {')
    expect(nginx).toContain('proxy_pass http://kong:8000/graphql/v1;')
    // GraphQL: the key's bearer unless the page sends the token of a role it views as (CONTRACT §15).
    expect(nginx).toContain('set $graphql_authorization "Bearer graphql.key-3";')
    expect(nginx).toContain('proxy_set_header Authorization $graphql_authorization;')
    expect(nginx).not.toMatch(/proxy_set_header (apikey|x-api-key) "";/)
    // Only the log analytics service, whose key goes in x-api-key, drops the browser's Authorization.
    expect(nginx?.match(/proxy_set_header Authorization "";/g)).toHaveLength(1)
    expect(JSON.stringify(config)).not.toMatch(/key-\d/)
    expect(statSync(join(confDir, 'dashboard.conf')).mode & 0o777).toBe(0o600)
  })

  it('drops the browser credentials on a service without a key', () => {
    const { status, nginx } = run({
      DASHBOARD_STORAGE_URL: 'http://storage:5000',
      DASHBOARD_LOGS_URL: 'http://analytics:4000',
      DASHBOARD_GRAPHQL_URL: 'https://api.example.com/graphql/v1',
      DASHBOARD_STORAGE_KEY: '',
    })

    expect(status).toBe(0)
    expect(nginx).toContain('proxy_pass http://storage:5000/bucket;')
    expect(nginx).toContain('proxy_pass https://api.example.com/graphql/v1;')
    expect(nginx?.match(/proxy_set_header Authorization "";/g)).toHaveLength(2)
    expect(nginx).toContain('set $graphql_authorization "";')
    expect(nginx?.match(/proxy_set_header apikey "";/g)).toHaveLength(2)
    expect(nginx).toContain('proxy_set_header x-api-key "";')
    expect(nginx).not.toContain('Bearer')
  })

  it('leaves the service paths unmapped when no service is given', () => {
    const { status, nginx } = run({ DASHBOARD_PG_META_URL: 'http://meta:8080' })

    expect(status).toBe(0)
    expect(nginx).not.toContain('location /platform/storage/default/')
    expect(nginx).not.toContain('/api/endpoints/query/logs.all')
    expect(nginx).not.toContain('location = /platform/projects/default/api/graphql')
    expect(nginx).not.toContain('$dashboard_storage_bucket')
  })

  it('serves the mounted functions folder as JSON listings and maps invocations onto the edge runtime', () => {
    const functions = join(dir, 'functions')
    mkdirSync(functions)
    const { status, nginx } = run({ DASHBOARD_FUNCTIONS_DIR: `${functions}/`, DASHBOARD_FUNCTIONS_URL: 'http://functions:9000/' })

    expect(status).toBe(0)
    expect(nginx).toContain('location ^~ /functions-folder/ {')
    expect(nginx).toContain(`alias ${functions}/;`)
    expect(nginx).toContain('autoindex_format json;')
    expect(nginx).toMatch(/location ~ \/\\\. \{ return 404; \}/)
    expect(nginx).toContain('location ^~ /functions/v1/ {')
    expect(nginx).toContain('proxy_pass http://functions:9000/;')
    expect(nginx).toContain('DASHBOARD_FUNCTIONS_URL points at it')
  })

  it('says what to set when no functions folder or edge runtime is given', () => {
    const { status, nginx } = run({ DASHBOARD_FUNCTIONS_DIR: '', DASHBOARD_FUNCTIONS_URL: '' })

    expect(status).toBe(0)
    expect(nginx).not.toContain('autoindex')
    expect(nginx).toContain('set DASHBOARD_FUNCTIONS_DIR to the mounted functions folder')
    expect(nginx).toContain('set DASHBOARD_FUNCTIONS_URL to its URL')
  })

  it.each([
    ['DASHBOARD_FUNCTIONS_DIR', 'functions', 'must be an absolute path'],
    ['DASHBOARD_FUNCTIONS_DIR', '/no/such/folder', 'is not a directory'],
    ['DASHBOARD_FUNCTIONS_DIR', '/srv/my functions', 'may hold only'],
    ['DASHBOARD_FUNCTIONS_URL', 'functions:9000', 'must be an http(s) URL'],
  ])('refuses %s=%j with a message naming it', (name, value, message) => {
    const { status, stderr } = run({ [name]: value })

    expect(status).toBe(1)
    expect(stderr).toContain(name)
    expect(stderr).toContain(message)
  })

  it('upgrades the Realtime socket to the service with its key in the query (CONTRACT §16)', () => {
    const { status, nginx, config } = run({ DASHBOARD_REALTIME_URL: 'http://kong:8000/realtime/v1/', DASHBOARD_REALTIME_KEY: 'rt.key+/=' })
    expect(status).toBe(0)
    expect(nginx).toContain('rewrite ^ /realtime/v1/socket/websocket?apikey=rt.key%2B%2F%3D&vsn=$realtime_vsn? break;')
    expect(nginx).toContain('proxy_pass http://kong:8000;')
    expect(nginx).toContain('proxy_set_header Upgrade $http_upgrade;')
    expect(JSON.stringify(config)).not.toContain('rt.key')
    const bare = run({ DASHBOARD_REALTIME_URL: 'http://realtime:4000', DASHBOARD_REALTIME_KEY: 'k' })
    expect(bare.nginx).toContain('rewrite ^ /socket/websocket?apikey=k&vsn=$realtime_vsn? break;')
    expect(bare.nginx).toContain('proxy_pass http://realtime:4000;')
  })

  it('says Realtime is not configured without its URL, and refuses a key alone or a URL without key', () => {
    const { status, nginx } = run({})
    expect(status).toBe(0)
    expect(nginx).toContain('Realtime is not configured: set DASHBOARD_REALTIME_URL')
    const refused = run({ DASHBOARD_REALTIME_KEY: 'orphan-key' })
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain('DASHBOARD_REALTIME_KEY is set without DASHBOARD_REALTIME_URL')
    const keyless = run({ DASHBOARD_REALTIME_URL: 'http://realtime:4000' })
    expect(keyless.status).toBe(1)
    expect(keyless.stderr).toContain('DASHBOARD_REALTIME_KEY must be set with DASHBOARD_REALTIME_URL')
    const bad = run({ DASHBOARD_REALTIME_URL: 'realtime:4000', DASHBOARD_REALTIME_KEY: 'k' })
    expect(bad.stderr).toContain('DASHBOARD_REALTIME_URL must be an http(s) URL')
  })

  it('serves only the static site when DASHBOARD_PLATFORM is true', () => {
    const { status, nginx } = run({ DASHBOARD_PLATFORM: 'true', DASHBOARD_PG_META_URL: 'http://meta:8080' })

    expect(status).toBe(0)
    expect(nginx).not.toContain('location /platform/')
    expect(nginx).toContain('location /dashboard/ {')
  })
})
