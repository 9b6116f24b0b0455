import { describe, expect, it } from 'vitest'
import type { SigningKey } from './api/signing-keys'
import { isLegacySecret, sortSigningKeys } from './signing-keys'

const key = (id: string, status: SigningKey['status'], created_at: string, algorithm = 'ES256'): SigningKey => ({ id, algorithm, status, created_at })

describe('signing keys', () => {
  it('lists the current key first, then standby, previously used and revoked, newest first within each', () => {
    const sorted = sortSigningKeys([
      key('old-revoked', 'revoked', '2024-01-01'),
      key('prev-1', 'previously_used', '2024-02-01'),
      key('prev-2', 'previously_used', '2024-03-01'),
      key('standby', 'standby', '2024-05-01'),
      key('current', 'in_use', '2024-04-01'),
    ])
    expect(sorted.map((k) => k.id)).toEqual(['current', 'standby', 'prev-2', 'prev-1', 'old-revoked'])
  })

  it('knows the legacy JWT secret by its symmetric algorithm', () => {
    expect(isLegacySecret(key('a', 'in_use', '', 'HS256'))).toBe(true)
    expect(isLegacySecret(key('b', 'in_use', '', 'RS256'))).toBe(false)
  })
})
