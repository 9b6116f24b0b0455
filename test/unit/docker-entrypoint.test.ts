// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configSchema } from '@/lib/config/config'

const script = fileURLToPath(new URL('../../docker/entrypoint.sh', import.meta.url))

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dashboard-entrypoint-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** Runs the entrypoint with only the given variables set, and a command that proves it was exec'd. */
function run(env: Record<string, string>) {
  const result = spawnSync('sh', [script, 'echo', 'command ran'], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', DASHBOARD_CONFIG_DIR: dir, ...env },
    encoding: 'utf8',
  })
  const file = join(dir, 'config.json')
  const config = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, config }
}

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
})
