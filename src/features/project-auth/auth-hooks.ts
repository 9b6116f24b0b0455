import type { AuthHookId } from '@/features/database'

/** The auth hooks GoTrue calls, each set by `HOOK_{KEY}_ENABLED`, `_URI` and `_SECRETS` (CONTRACT §11's configuration). */
export const AUTH_HOOKS: readonly { id: AuthHookId; key: string; title: string; description: string }[] = [
  { id: 'custom_access_token', key: 'CUSTOM_ACCESS_TOKEN', title: 'Customize access token (JWT) claims', description: 'Add, change or remove claims of each access token before it is issued.' },
  { id: 'send_sms', key: 'SEND_SMS', title: 'Send SMS', description: 'Send the one-time codes of phone sign-in and MFA with your own SMS provider.' },
  { id: 'send_email', key: 'SEND_EMAIL', title: 'Send email', description: 'Send the auth emails yourself instead of through SMTP.' },
  { id: 'mfa_verification_attempt', key: 'MFA_VERIFICATION_ATTEMPT', title: 'MFA verification attempt', description: 'Decide on each MFA code check, e.g. lock out after repeated failures.' },
  { id: 'password_verification_attempt', key: 'PASSWORD_VERIFICATION_ATTEMPT', title: 'Password verification attempt', description: 'Decide on each password check, e.g. sign the user out after repeated failures.' },
  { id: 'before_user_created', key: 'BEFORE_USER_CREATED', title: 'Before user created', description: 'Allow or refuse each new user before it is saved.' },
]
export type AuthHook = (typeof AUTH_HOOKS)[number]

export const hookKeys = (hook: AuthHook) => ({ enabled: `HOOK_${hook.key}_ENABLED`, uri: `HOOK_${hook.key}_URI`, secrets: `HOOK_${hook.key}_SECRETS` })

/** Where a hook points: a Postgres function (`pg-functions://postgres/{schema}/{name}`) or an HTTPS endpoint. */
export type HookTarget = { kind: 'postgres'; schema: string; name: string } | { kind: 'https'; url: string } | null

const PG_PREFIX = 'pg-functions://postgres/'

export function parseHookUri(uri: unknown): HookTarget {
  if (typeof uri !== 'string' || uri === '') return null
  if (uri.startsWith(PG_PREFIX)) {
    const [schema, name, ...rest] = uri.slice(PG_PREFIX.length).split('/')
    return schema && name && rest.length === 0 ? { kind: 'postgres', schema: decodeURIComponent(schema), name: decodeURIComponent(name) } : null
  }
  return { kind: 'https', url: uri }
}

export function hookUri(target: NonNullable<HookTarget>): string {
  return target.kind === 'postgres' ? `${PG_PREFIX}${encodeURIComponent(target.schema)}/${encodeURIComponent(target.name)}` : target.url
}

/** GoTrue's webhook secrets: Standard Webhooks' `v1,whsec_` and base64 of at least 24 bytes. */
const SECRET = /^v1,whsec_[A-Za-z0-9+/]{32,88}={0,2}$/

export function hookSecretError(secret: string): string | undefined {
  if (SECRET.test(secret.trim())) return undefined
  return 'Enter a secret of the form v1,whsec_ followed by base64 (at least 32 characters), or generate one'
}

export function generateHookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `v1,whsec_${btoa(String.fromCharCode(...bytes))}`
}

export function hookUrlError(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim())
    if (parsed.protocol !== 'https:') return 'The endpoint must use https://'
    return undefined
  } catch {
    return 'Enter the endpoint’s URL, e.g. https://example.com/hooks/auth'
  }
}
