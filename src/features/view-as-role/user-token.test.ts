import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signUserToken } from './user-token'

const user = { id: '5b0c6a2e-2f44-4a55-9d3e-0a1b2c3d4e5f', email: "o'brien@exämple.com", phone: null, is_anonymous: false }
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>

describe('signUserToken', () => {
  it('signs an HS256 token for the user that the secret verifies', async () => {
    const token = await signUserToken('a-secret-of-the-project', user, 'abc', 1_700_000_000)
    const [header, payload, signature] = token.split('.')
    expect(decode(header!)).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(decode(payload!)).toMatchObject({
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      aud: 'authenticated',
      iat: 1_700_000_000,
      exp: 1_700_003_600,
    })
    const expected = createHmac('sha256', 'a-secret-of-the-project').update(`${header}.${payload}`).digest('base64url')
    expect(signature).toBe(expected)
  })

  it('a different secret gives a different signature', async () => {
    const a = await signUserToken('one', user, 'abc', 1)
    const b = await signUserToken('two', user, 'abc', 1)
    expect(a.split('.')[2]).not.toBe(b.split('.')[2])
  })
})
