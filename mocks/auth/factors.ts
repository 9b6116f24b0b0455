import qrcode from 'qrcode-generator'
import { defineState } from '../state'
import { MFA_EMAIL, MFA_TOTP_SECRET } from '../fixtures/users'
import { newTotpSecret, totpUri } from './totp'

export interface MockFactor {
  id: string
  friendly_name: string
  factor_type: 'totp'
  status: 'verified' | 'unverified'
  created_at: string
  updated_at: string
  secret: string
}

/** At most this many TOTP factors a person (CONTRACT §14). */
export const MAX_TOTP_FACTORS = 2
/** GoTrue's window between a challenge and its verify. */
export const CHALLENGE_LIFETIME_S = 300
export const TOTP_ISSUER = 'Dashboard'

const fixtureFactors = (): Record<string, MockFactor[]> => ({
  [MFA_EMAIL]: [
    {
      id: 'b7d0c2f4-6a1e-4c3b-9d8e-0f1a2b3c4d5e',
      friendly_name: 'Authenticator app',
      factor_type: 'totp',
      status: 'verified',
      created_at: '2026-09-01T10:00:00Z',
      updated_at: '2026-09-01T10:00:00Z',
      secret: MFA_TOTP_SECRET,
    },
  ],
})

/** Each person's factors (by email), with their secrets; the secret never leaves the mock after enrolment. */
export const factorsState = defineState('auth.factors', fixtureFactors)
/** Open challenges: id -> factor and expiry (ms). */
export const challengesState = defineState('auth.challenges', () => ({}) as Record<string, { factorId: string; expiresAt: number }>)

export const factorsOf = (email: string): MockFactor[] => factorsState.get()[email] ?? []
export const hasVerifiedFactor = (email: string) => factorsOf(email).some((factor) => factor.status === 'verified')

/** The factor as GET /user lists it (no secret). */
export const publicFactor = ({ secret: _secret, ...factor }: MockFactor) => factor

export function addFactor(email: string, friendlyName: string): MockFactor {
  const now = new Date().toISOString()
  const factor: MockFactor = {
    id: crypto.randomUUID(),
    friendly_name: friendlyName,
    factor_type: 'totp',
    status: 'unverified',
    created_at: now,
    updated_at: now,
    secret: newTotpSecret(),
  }
  const all = factorsState.get()
  // A factor left unverified by an abandoned enrolment is dropped when the next one starts.
  all[email] = [...factorsOf(email).filter((f) => f.status === 'verified'), factor]
  factorsState.commit()
  return factor
}

export function removeFactor(email: string, id: string) {
  factorsState.get()[email] = factorsOf(email).filter((factor) => factor.id !== id)
  factorsState.commit()
}

/** What POST /factors answers: the QR code as an SVG document, the URI and the secret. */
export function enrolmentAnswer(factor: MockFactor, email: string, issuer = TOTP_ISSUER) {
  const uri = totpUri({ issuer, account: email, secret: factor.secret })
  const qr = qrcode(0, 'M')
  qr.addData(uri)
  qr.make()
  return {
    id: factor.id,
    type: 'totp' as const,
    friendly_name: factor.friendly_name,
    totp: { qr_code: qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true }), secret: factor.secret, uri },
  }
}
