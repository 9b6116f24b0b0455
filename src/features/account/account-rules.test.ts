import { describe, expect, it } from 'vitest'
import { profileChanges, savedMessage } from './profile-changes'
import { EXPIRY_DATE_MESSAGE, EXPIRY_OPTIONS, expiryOf } from './token-expiry'

describe('profile changes', () => {
  it('sends only what changed, trimmed, and says what was saved', () => {
    const saved = { first_name: 'Dana', last_name: 'Demo', username: 'demo' }
    const changes = profileChanges(saved, { first_name: ' Dina ', last_name: 'Demo', username: 'dina' })
    expect(changes).toEqual({ first_name: 'Dina', username: 'dina' })
    expect(savedMessage(changes)).toBe('Saved: first name and username.')
    expect(profileChanges(saved, { ...saved, last_name: 'Demo ' })).toEqual({})
  })
})

describe('access token expiry', () => {
  const now = new Date('2026-11-29T10:00:00Z')
  it('offers 30 days, 90 days, 1 year and a date, never "never"', () => {
    expect(EXPIRY_OPTIONS.map((option) => option.label)).toEqual(['30 days', '90 days', '1 year', 'A date'])
    expect(expiryOf('30d', '', now)).toEqual({ expires_at: '2026-12-29T10:00:00.000Z' })
    expect(expiryOf('1y', '', now)).toEqual({ expires_at: '2027-11-29T10:00:00.000Z' })
  })

  it('takes a date after today, to its end, and refuses today, the past and nothing', () => {
    const chosen = expiryOf('date', '2027-01-15', now)
    expect('expires_at' in chosen && new Date(chosen.expires_at).getDate()).toBe(15)
    expect(expiryOf('date', '2026-11-29', new Date(2026, 10, 29, 10))).toEqual({ error: EXPIRY_DATE_MESSAGE })
    expect(expiryOf('date', '2020-01-01', now)).toEqual({ error: EXPIRY_DATE_MESSAGE })
    expect(expiryOf('date', '', now)).toEqual({ error: EXPIRY_DATE_MESSAGE })
  })
})
