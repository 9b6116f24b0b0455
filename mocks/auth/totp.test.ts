import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, hotp, newTotpSecret, totp, totpUri, verifyTotp } from './totp'

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890", 8-digit codes.
const RFC_SEED = base32Encode(new TextEncoder().encode('12345678901234567890'))
const RFC_6238_SHA1 = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
] as const

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_6238_SHA1)('at %i s gives %s (RFC 6238 test vector, SHA-1)', async (seconds, code) => {
    expect(await totp(RFC_SEED, seconds * 1000, 8)).toBe(code)
  })

  it("gives RFC 4226's HOTP test values for counters 0 to 2", async () => {
    const key = new TextEncoder().encode('12345678901234567890')
    expect(await Promise.all([0, 1, 2].map((counter) => hotp(key, counter)))).toEqual(['755224', '287082', '359152'])
  })

  it('accepts the code of now and of one 30-second step either side, not two', async () => {
    const now = 1_700_000_015_000
    const secret = newTotpSecret()
    for (const offset of [-30_000, 0, 30_000]) expect(await verifyTotp(secret, await totp(secret, now + offset), now)).toBe(true)
    for (const offset of [-60_000, 60_000]) expect(await verifyTotp(secret, await totp(secret, now + offset), now)).toBe(false)
  })

  it('refuses anything but six digits', async () => {
    const secret = newTotpSecret()
    const code = await totp(secret)
    expect(await verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`)).toBe(false)
    expect(await verifyTotp(secret, 'abcdef')).toBe(false)
    expect(await verifyTotp(secret, code.slice(0, 5))).toBe(false)
  })

  it('round-trips base32 and makes 160-bit secrets', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(20))
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes)
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/)
    expect(base32Decode('jbsw y3dp')).toEqual(base32Decode('JBSWY3DP'))
  })

  it('writes the otpauth URI with the issuer and account escaped', () => {
    expect(totpUri({ issuer: 'Dashboard', account: 'a b@example.com', secret: 'JBSWY3DP' })).toBe(
      'otpauth://totp/Dashboard:a%20b%40example.com?secret=JBSWY3DP&issuer=Dashboard&algorithm=SHA1&digits=6&period=30',
    )
  })
})
