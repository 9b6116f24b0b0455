import { z } from 'zod/mini'

import { PASSWORD_TOO_LONG_MESSAGE, passwordTooLong } from '@/features/password'
export const EMAIL_REQUIRED_MESSAGE = 'Email is required'
export const EMAIL_INVALID_MESSAGE = 'Must be a valid email'
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required'


export interface SignInErrors {
  email?: string
  password?: string
}

/** Errors that block submitting the sign-in form; none means it may be sent. */
export function validateSignIn({ email, password }: { email: string; password: string }): SignInErrors {
  const errors: SignInErrors = {}
  if (!email.trim()) errors.email = EMAIL_REQUIRED_MESSAGE
  else if (!z.email().safeParse(email.trim()).success) errors.email = EMAIL_INVALID_MESSAGE
  if (!password) errors.password = PASSWORD_REQUIRED_MESSAGE
  else if (passwordTooLong(password)) errors.password = PASSWORD_TOO_LONG_MESSAGE
  return errors
}
