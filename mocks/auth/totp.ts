/**
 * TOTP (RFC 6238 over RFC 4226's HOTP): HMAC-SHA1, 30-second steps, 6 digits, through Web Crypto so the
 * same code runs in the browser mock, the Node mock and the tests. Secrets are base32 (RFC 4648), as
 * authenticator apps and `oathtool --totp -b` take them.
 */
export const TOTP_PERIOD_S = 30
export const TOTP_DIGITS = 6
/** Codes of one step either side of now are accepted: clocks drift, and people type slowly. */
export const TOTP_DRIFT_STEPS = 1

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.toUpperCase().replace(/[\s=]/g, '')
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error(`Not a base32 character: ${char}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return new Uint8Array(bytes)
}

/** A new 160-bit secret (RFC 4226 recommends the HMAC's output length), base32. */
export function newTotpSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(20)))
}

/** RFC 4226 HOTP of `counter` with the raw key. */
export async function hotp(key: Uint8Array<ArrayBuffer>, counter: number, digits = TOTP_DIGITS): Promise<string> {
  const message = new Uint8Array(8)
  const view = new DataView(message.buffer)
  view.setUint32(0, Math.floor(counter / 2 ** 32))
  view.setUint32(4, counter >>> 0)
  const hmacKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign'])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, message))
  const offset = mac[mac.length - 1]! & 0x0f
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The code for time `atMs` (RFC 6238 with T0 = 0). */
export function totp(secret: string, atMs = Date.now(), digits = TOTP_DIGITS): Promise<string> {
  return hotp(base32Decode(secret), Math.floor(atMs / 1000 / TOTP_PERIOD_S), digits)
}

/** Whether `code` (exactly six digits) is the code of now or of one step either side. */
export async function verifyTotp(secret: string, code: string, atMs = Date.now()): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false
  const step = Math.floor(atMs / 1000 / TOTP_PERIOD_S)
  const key = base32Decode(secret)
  for (let drift = -TOTP_DRIFT_STEPS; drift <= TOTP_DRIFT_STEPS; drift++) {
    if ((await hotp(key, step + drift)) === code) return true
  }
  return false
}

/** The otpauth URI authenticator apps scan (Google's Key Uri Format). */
export function totpUri({ issuer, account, secret }: { issuer: string; account: string; secret: string }) {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_S) })
  return `otpauth://totp/${label}?${query}`
}
