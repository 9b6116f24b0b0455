import { describe, expect, it } from 'vitest'
import { readFlag } from './feature-preview-store'
import { availablePreviews, FEATURE_PREVIEWS, type FeaturePreview } from './previews'

const preview = (overrides: Partial<FeaturePreview>): FeaturePreview => ({
  key: 'k',
  name: 'K',
  description: '',
  isNew: false,
  isPlatformOnly: false,
  isReleased: true,
  discussionsUrl: 'https://x',
  ...overrides,
})

describe('feature preview rules (SPEC §4)', () => {
  it('has seven previews with distinct keys', () => {
    expect(new Set(FEATURE_PREVIEWS.map((p) => p.key)).size).toBe(7)
  })
  it('shows only previews released to the public', () => {
    const list = [preview({ key: 'a' }), preview({ key: 'b', isReleased: false })]
    expect(availablePreviews({ platform: true, planId: 'team' }, list).map((p) => p.key)).toEqual(['a'])
  })
  it('hides platform-only previews off the hosted platform', () => {
    const list = [preview({ key: 'a', isPlatformOnly: true }), preview({ key: 'b' })]
    expect(availablePreviews({ platform: false, planId: 'enterprise' }, list).map((p) => p.key)).toEqual(['b'])
    expect(availablePreviews({ platform: true, planId: 'free' }, list).map((p) => p.key)).toEqual(['a', 'b'])
  })
  it.each([
    ['free', false],
    ['pro', false],
    ['team', true],
    ['enterprise', true],
    [undefined, false],
  ])('offers a Team-plan preview on plan %s: %s', (planId, shown) => {
    const list = [preview({ key: 'logs', requiresTeamPlan: true })]
    expect(availablePreviews({ platform: true, planId }, list)).toHaveLength(shown ? 1 : 0)
  })
  it("reads stored flags as 'true' / 'false', defaulting to off", () => {
    expect(readFlag('x')).toBe(false)
    localStorage.setItem('x', 'true')
    expect(readFlag('x')).toBe(true)
    localStorage.setItem('x', 'yes')
    expect(readFlag('x')).toBe(false)
  })
})
