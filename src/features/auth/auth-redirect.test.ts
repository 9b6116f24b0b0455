import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { makeAccessToken } from '@mocks/utils'
import { renderRoute } from '../../../test/support/render'
import { readAuthRedirect, withoutAuthErrorParams } from './auth-redirect'
import { getSession, setSession } from './session-store'

afterEach(() => setSession(null))

const expiresAt = Math.floor(Date.now() / 1000) + 3600
const accessToken = makeAccessToken({ sub: 'user-1', email: 'gh@example.com', aal: 'aal1', exp: expiresAt })
const fragment = `access_token=${accessToken}&expires_at=${expiresAt}&expires_in=3600&refresh_token=r1&token_type=bearer&provider_token=gh`

describe('readAuthRedirect', () => {
  it('reads the session from the fragment, the user from the token', () => {
    expect(readAuthRedirect(`#${fragment}`, '')).toEqual({
      kind: 'session',
      session: {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: expiresAt,
        refresh_token: 'r1',
        user: { id: 'user-1', email: 'gh@example.com' },
      },
    })
  })

  it('computes expires_at from expires_in when it is missing', () => {
    const result = readAuthRedirect(`access_token=${accessToken}&expires_in=3600&refresh_token=r1`, '', 1_000_000_000)
    expect(result?.kind === 'session' && result.session.expires_at).toBe(1_000_000 + 3600)
  })

  it('reads an error from the fragment or the query', () => {
    expect(readAuthRedirect('error=server_error&error_description=Error+sending+confirmation+mail', '')).toEqual({
      kind: 'error',
      message: 'Error sending confirmation mail',
    })
    expect(readAuthRedirect('', '?error=access_denied')).toEqual({ kind: 'error', message: 'access_denied' })
  })

  it('refuses a fragment without a refresh token or user', () => {
    expect(readAuthRedirect('access_token=not-a-jwt&expires_at=1', '')?.kind).toBe('error')
  })

  it('ignores URLs without anything from the auth service', () => {
    expect(readAuthRedirect('', '?returnTo=/x')).toBeNull()
  })

  it('drops the error parameters from a query string', () => {
    expect(withoutAuthErrorParams('?returnTo=%2Fx&error=e&error_code=c&error_description=d')).toBe('?returnTo=%2Fx')
  })
})

describe('returning from GitHub', () => {
  it('keeps the session from the fragment and goes to returnTo', async () => {
    const { router } = renderRoute(`/sign-in?returnTo=%2Forg%2Fnorthwind#${fragment}`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/northwind'), { timeout: 5000 })
    expect(getSession()?.access_token).toBe(accessToken)
    expect(router.state.location.hash).toBe('')
  })

  it('shows the unverified GitHub user toast and stays on sign-in without the error in the URL', async () => {
    const { router } = renderRoute(
      '/sign-in?returnTo=%2Forg%2Fnorthwind#error=server_error&error_description=Error+sending+confirmation+mail',
    )
    expect(await screen.findByText('Unverified GitHub user', {}, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.hash).toBe(''))
    expect(router.state.location.pathname).toBe('/sign-in')
    expect(router.state.location.searchStr).toBe('?returnTo=%2Forg%2Fnorthwind')
    expect(getSession()).toBeNull()
  })
})
