import { screen } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { NO_POLICY_PRIVATE_ONLY, RealtimePoliciesPage } from './realtime-policies-page'

const REF = 'acmeblogprod01'
const SLOW_MS = 60_000
const MESSAGES = { id: 1, schema: 'realtime', name: 'messages', rls_enabled: true, rls_forced: false, policies: [] }

function renderPage(settings: boolean) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <RealtimePoliciesPage projectRef={REF} settings={settings} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  return renderWithProviders(<RouterProvider router={router} />)
}

/** The database answers the realtime schema's tables with `tables` (every other query: no rows). */
function database(tables: unknown[]) {
  server.use(
    http.post('*/platform/pg-meta/:ref/query', async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
      return HttpResponse.json(query.includes("n.nspname = 'realtime'") ? tables : [])
    }),
  )
}

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

describe('Realtime policies', () => {
  it('says so when the database has no realtime.messages table', async () => {
    database([])
    renderPage(true)
    expect(await screen.findByText('No realtime.messages table in this database', {}, { timeout: 20_000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create policy' })).toBeNull()
  }, SLOW_MS)

  it('warns that no one can join when only private channels are allowed and there is no policy', async () => {
    database([MESSAGES])
    server.use(http.get('*/platform/projects/:ref/config/realtime', () => HttpResponse.json({ private_only: true, connection_pool: 2, max_concurrent_users: 200, max_events_per_second: 100, max_presence_events_per_second: 100, max_payload_size_in_kb: 3000, suspend: false })))
    renderPage(true)
    expect(await screen.findByText(NO_POLICY_PRIVATE_ONLY, {}, { timeout: 20_000 })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Policies of realtime.messages' })).toBeInTheDocument()
  }, SLOW_MS)

  it('self-hosted: the Realtime settings are not asked for, and there is no such warning', async () => {
    database([MESSAGES])
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => void (request.url.includes('/config/realtime') && asked.push(request.url)))
    renderPage(false)
    expect(await screen.findByRole('region', { name: 'Policies of realtime.messages' }, { timeout: 20_000 })).toBeInTheDocument()
    expect(screen.queryByText(NO_POLICY_PRIVATE_ONLY)).toBeNull()
    expect(asked).toEqual([])
  }, SLOW_MS)
})
