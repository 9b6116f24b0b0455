import { authCall } from './auth-client'
import { challengeSchema } from './mfa-schemas'

/** POST {authUrl}/factors/{id}/challenge: a challenge to answer with the factor's current code (CONTRACT §14). */
export function challengeFactor(factorId: string, token: string) {
  return authCall('POST', `factors/${encodeURIComponent(factorId)}/challenge`, challengeSchema, { token, json: {} })
}
