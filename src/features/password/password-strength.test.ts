import { describe, expect, it } from 'vitest'
import { describeStrength, generatePassword, MIN_PASSWORD_SCORE, PASSWORD_STRENGTH_MESSAGES, PASSWORD_STRENGTH_WIDTHS, passwordCheckFailedMessage, passwordStrengthColor, type PasswordScore } from './password-strength'
import { estimatePasswordStrength } from './zxcvbn'
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_HINT, PASSWORD_TOO_LONG_MESSAGE, passwordTooLong } from './password-length'

describe('password strength (SPEC §5)', () => {
  it('has the five messages', () => {
    expect(PASSWORD_STRENGTH_MESSAGES).toEqual({
      0: 'This password is not acceptable.',
      1: 'This password is not secure enough.',
      2: 'This password is not secure enough.',
      3: 'Not bad, but your password must be harder to guess.',
      4: 'This password is strong.',
    })
  })

  it('has the bar widths 10/30/50/80/100 % and the colours red 0-1, yellow 2-3, green 4', () => {
    expect(PASSWORD_STRENGTH_WIDTHS).toEqual({ 0: 10, 1: 30, 2: 50, 3: 80, 4: 100 })
    expect(([0, 1, 2, 3, 4] as PasswordScore[]).map(passwordStrengthColor)).toEqual([
      'red',
      'red',
      'yellow',
      'yellow',
      'green',
    ])
  })

  it("adds 'You need a stronger password.' and the warning below the minimum score 4", () => {
    expect(MIN_PASSWORD_SCORE).toBe(4)
    const weak = describeStrength({
      score: 3,
      feedback: { warning: 'This is similar to a commonly used password.', suggestions: [] },
    })
    expect(weak.requirement).toBe('You need a stronger password. This is similar to a commonly used password.')
    expect(weak.acceptable).toBe(false)
    const strong = describeStrength({ score: 4, feedback: { warning: '', suggestions: [] } })
    expect(strong).toMatchObject({
      requirement: undefined,
      acceptable: true,
      width: 100,
      color: 'green',
      message: 'This password is strong.',
    })
  })

  it('rejects more than 99 characters with the spec message and hint', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(99)
    expect(passwordTooLong('a'.repeat(99))).toBe(false)
    expect(passwordTooLong('a'.repeat(100))).toBe(true)
    expect(PASSWORD_TOO_LONG_MESSAGE).toBe('Maximum length of password exceeded')
    expect(PASSWORD_TOO_LONG_HINT).toBe('Password should be less than 100 characters')
  })

  it('words a failed server check', () => {
    expect(passwordCheckFailedMessage('Service unavailable')).toBe(
      'Failed to check password strength: Service unavailable',
    )
  })

  it('scores with zxcvbn-ts and its dictionaries', () => {
    expect(estimatePasswordStrength('password').score).toBe(0)
    expect(estimatePasswordStrength('correct-Horse-battery-Staple-42!').score).toBe(4)
  })

  it('generates passwords zxcvbn rates strong', () => {
    const password = generatePassword()
    expect(password).toHaveLength(24)
    expect(estimatePasswordStrength(password).score).toBe(4)
  })
})
