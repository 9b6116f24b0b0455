import { ApiError } from '@/lib/http/errors'
import { authErrorCode } from './api/auth-client'

export const TOTP_CODE_LENGTH = 6
export const CODE_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app.'
export const CODE_DIGITS_ONLY_MESSAGE = 'The code is made of digits only: remove the letters and other signs.'
export const CODE_LENGTH_MESSAGE = 'The code has exactly 6 digits.'
export const CODE_WRONG_MESSAGE = 'That code is not correct. Check your authenticator app and enter the current code.'
export const CODE_EXPIRED_MESSAGE = 'The code request expired. Enter the current code to try again.'

/** A typed code as the auth service wants it: spaces are ignored, anything but digits is refused. */
export function parseTotpCode(input: string): { code: string } | { error: string } {
  const code = input.replace(/\s+/g, '')
  if (!code) return { error: CODE_REQUIRED_MESSAGE }
  if (!/^\d+$/.test(code)) return { error: CODE_DIGITS_ONLY_MESSAGE }
  if (code.length !== TOTP_CODE_LENGTH) return { error: CODE_LENGTH_MESSAGE }
  return { code }
}

/** What a failed verify means to the person typing the code. */
export function codeErrorMessage(error: unknown): string {
  const reason = authErrorCode(error)
  if (reason === 'mfa_verification_failed') return CODE_WRONG_MESSAGE
  if (reason === 'mfa_challenge_expired') return CODE_EXPIRED_MESSAGE
  return error instanceof ApiError || error instanceof Error ? error.message : String(error)
}
