import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { AuthSettingsPage } from './auth-settings-page'

const REF = 'acmeblogprod01'
// The providers page is large: Testing Library's queries over it are slow in jsdom on a loaded machine.
const SLOW_MS = 150_000

function renderProviders() {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <AuthSettingsPage projectRef={REF} section="providers" /> }),
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

describe('Auth providers', () => {
  it('refuses to enable an OAuth provider without its client ID and secret', async () => {
    const sent = patches()
    const user = userEvent.setup()
    renderProviders()
    await user.click(await screen.findByRole('switch', { name: 'Enable Google sign-in' }, { timeout: 20_000 }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Enter the Google client ID to enable Google sign-in')).toBeInTheDocument()
    expect(screen.getByText('Enter the Google client secret to enable Google sign-in')).toBeInTheDocument()
    expect(screen.getByText('Not saved: correct the marked fields first.')).toBeInTheDocument()
    expect(sent).toEqual([])

    await user.click(screen.getByLabelText('Google client ID'))
    await user.paste('google-client-id')
    await user.click(screen.getByLabelText('Google client secret'))
    await user.paste('google-secret')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    // Saved: said in the save bar, not in a toast laid over Save / Discard.
    expect(await within(screen.getByTestId('form-save-bar')).findByText('Auth settings saved')).toBeInTheDocument()
    expect(document.querySelector('.mantine-Notification-root')).toBeNull()
    expect(sent).toEqual([{ EXTERNAL_GOOGLE_ENABLED: true, EXTERNAL_GOOGLE_CLIENT_ID: 'google-client-id', EXTERNAL_GOOGLE_SECRET: 'google-secret' }])
  }, SLOW_MS)

  it('lets a provider with a saved client ID and secret be switched off and on', async () => {
    const sent = patches()
    const user = userEvent.setup()
    renderProviders()
    await user.click(await screen.findByRole('switch', { name: 'Enable GitHub sign-in' }, { timeout: 20_000 }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Auth settings saved')).toBeInTheDocument()
    expect(sent).toEqual([{ EXTERNAL_GITHUB_ENABLED: false }])
  }, SLOW_MS)
})
