import { http, HttpResponse } from 'msw'
import { DEMO_EMAIL, DEMO_PASSWORD, demoUser } from '../fixtures/users'
import { defineState } from '../state'
import { auth, latency, makeAccessToken, readAccessToken } from '../utils'

export const SESSION_LIFETIME_S = 3600
const refreshTokens = defineState('auth.refreshTokens', () => ({}) as Record<string, { aal: 'aal1' | 'aal2' }>)

function issueSession(aal: 'aal1' | 'aal2') {
  const expiresAt = Math.floor(Date.now() / 1000) + SESSION_LIFETIME_S
  const refreshToken = crypto.randomUUID()
  refreshTokens.get()[refreshToken] = { aal }
  refreshTokens.commit()
  return {
    access_token: makeAccessToken({ sub: demoUser.id, email: DEMO_EMAIL, aal, exp: expiresAt }),
    token_type: 'bearer',
    expires_in: SESSION_LIFETIME_S,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: { id: demoUser.id, email: DEMO_EMAIL },
  }
}

export const authHandlers = [
  http.post(auth('/token'), async ({ request }) => {
    await latency()
    const grantType = new URL(request.url).searchParams.get('grant_type')
    const body = (await request.json().catch(() => ({}))) as Record<string, string>
    if (grantType === 'password') {
      if (body.email?.toLowerCase() !== DEMO_EMAIL || body.password !== DEMO_PASSWORD) {
        return HttpResponse.json(
          { error: 'invalid_grant', error_description: 'Invalid login credentials', msg: 'Invalid login credentials' },
          { status: 400 },
        )
      }
      return HttpResponse.json(issueSession('aal1'))
    }
    if (grantType === 'refresh_token') {
      const known = refreshTokens.get()[body.refresh_token ?? '']
      if (!known) return HttpResponse.json({ error: 'invalid_grant', msg: 'Invalid Refresh Token' }, { status: 400 })
      delete refreshTokens.get()[body.refresh_token ?? '']
      return HttpResponse.json(issueSession(known.aal))
    }
    return HttpResponse.json({ msg: 'Unsupported grant type' }, { status: 400 })
  }),
  http.get(auth('/user'), async ({ request }) => {
    await latency()
    if (!readAccessToken(request)) return HttpResponse.json({ msg: 'Invalid JWT' }, { status: 401 })
    return HttpResponse.json(demoUser)
  }),
  http.post(auth('/logout'), async () => {
    await latency()
    return new HttpResponse(null, { status: 204 })
  }),
]
