import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { AuthSettingsPage } from './auth-settings-page'
import type { AuthSettingsSection } from './auth-config-fields'

const REF = 'acmeblogprod01'

function renderSection(section: AuthSettingsSection) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <AuthSettingsPage projectRef={REF} section={section} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  return renderWithProviders(<RouterProvider router={router} />)
}

function patches() {
  const bodies: unknown[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH' && request.url.endsWith(`/platform/auth/${REF}/config`)) void request.clone().json().then((body) => bodies.push(body))
  })
  return bodies
}

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

describe('SMTP settings', () => {
  it('warns about the built-in sender, refuses a half-set server, and sends the password write-only', async () => {
    const sent = patches()
    const user = userEvent.setup()
    renderSection('smtp')
    expect(await screen.findByText('The built-in email sender is for testing only', {}, { timeout: 20_000 })).toBeInTheDocument()

    await user.type(screen.getByLabelText('Host'), 'smtp.example.com')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Enter the port to enable custom SMTP')).toBeInTheDocument()
    expect(screen.getByText('Enter the sender email address to enable custom SMTP')).toBeInTheDocument()
    expect(sent).toEqual([])

    await user.type(screen.getByLabelText('Port'), '587')
    await user.type(screen.getByLabelText('Sender email address'), 'no-reply@example.com')
    await user.type(screen.getByLabelText('Password'), 'smtp-password')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Auth settings saved')).toBeInTheDocument()
    expect(sent).toEqual([{ SMTP_HOST: 'smtp.example.com', SMTP_PORT: 587, SMTP_PASS: 'smtp-password', SMTP_ADMIN_EMAIL: 'no-reply@example.com' }])
    // Saved: the warning goes, and the password field is empty again (never read back).
    expect(screen.queryByText('The built-in email sender is for testing only')).toBeNull()
    expect(screen.getByLabelText('Password')).toHaveValue('')
  }, 60_000)
})

describe('Sessions', () => {
  it('keeps what was typed when the service refuses the access token expiry', async () => {
    server.use(http.patch(`*/platform/auth/${REF}/config`, () => HttpResponse.json({ message: 'JWT_EXP is out of range' }, { status: 400 })))
    const user = userEvent.setup()
    renderSection('sessions')
    const expiry = await screen.findByLabelText('Access token expiry (seconds)', {}, { timeout: 20_000 })
    expect(expiry).toHaveValue('3600')
    await user.clear(expiry)
    await user.type(expiry, '7200')
    await user.click(screen.getByRole('switch', { name: 'Allow new users to sign up' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(/JWT_EXP is out of range/)).toBeInTheDocument()
    expect(screen.getByLabelText('Access token expiry (seconds)')).toHaveValue('7200')
    expect(screen.getByRole('switch', { name: 'Allow new users to sign up' })).not.toBeChecked()
  }, 60_000)
})

describe('Attack protection', () => {
  it('offers hCaptcha and Turnstile and needs the secret before CAPTCHA is on', async () => {
    const sent = patches()
    const user = userEvent.setup()
    renderSection('protection')
    await user.click(await screen.findByRole('switch', { name: 'Enable CAPTCHA protection' }, { timeout: 20_000 }))
    const provider = screen.getByLabelText('CAPTCHA provider')
    expect(provider).toHaveValue('hcaptcha')
    await user.selectOptions(provider, 'turnstile')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Enter the CAPTCHA secret to enable CAPTCHA protection')).toBeInTheDocument()
    await user.type(screen.getByLabelText('CAPTCHA secret'), 'turnstile-secret')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Auth settings saved')).toBeInTheDocument()
    expect(sent).toEqual([{ SECURITY_CAPTCHA_ENABLED: true, SECURITY_CAPTCHA_PROVIDER: 'turnstile', SECURITY_CAPTCHA_SECRET: 'turnstile-secret' }])
  }, 60_000)
})
