import { http, HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { recordAccountAudit } from '../auth/account-audit'
import {
  addFactor,
  challengesState,
  CHALLENGE_LIFETIME_S,
  enrolmentAnswer,
  factorsOf,
  MAX_TOTP_FACTORS,
  removeFactor,
  factorsState,
} from '../auth/factors'
import { verifyTotp } from '../auth/totp'
import { auth, latency, readAccessToken } from '../utils'
import { issueSession } from './auth'

/** GoTrue's error shape: `{code, error_code, msg}`. */
const gotrueError = (status: number, error_code: string, msg: string) =>
  HttpResponse.json({ code: status, error_code, msg }, { status })

const enrolSchema = z.object({
  factor_type: z.literal('totp'),
  friendly_name: z.optional(z.string()),
  issuer: z.optional(z.string()),
})
const verifySchema = z.object({ challenge_id: z.string(), code: z.string() })

/** The caller (from the access token) and the factor named in the path, or the error to answer. */
function callerFactor(request: Request, id: string) {
  const claims = readAccessToken(request)
  if (!claims) return { error: gotrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token') }
  const factor = factorsOf(claims.email).find((f) => f.id === id)
  if (!factor) return { error: gotrueError(404, 'mfa_factor_not_found', 'Factor not found') }
  return { claims, factor }
}

/** The auth service's TOTP factor calls (CONTRACT §14), with real RFC 6238 codes (mocks/auth/totp.ts). */
export const mfaHandlers = [
  http.post(auth('/factors'), async ({ request }) => {
    await latency()
    const claims = readAccessToken(request)
    if (!claims) return gotrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    const parsed = enrolSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return gotrueError(422, 'validation_failed', 'factor_type must be totp')
    const name = parsed.data.friendly_name?.trim() ?? ''
    const verified = factorsOf(claims.email).filter((f) => f.status === 'verified')
    if (verified.length >= MAX_TOTP_FACTORS)
      return gotrueError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue')
    if (name && verified.some((f) => f.friendly_name === name))
      return gotrueError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${name}" for this user already exists`)
    const factor = addFactor(claims.email, name)
    return HttpResponse.json(enrolmentAnswer(factor, claims.email, parsed.data.issuer || undefined))
  }),
  http.post(auth('/factors/:id/challenge'), async ({ request, params }) => {
    await latency()
    const found = callerFactor(request, String(params.id))
    if (found.error) return found.error
    const id = crypto.randomUUID()
    const expiresAt = Date.now() + CHALLENGE_LIFETIME_S * 1000
    challengesState.get()[id] = { factorId: found.factor.id, expiresAt }
    challengesState.commit()
    return HttpResponse.json({ id, type: 'totp', expires_at: Math.floor(expiresAt / 1000) })
  }),
  http.post(auth('/factors/:id/verify'), async ({ request, params }) => {
    await latency()
    const found = callerFactor(request, String(params.id))
    if (found.error) return found.error
    const parsed = verifySchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success) return gotrueError(422, 'validation_failed', 'challenge_id and code are required')
    const challenge = challengesState.get()[parsed.data.challenge_id]
    if (!challenge || challenge.factorId !== found.factor.id)
      return gotrueError(404, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
    if (challenge.expiresAt < Date.now()) {
      delete challengesState.get()[parsed.data.challenge_id]
      challengesState.commit()
      return gotrueError(422, 'mfa_challenge_expired', `MFA challenge ${parsed.data.challenge_id} has expired, verify against another challenge or create a new challenge.`)
    }
    if (!(await verifyTotp(found.factor.secret, parsed.data.code)))
      return gotrueError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
    delete challengesState.get()[parsed.data.challenge_id]
    challengesState.commit()
    const { email } = found.claims
    if (found.factor.status !== 'verified') {
      found.factor.status = 'verified'
      found.factor.updated_at = new Date().toISOString()
      factorsState.commit()
      recordAccountAudit(email, 'user.mfa.factor_enrolled', `Added the authenticator app ${found.factor.friendly_name || found.factor.id}`)
    } else recordAccountAudit(email, 'user.mfa.verified', 'Verified a code from an authenticator app')
    return HttpResponse.json(issueSession('aal2', email))
  }),
  http.delete(auth('/factors/:id'), async ({ request, params }) => {
    await latency()
    const found = callerFactor(request, String(params.id))
    if (found.error) return found.error
    // GoTrue: a verified factor goes only with an aal2 session.
    if (found.factor.status === 'verified' && found.claims.aal !== 'aal2')
      return gotrueError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
    removeFactor(found.claims.email, found.factor.id)
    if (found.factor.status === 'verified')
      recordAccountAudit(found.claims.email, 'user.mfa.factor_removed', `Removed the authenticator app ${found.factor.friendly_name || found.factor.id}`)
    return HttpResponse.json({ id: found.factor.id })
  }),
]
