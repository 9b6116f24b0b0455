import type { SigningKey, SigningKeyStatus } from './api/signing-keys'

/** How the page names each status. */
export const SIGNING_KEY_STATUS_LABELS: Record<SigningKeyStatus, string> = {
  in_use: 'Current',
  standby: 'Standby',
  previously_used: 'Previously used',
  revoked: 'Revoked',
}
export const SIGNING_KEY_STATUS_COLORS: Record<SigningKeyStatus, string> = {
  in_use: 'green',
  standby: 'blue',
  previously_used: 'yellow',
  revoked: 'gray',
}

const ORDER: SigningKeyStatus[] = ['in_use', 'standby', 'previously_used', 'revoked']

/** Current first, then standby, previously used and revoked; newest first within each. */
export function sortSigningKeys(keys: readonly SigningKey[]): SigningKey[] {
  return [...keys].sort(
    (a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status) || (b.created_at ?? '').localeCompare(a.created_at ?? ''),
  )
}

/** The legacy JWT secret: the one symmetric key, which also signed the legacy anon and service_role keys. */
export const isLegacySecret = (key: SigningKey) => key.algorithm === 'HS256'
