import { describe, expect, it } from 'vitest'
import { testConfig } from '../../../test/support/test-config'
import { isFeatureEnabled } from './disabled-features'

describe('disabled features', () => {
  it('are switched off per user through profile.disabled_features', () => {
    const config = testConfig()
    expect(isFeatureEnabled('billing:all', { profileDisabled: ['billing:all'], config })).toBe(false)
    expect(isFeatureEnabled('projects:create', { profileDisabled: ['billing:all'], config })).toBe(true)
    expect(isFeatureEnabled('projects:create', { config })).toBe(true)
  })

  it('come from the comma-separated config setting only self-hosted', () => {
    const disabledFeatures = 'billing:all, projects:create'
    expect(isFeatureEnabled('projects:create', { config: testConfig({ platform: false, disabledFeatures }) })).toBe(false)
    expect(isFeatureEnabled('logs:all', { config: testConfig({ platform: false, disabledFeatures }) })).toBe(true)
    expect(isFeatureEnabled('projects:create', { config: testConfig({ platform: true, disabledFeatures }) })).toBe(true)
  })
})
