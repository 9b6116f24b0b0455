import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http/errors'
import { CODE_DIGITS_ONLY_MESSAGE, CODE_EXPIRED_MESSAGE, CODE_LENGTH_MESSAGE, CODE_REQUIRED_MESSAGE, CODE_WRONG_MESSAGE, codeErrorMessage, parseTotpCode } from './mfa-code'

describe('a typed authentication code', () => {
  it('ignores spaces and refuses letters and other signs', () => {
    expect(parseTotpCode(' 123 456 ')).toEqual({ code: '123456' })
    expect(parseTotpCode('12a456')).toEqual({ error: CODE_DIGITS_ONLY_MESSAGE })
    expect(parseTotpCode('123-456')).toEqual({ error: CODE_DIGITS_ONLY_MESSAGE })
    expect(parseTotpCode('12345')).toEqual({ error: CODE_LENGTH_MESSAGE })
    expect(parseTotpCode('   ')).toEqual({ error: CODE_REQUIRED_MESSAGE })
  })

  it("reads the auth service's error_code: a wrong code and an expired challenge say so", () => {
    const failure = (error_code: string) => new ApiError({ message: 'x', code: 422, body: { code: 422, error_code, msg: 'x' } })
    expect(codeErrorMessage(failure('mfa_verification_failed'))).toBe(CODE_WRONG_MESSAGE)
    expect(codeErrorMessage(failure('mfa_challenge_expired'))).toBe(CODE_EXPIRED_MESSAGE)
    expect(codeErrorMessage(new ApiError({ message: 'Factor not found', code: 404 }))).toBe('Factor not found')
  })
})
