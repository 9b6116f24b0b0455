import { notifications } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { demoUser } from '@mocks/fixtures/users'
import { makeAccessToken } from '@mocks/utils'
import { renderRoute, signInForTest } from '../../../test/support/render'
import { AUTH_ERROR_MAX_LENGTH, readAuthRedirect, withoutAuthErrorParams } from './auth-redirect'
import { beginGitHubSignIn, GITHUB_SIGN_IN_STATE_KEY } from './github-sign-in-state'
import { getSession, setSession } from './session-store'
import { SIGN_IN_NOT_STARTED_MESSAGE } from './sign-in-guard'

afterEach(() => {
  setSession(null)
  notifications.clean()
  notifications.cleanQueue()
})

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

  it('drops the error parameters and the sign-in state from a query string', () => {
    expect(withoutAuthErrorParams('?returnTo=%2Fx&error=e&error_code=c&error_description=d&sign_in_state=s')).toBe('?returnTo=%2Fx')
  })

  it('bounds an error text from the URL: plain, one line, at most 200 characters', () => {
    const long = `<img src=x onerror=alert(1)>\n\u0007${'a'.repeat(500)}`
    const result = readAuthRedirect(`error_description=${encodeURIComponent(long)}`, '')
    expect(result?.kind).toBe('error')
    const message = result?.kind === 'error' ? result.message : ''
    expect(message).toHaveLength(AUTH_ERROR_MAX_LENGTH)
    expect(message.startsWith('<img src=x onerror=alert(1)> a')).toBe(true)
    expect(message.endsWith('…')).toBe(true)
  })
})

describe('returning from GitHub', () => {
  const githubToken = makeAccessToken({ sub: demoUser.id, email: 'demo@example.com', aal: 'aal1', exp: expiresAt })
  const githubFragment = `access_token=${githubToken}&expires_at=${expiresAt}&expires_in=3600&refresh_token=r1&token_type=bearer`

  it('keeps the session from the fragment of a sign-in this tab started and goes to returnTo', async () => {
    const state = beginGitHubSignIn()
    const { router } = renderRoute(`/sign-in?returnTo=%2Forg%2Fnorthwind&sign_in_state=${state}#${githubFragment}`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/northwind'), { timeout: 5000 })
    expect(getSession()?.access_token).toBe(githubToken)
    expect(router.state.location.hash).toBe('')
    expect(router.state.location.searchStr).toBe('')
    expect(sessionStorage.getItem(GITHUB_SIGN_IN_STATE_KEY)).toBeNull()
  })

  it('ignores a session planted through a link: no sign-in was started here (issue 11 item 1)', async () => {
    const { router } = renderRoute(`/sign-in?returnTo=%2Forg%2Fnorthwind#${githubFragment}`)
    expect(await screen.findByText(SIGN_IN_NOT_STARTED_MESSAGE, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(getSession()).toBeNull()
    await waitFor(() => expect(router.state.location.hash).toBe(''))
    expect(router.state.location.pathname).toBe('/sign-in')
  })

  it('ignores a session with a state that is not the one this tab keeps', async () => {
    beginGitHubSignIn()
    renderRoute(`/sign-in?sign_in_state=${'x'.repeat(32)}#${githubFragment}`)
    expect(await screen.findByText(SIGN_IN_NOT_STARTED_MESSAGE, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(getSession()).toBeNull()
  })

  it('never replaces a different signed-in user, even with a started sign-in', async () => {
    const current = signInForTest()
    const state = beginGitHubSignIn()
    const other = makeAccessToken({ sub: 'attacker', email: 'attacker@example.com', aal: 'aal2', exp: expiresAt })
    const { router } = renderRoute(`/sign-in?sign_in_state=${state}#access_token=${other}&expires_at=${expiresAt}&refresh_token=r2`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations'), { timeout: 5000 })
    expect(getSession()?.access_token).toBe(current.access_token)
  })

  it('refuses a token the auth service does not confirm', async () => {
    const state = beginGitHubSignIn()
    renderRoute(`/sign-in?sign_in_state=${state}#${fragment}`)
    expect(await screen.findByText(/did not return a valid session/, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(getSession()).toBeNull()
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
