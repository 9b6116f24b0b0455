import { http, HttpResponse } from 'msw'
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  demoUser,
  MFA_EMAIL,
  mfaUser,
  UNVERIFIED_GITHUB_EMAIL,
  UNVERIFIED_GITHUB_ERROR,
} from '../fixtures/users'
import { recordAccountAudit } from '../auth/account-audit'
import { factorsOf, hasVerifiedFactor, publicFactor } from '../auth/factors'
import { defineState, hasScenario } from '../state'
import { auth, latency, makeAccessToken, readAccessToken } from '../utils'

export const SESSION_LIFETIME_S = 3600
type Aal = 'aal1' | 'aal2'
const refreshTokens = defineState('auth.refreshTokens', () => ({}) as Record<string, { aal: Aal; email?: string }>)

export function issueSession(aal: Aal, email = DEMO_EMAIL) {
  const expiresAt = Math.floor(Date.now() / 1000) + SESSION_LIFETIME_S
  const refreshToken = crypto.randomUUID()
  refreshTokens.get()[refreshToken] = { aal, email }
  refreshTokens.commit()
  return {
    access_token: makeAccessToken({ sub: demoUser.id, email, aal, exp: expiresAt }),
    token_type: 'bearer',
    expires_in: SESSION_LIFETIME_S,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    // GoTrue's session carries the user with its factors: the client knows a code is due without another call.
    user: { id: demoUser.id, email, factors: factorsOf(email).map(publicFactor) },
  }
}

const invalidCredentials = () =>
  HttpResponse.json(
    { error: 'invalid_grant', error_description: 'Invalid login credentials', msg: 'Invalid login credentials' },
    { status: 400 },
  )

/**
 * The `grant_type=password` accounts: the demo user, the MFA user, the unverified GitHub user. The
 * password alone gives aal1; a person with a verified factor reaches aal2 by its code (POST /factors/{id}/verify).
 */
function passwordGrant(body: Record<string, string>) {
  const email = body.email?.toLowerCase()
  if (email === UNVERIFIED_GITHUB_EMAIL)
    return HttpResponse.json(
      { code: 500, error_code: 'unexpected_failure', msg: UNVERIFIED_GITHUB_ERROR },
      { status: 500 },
    )
  if (body.password !== DEMO_PASSWORD || (email !== DEMO_EMAIL && email !== MFA_EMAIL)) return invalidCredentials()
  recordAccountAudit(email, 'user.sign_in', `Signed in with a password${hasVerifiedFactor(email) ? ' (code pending)' : ''}`)
  return HttpResponse.json(issueSession('aal1', email))
}

/** Where GitHub sign-in returns: the session in the fragment, or (scenario github-unverified) the error. */
function authorizeTarget(redirectTo: string) {
  const fragment = new URLSearchParams()
  if (hasScenario('github-unverified')) {
    fragment.set('error', 'server_error')
    fragment.set('error_code', 'unexpected_failure')
    fragment.set('error_description', UNVERIFIED_GITHUB_ERROR)
  } else {
    const session = issueSession('aal1')
    fragment.set('access_token', session.access_token)
    fragment.set('expires_at', String(session.expires_at))
    fragment.set('expires_in', String(session.expires_in))
    fragment.set('refresh_token', session.refresh_token)
    fragment.set('token_type', 'bearer')
    fragment.set('provider_token', 'mock-github-token')
  }
  return `${redirectTo.split('#')[0]}#${fragment}`
}

export const authHandlers = [
  http.post(auth('/token'), async ({ request }) => {
    await latency()
    const grantType = new URL(request.url).searchParams.get('grant_type')
    const body = (await request.json().catch(() => ({}))) as Record<string, string>
    if (grantType === 'password') return passwordGrant(body)
    if (grantType === 'refresh_token') {
      const known = refreshTokens.get()[body.refresh_token ?? '']
      if (!known)
        return HttpResponse.json(
          { error: 'invalid_grant', msg: 'Invalid Refresh Token: Refresh Token Not Found' },
          { status: 400 },
        )
      delete refreshTokens.get()[body.refresh_token ?? '']
      return HttpResponse.json(issueSession(known.aal, known.email))
    }
    return HttpResponse.json({ msg: 'Unsupported grant type' }, { status: 400 })
  }),
  http.get(auth('/user'), async ({ request }) => {
    await latency()
    const claims = readAccessToken(request)
    if (!claims) return HttpResponse.json({ msg: 'Invalid JWT' }, { status: 401 })
    const user = claims.email === MFA_EMAIL ? mfaUser : demoUser
    return HttpResponse.json({ ...user, email: claims.email, factors: factorsOf(claims.email).map(publicFactor) })
  }),
  http.post(auth('/logout'), async () => {
    await latency()
    // GoTrue's default scope is global: every session of the user ends.
    refreshTokens.set({})
    return new HttpResponse(null, { status: 204 })
  }),
  http.get(auth('/authorize'), async ({ request }) => {
    await latency()
    const url = new URL(request.url)
    const redirectTo = url.searchParams.get('redirect_to')
    if (url.searchParams.get('provider') !== 'github')
      return HttpResponse.json({ msg: 'Unsupported provider' }, { status: 400 })
    if (!redirectTo) return HttpResponse.json({ msg: 'redirect_to is required' }, { status: 400 })
    const location = authorizeTarget(redirectTo)
    // A service worker cannot answer page navigations, so the dev mock asks for the target as JSON.
    if (request.headers.get('Accept')?.includes('application/json')) return HttpResponse.json({ location })
    return new HttpResponse(null, { status: 302, headers: { Location: location } })
  }),
]
