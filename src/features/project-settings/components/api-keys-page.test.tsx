import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { projectSettingsKeys } from '../api/keys'
import { ApiKeysPage } from './api-keys-page'

const REF = 'northwindshop1'
const SECRET = `sb_secret_${REF}_0000`

function keyRequests() {
  const urls: URL[] = []
  const record = ({ request }: { request: Request }) => {
    if (request.url.includes('/api-keys')) urls.push(new URL(request.url))
  }
  server.events.on('request:start', record)
  return { revealed: () => urls.filter((url) => url.searchParams.get('reveal') === 'true').length, all: () => urls.length }
}

async function openPage() {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
  const user = userEvent.setup()
  const view = renderWithProviders(<ApiKeysPage projectRef={REF} />)
  const secrets = await screen.findByRole('table', { name: 'Secret keys' })
  return { user, secrets, ...view }
}

// getByRole over Mantine's tables is slow in jsdom on a loaded machine.
const SLOW_MS = 60_000

describe('API keys page', () => {
  it('reads a secret with ?reveal=true only when asked, and hides it again', async () => {
    const requests = keyRequests()
    const { user, secrets } = await openPage()
    const row = within(secrets).getByTestId('api-key-default')
    expect(row).toHaveTextContent('••••')
    expect(row).not.toHaveTextContent(SECRET)
    expect(requests.revealed()).toBe(0)

    await user.click(within(row).getByRole('button', { name: 'Reveal default secret key' }))
    expect(await within(row).findByText(SECRET)).toBeInTheDocument()
    expect(requests.revealed()).toBe(1)

    await user.click(within(row).getByRole('button', { name: 'Hide default secret key' }))
    expect(within(row).queryByText(SECRET)).toBeNull()
    expect(row).toHaveTextContent('••••')
  }, SLOW_MS)

  it('forgets revealed secrets once the page is left', async () => {
    const { user, secrets, queryClient, unmount } = await openPage()
    await user.click(within(secrets).getByRole('button', { name: 'Reveal default secret key' }))
    expect(await within(secrets).findByText(SECRET)).toBeInTheDocument()
    unmount()
    await waitFor(() => expect(queryClient.getQueryData(projectSettingsKeys.revealedApiKeys(REF))).toBeUndefined())
  }, SLOW_MS)

  it('has a copy button for every key; a secret is copied in full, read when copied', async () => {
    const requests = keyRequests()
    const { user } = await openPage()
    const copies = [
      ['Publishable keys', 'Copy default publishable key', `sb_publishable_${REF}_0000`],
      ['Secret keys', 'Copy default secret key', SECRET],
      ['Legacy API keys', 'Copy anon legacy key', undefined],
      ['Legacy API keys', 'Copy service_role legacy key', undefined],
    ] as const
    for (const [table, name, expected] of copies) {
      await user.click(within(screen.getByRole('table', { name: table })).getByRole('button', { name }))
      const copied = await navigator.clipboard.readText()
      if (expected) expect(copied).toBe(expected)
      expect(copied).not.toContain('•')
      expect(copied.length).toBeGreaterThan(20)
    }
    expect(requests.revealed()).toBe(3)
    expect(screen.queryByText(SECRET)).toBeNull()
  }, SLOW_MS)

  it('copy buttons show the icon set, not a character without a glyph', async () => {
    await openPage()
    for (const button of screen.getAllByRole('button', { name: /^Copy / })) {
      expect(button.querySelector('svg')).not.toBeNull()
      expect(button).not.toHaveTextContent('⧉')
    }
  }, SLOW_MS)
})
