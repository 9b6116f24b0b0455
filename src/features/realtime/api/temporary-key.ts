import { z } from 'zod/mini'
import { api } from '@/lib/http/client'

/** How long a temporary key lives (seconds): asked for, and fetched again a minute before it ends. */
export const TEMPORARY_KEY_LIFETIME_S = 3600
const RENEW_BEFORE_MS = 60_000

const temporaryKeySchema = z.object({ api_key: z.string().check(z.minLength(1)) })

// In memory only (CONTRACT §16): never stored, gone with the tab.
const cache = new Map<string, { key: string; expiresAt: number }>()

/**
 * POST {base}/platform/projects/{ref}/api-keys/temporary?authorization_exp=3600&claims={"role":"service_role"}:
 * a short-lived key for the Realtime socket, kept until shortly before it expires.
 */
export async function temporaryRealtimeKey(ref: string, now = Date.now()): Promise<string> {
  const cached = cache.get(ref)
  if (cached && cached.expiresAt - RENEW_BEFORE_MS > now) return cached.key
  const { api_key } = await api.post('/platform/projects/{ref}/api-keys/temporary', temporaryKeySchema, {
    params: { ref },
    query: { authorization_exp: TEMPORARY_KEY_LIFETIME_S, claims: JSON.stringify({ role: 'service_role' }) },
  })
  cache.set(ref, { key: api_key, expiresAt: now + TEMPORARY_KEY_LIFETIME_S * 1000 })
  return api_key
}
