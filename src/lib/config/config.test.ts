import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { configDisabledFeatures, configSchema, ConfigError, loadConfig } from './config'

const base = 'http://localhost:3000/dashboard/'
const valid = { platform: true, apiUrl: 'http://localhost:5173/platform', authUrl: 'http://localhost:5173/auth/v1', mock: true, disabledFeatures: '' }

const serve = (answer: () => Response) => server.use(http.get(`${base}config.json`, answer))

describe('loadConfig', () => {
  it('reads and validates config.json beside index.html', async () => {
    serve(() => HttpResponse.json(valid))
    await expect(loadConfig(base)).resolves.toMatchObject({ ...valid, assistantModel: '' })
  })

  it('names a missing file', async () => {
    serve(() => new HttpResponse('Not found', { status: 404 }))
    await expect(loadConfig(base)).rejects.toThrow(new ConfigError('config.json is missing (HTTP 404).'))
  })

  it('names a file that is not JSON', async () => {
    serve(() => new HttpResponse('{ platform: true', { headers: { 'Content-Type': 'application/json' } }))
    await expect(loadConfig(base)).rejects.toThrow('config.json is not valid JSON.')
  })

  it('names each invalid key', async () => {
    serve(() => HttpResponse.json({ ...valid, platform: 'yes', apiUrl: 'javascript:alert(1)' }))
    const error = await loadConfig(base).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toMatch(/^config\.json is invalid\./)
    expect((error as Error).message).toContain('platform:')
    expect((error as Error).message).toContain('apiUrl:')
  })
})

describe('configDisabledFeatures', () => {
  it('splits the comma-separated list self-hosted and ignores it on the platform', () => {
    const selfHosted = configSchema.parse({ ...valid, platform: false, disabledFeatures: 'logs, billing,,sql ' })
    expect(configDisabledFeatures(selfHosted)).toEqual(['logs', 'billing', 'sql'])
    expect(configDisabledFeatures({ ...selfHosted, platform: true })).toEqual([])
  })
})
