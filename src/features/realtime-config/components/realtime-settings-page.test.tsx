import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { RealtimeSettingsPage } from './realtime-settings-page'
import { RealtimeSettingsReadOnly } from './realtime-settings-read-only'

const REF = 'acmeblogprod01'
const SLOW_MS = 60_000

function renderPage(page = <RealtimeSettingsPage projectRef={REF} />) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => page }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  return renderWithProviders(<RouterProvider router={router} />)
}

/** The requests the page sends, and the bodies of its PATCHes. */
function traffic() {
  const seen = { urls: [] as string[], patches: [] as unknown[] }
  server.events.on('request:start', ({ request }) => {
    seen.urls.push(`${request.method} ${new URL(request.url).pathname}`)
    if (request.method === 'PATCH' && request.url.endsWith(`/projects/${REF}/config/realtime`)) void request.clone().json().then((body) => seen.patches.push(body))
  })
  return seen
}

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = await screen.findByLabelText(label, {}, { timeout: 20_000 })
  await user.clear(input)
  if (text) await user.type(input, text)
}

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

describe('Realtime settings', () => {
  it('refuses values out of range, with the rule in words, and sends nothing', async () => {
    const seen = traffic()
    const user = userEvent.setup()
    renderPage()
    await retype(user, 'Max concurrent clients', '0')
    await retype(user, 'Max payload size', '')
    await retype(user, 'Database connection pool size', '2.5')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Must be from 1 to 100,000 clients')).toBeInTheDocument()
    expect(screen.getByText('Enter the max payload size')).toBeInTheDocument()
    expect(screen.getByText('Enter a whole number from 1 to 100')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved: correct the marked fields first.')
    expect(seen.patches).toEqual([])
  }, SLOW_MS)

  it('lists what changed before saving and sends only that', async () => {
    const seen = traffic()
    const user = userEvent.setup()
    renderPage()
    await retype(user, 'Max payload size', '500')
    await user.click(screen.getByRole('switch', { name: /Allow only private channels/ }))
    const changes = screen.getByLabelText('Changes to save')
    expect(within(changes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Allow only private channels: off → on',
      'Max payload size: 3,000 → 500 KB',
    ])
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await within(screen.getByTestId('form-save-bar')).findByText('Realtime settings saved')).toBeInTheDocument()
    expect(seen.patches).toEqual([{ private_only: true, max_payload_size_in_kb: 500 }])
    expect(screen.queryByLabelText('Changes to save')).toBeNull()
    expect(screen.getByLabelText('Max payload size')).toHaveValue('500')
  }, SLOW_MS)

  it('keeps every edit when the save fails, with the platform’s reason', async () => {
    server.use(http.patch('*/platform/projects/:ref/config/realtime', () => HttpResponse.json({ message: 'Realtime is restarting, try again in a minute' }, { status: 409 })))
    const user = userEvent.setup()
    renderPage()
    await retype(user, 'Max events per second', '250')
    await user.click(screen.getByRole('switch', { name: /Suspend Realtime/ }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(/Realtime is restarting, try again in a minute/)).toHaveTextContent('Your changes are kept')
    expect(screen.getByLabelText('Max events per second')).toHaveValue('250')
    expect(screen.getByRole('switch', { name: /Suspend Realtime/ })).toBeChecked()
    expect(within(screen.getByLabelText('Changes to save')).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled()
  }, SLOW_MS)

  it('self-hosted: read-only, each setting with where the realtime service takes it from, no loading and no call', async () => {
    const seen = traffic()
    renderPage(<RealtimeSettingsReadOnly />)
    const users = await screen.findByRole('region', { name: 'Max concurrent clients' })
    expect(within(users).getByText('TENANT_MAX_CONCURRENT_USERS')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Max events per second' })).getByText('TENANT_MAX_EVENTS_PER_SECOND')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Allow only private channels' })).getByText(/^private_only\. No environment variable/)).toBeInTheDocument()
    expect(screen.getByText('Read-only: set by the realtime service')).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('switch')).toBeNull()
    expect(document.querySelector('.mantine-Loader-root')).toBeNull()
    expect(seen.urls).toEqual([])
  }, SLOW_MS)
})
