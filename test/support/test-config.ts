import { configSchema, type AppConfig } from '@/lib/config/config'

export const TEST_ORIGIN = 'http://localhost:3000'

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return configSchema.parse({
    platform: true,
    apiUrl: `${TEST_ORIGIN}/platform`,
    authUrl: `${TEST_ORIGIN}/auth/v1`,
    mock: false,
    disabledFeatures: '',
    assistantUrl: `${TEST_ORIGIN}/assistant/v1/chat/completions`,
    ...overrides,
  })
}
