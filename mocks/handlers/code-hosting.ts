import { http, HttpResponse } from 'msw'
import { demoProfile } from '../fixtures/users'
import { latency, platform, unauthorized } from '../utils'

export const MOCK_GITHUB_CODE = 'mock-github-code'

/** GitHub authorization: the platform's redirect (straight back, as if the user approved) and the code exchange. */
export const codeHostingHandlers = [
  http.get(platform('/integrations/github/authorize'), ({ request }) => {
    const url = new URL(request.url)
    const redirectUri = url.searchParams.get('redirect_uri')
    const state = url.searchParams.get('state')
    if (!redirectUri || !state)
      return HttpResponse.json({ message: 'redirect_uri and state are required' }, { status: 400 })
    const back = new URL(redirectUri)
    back.searchParams.set('code', MOCK_GITHUB_CODE)
    back.searchParams.set('state', state)
    return new HttpResponse(null, { status: 302, headers: { Location: back.toString() } })
  }),
  http.post(platform('/integrations/github/authorization'), async ({ request }) => {
    await latency()
    const denied = unauthorized(request)
    if (denied) return denied
    const { code } = (await request.json()) as { code?: string }
    if (code !== MOCK_GITHUB_CODE) return HttpResponse.json({ message: 'Invalid authorization code' }, { status: 400 })
    return HttpResponse.json({ login: demoProfile.username }, { status: 201 })
  }),
]
