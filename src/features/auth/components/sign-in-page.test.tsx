import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { renderRoute } from '../../../../test/support/render'
import { testConfig } from '../../../../test/support/test-config'
import { getSession, sessionAal, setSession } from '../session-store'

afterEach(() => setSession(null))

function tokenRequests() {
  const bodies: unknown[] = []
  const listener = async ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/auth/v1/token')) bodies.push(await request.clone().json())
  }
  server.events.on('request:start', listener)
  return { bodies, stop: () => server.events.removeListener('request:start', listener) }
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup()
  if (email) await user.type(screen.getByLabelText('Email'), email)
  if (password) await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return user
}

describe('sign-in page', () => {
  it('signs in with email and password and lands on returnTo with the other parameters merged', async () => {
    const { router } = renderRoute('/sign-in?returnTo=%2Forg%2Fnorthwind&aiAssistantPanelOpen=true')
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })
    const requests = tokenRequests()
    await fillAndSubmit('demo@example.com', 'demo-password-123')
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/northwind'), { timeout: 5000 })
    expect(router.state.location.searchStr).toBe('?aiAssistantPanelOpen=true')
    expect(requests.bodies).toEqual([{ email: 'demo@example.com', password: 'demo-password-123' }])
    expect(sessionAal(getSession())).toBe('aal1')
    expect(localStorage.getItem('dashboard-auth-session')).toContain(getSession()?.access_token)
    requests.stop()
  })

  it('lands on /organizations without returnTo', async () => {
    const { router } = renderRoute('/sign-in')
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })
    await fillAndSubmit('demo@example.com', 'demo-password-123')
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations'), { timeout: 5000 })
  })

  it('says clearly when the credentials are wrong, and stays on the page', async () => {
    const { router } = renderRoute('/sign-in')
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })
    await fillAndSubmit('demo@example.com', 'wrong-password')
    expect(
      await screen.findByText('The email or password is not correct. Check them and try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    // The inline alert's title and the toast with the auth service's message.
    expect(await screen.findAllByText('Invalid login credentials', {}, { timeout: 5000 })).toHaveLength(2)
    expect(router.state.location.pathname).toBe('/sign-in')
    expect(getSession()).toBeNull()
  })

  it('refuses passwords over 99 characters with the spec’s message and hint, without calling the auth service', async () => {
    renderRoute('/sign-in')
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })
    const requests = tokenRequests()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'demo@example.com')
    await user.click(screen.getByLabelText('Password'))
    await user.paste('x'.repeat(99))
    expect(screen.queryByText('Maximum length of password exceeded')).not.toBeInTheDocument()
    await user.paste('x')
    expect(screen.getByText('Maximum length of password exceeded')).toBeInTheDocument()
    expect(screen.getByText('Password should be less than 100 characters')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(requests.bodies).toEqual([])
    requests.stop()
  })

  it('requires an email and a password to submit', async () => {
    renderRoute('/sign-in')
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })
    const requests = tokenRequests()
    await fillAndSubmit('', '')
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.queryByText('Maximum length of password exceeded')).not.toBeInTheDocument()
    expect(requests.bodies).toEqual([])
    requests.stop()
  })

  it('maps the auth service’s “Error sending confirmation mail” to the unverified GitHub user toast', async () => {
    renderRoute('/sign-in')
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })
    await fillAndSubmit('unverified-github@example.com', 'any-password')
    expect(await screen.findByText('Unverified GitHub user', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(
      screen.getByText(/Please verify your email on GitHub first, then contact support at support@example.com/),
    ).toBeInTheDocument()
  })

  it('shows the demo account in mock mode and fills it in', async () => {
    renderRoute('/sign-in', { config: testConfig({ mock: true }) })
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })
    expect(screen.getByText('demo@example.com')).toBeInTheDocument()
    expect(screen.getByText('demo-password-123')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use demo account' }))
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com')
    expect(screen.getByLabelText('Password')).toHaveValue('demo-password-123')
  })

  it('hides the demo account outside mock mode', async () => {
    renderRoute('/sign-in')
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })
    expect(screen.queryByRole('button', { name: 'Use demo account' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeInTheDocument()
  })

  it('shows a busy state while signing in', async () => {
    let release: () => void = () => {}
    server.use(
      http.post('*/auth/v1/token', async () => {
        await new Promise<void>((resolve) => (release = resolve))
        await delay(0)
        return HttpResponse.json({ msg: 'Invalid login credentials' }, { status: 400 })
      }),
    )
    renderRoute('/sign-in')
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })
    await fillAndSubmit('demo@example.com', 'demo-password-123')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('data-loading', 'true'))
    expect(screen.getByLabelText('Email')).toBeDisabled()
    expect(screen.getByLabelText('Password')).toBeDisabled()
    release()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('data-loading'))
    expect(screen.getByLabelText('Email')).toBeEnabled()
  })
})
