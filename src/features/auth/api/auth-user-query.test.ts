import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { setSession } from '../session-store'
import { signInWithPassword } from './auth-client'
import { authUserQueryOptions } from './auth-user-query'

afterEach(() => setSession(null))

describe('current auth user', () => {
  it('reads identities, the pending email change and MFA factors from GET {authUrl}/user', async () => {
    setSession(await signInWithPassword({ email: 'mfa@example.com', password: 'demo-password-123' }))
    const user = await new QueryClient().fetchQuery(authUserQueryOptions())
    expect(user).toMatchObject({
      email: 'mfa@example.com',
      identities: [{ provider: 'email' }],
      new_email: null,
      email_change_sent_at: null,
      factors: [{ factor_type: 'totp', status: 'verified' }],
    })
  })

  it('fails with 401 without a session', async () => {
    await expect(new QueryClient().fetchQuery({ ...authUserQueryOptions(), retry: false })).rejects.toMatchObject({
      code: 401,
    })
  })
})
