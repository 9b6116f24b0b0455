import { describe, expect, it } from 'vitest'
import { emailError, parseMetadata } from './validation'

describe('auth user forms', () => {
  it('accepts emails with quotes and unicode, refuses what is not an address', () => {
    expect(emailError(`o'brien+"ü"@exämple.com`)).toBeUndefined()
    expect(emailError('')).toBe('Enter an email address')
    expect(emailError('ada @example.com')).toBe('Enter a valid email address, such as name@example.com')
    expect(emailError('ada@example')).toBe('Enter a valid email address, such as name@example.com')
  })

  it('takes metadata only as a JSON object', () => {
    expect(parseMetadata('{"a": [1, "x"]}')).toEqual({ ok: true, value: { a: [1, 'x'] } })
    expect(parseMetadata('  ')).toEqual({ ok: true, value: {} })
    expect(parseMetadata('{a: 1}')).toMatchObject({ ok: false, error: expect.stringMatching(/^This is not valid JSON: /) })
    expect(parseMetadata('[1]')).toEqual({ ok: false, error: 'User metadata must be a JSON object, such as {"full_name": "Ada"}' })
    expect(parseMetadata('null')).toMatchObject({ ok: false })
  })
})
