import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { DatabasePasswordSection } from './database-password-section'
import { GeneralSettingsPage } from './general-settings-page'
import { AccessTokenExpirySection, LegacyJwtSecretSection } from './legacy-jwt-secret-section'

const REF = 'northwindshop1'

function renderInRouter(page: ReactNode) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => page }), history: createMemoryHistory({ initialEntries: ['/'] }) })
  return renderWithProviders(<RouterProvider router={router} />)
}

function requestsTo(part: string) {
  const seen: Request[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(part)) seen.push(request)
  })
  return seen
}

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

describe('Settings → JWT', () => {
  it('reads the legacy JWT secret only when asked, and hides it again', async () => {
    const reads = requestsTo(`/v1/projects/${REF}/postgrest`)
    const user = userEvent.setup()
    renderWithProviders(<LegacyJwtSecretSection projectRef={REF} />)
    expect(screen.queryByTestId('legacy-jwt-secret')).toBeNull()
    expect(reads).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Reveal secret' }))
    expect((await screen.findByTestId('legacy-jwt-secret')).textContent?.length).toBeGreaterThanOrEqual(32)
    expect(reads).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Copy legacy JWT secret' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Hide secret' }))
    expect(screen.queryByTestId('legacy-jwt-secret')).toBeNull()
  })

  it('saves the access token expiry and refuses more than a week', async () => {
    const patches: unknown[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH' && request.url.endsWith(`/platform/auth/${REF}/config`)) void request.clone().json().then((body) => patches.push(body))
    })
    const user = userEvent.setup()
    renderWithProviders(<AccessTokenExpirySection projectRef={REF} />)
    const expiry = screen.getByLabelText('Access token expiry (seconds)')
    await waitFor(() => expect(expiry).toHaveValue('3600'))
    await user.clear(expiry)
    await user.type(expiry, '700000')
    expect(screen.getByText('Enter a whole number of seconds from 1 to 604800')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save expiry' }))
    expect(patches).toHaveLength(0)
    await user.clear(expiry)
    await user.type(expiry, '7200')
    await user.click(screen.getByRole('button', { name: 'Save expiry' }))
    await waitFor(() => expect(patches).toEqual([{ JWT_EXP: 7200 }]))
  })
})

describe('Settings → Database and General', () => {
  it('generates a strong password into both fields, shown and copyable', async () => {
    const user = userEvent.setup()
    renderInRouter(<DatabasePasswordSection projectRef={REF} />)
    await user.click(await screen.findByRole('button', { name: 'Generate a password' }))
    const first = screen.getByLabelText(/New database password/)
    const second = screen.getByLabelText(/Confirm the new password/)
    expect((first as HTMLInputElement).value).toHaveLength(24)
    expect(second).toHaveValue((first as HTMLInputElement).value)
    expect(first).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Copy the typed password' })).toBeInTheDocument()
  })

  it('shows the project ID with a copy button', async () => {
    renderInRouter(<GeneralSettingsPage projectRef={REF} capabilities={{ manage: true }} />)
    expect(await screen.findByLabelText(/Project ID/, {}, { timeout: 20_000 })).toHaveValue(REF)
    expect(screen.getByRole('button', { name: 'Copy project ID' })).toBeInTheDocument()
  })
})
