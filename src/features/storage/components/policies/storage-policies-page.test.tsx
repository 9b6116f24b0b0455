import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { renderWithProviders, signInForTest } from '../../../../../test/support/render'
import { StoragePoliciesPage } from './storage-policies-page'

const REF = 'acmeblogprod01'
const SLOW_MS = 60_000
const policy = (name: string, using: string) => ({ name, command: 'SELECT', permissive: true, roles: ['authenticated'], using, with_check: null })
const OBJECTS = {
  id: 1,
  schema: 'storage',
  name: 'objects',
  rls_enabled: true,
  rls_forced: false,
  policies: [
    policy('shared', `(bucket_id = ANY (ARRAY['avatars'::text, 'documents'::text]))`),
    policy('not avatars', `(bucket_id <> 'avatars'::text)`),
    policy('avatars only', `(bucket_id = 'avatars'::text)`),
    policy('unreadable', `(bucket_id ~~ 'doc%'::text)`),
  ],
}
const BUCKETS = { id: 2, schema: 'storage', name: 'buckets', rls_enabled: true, rls_forced: false, policies: [] }

function renderPage() {
  const router = createRouter({ routeTree: createRootRoute({ component: () => <StoragePoliciesPage projectRef={REF} /> }), history: createMemoryHistory({ initialEntries: ['/'] }) })
  return renderWithProviders(<RouterProvider router={router} />)
}

/** The database answers the storage schema's tables; every statement sent is kept. */
function database(tables: unknown[]) {
  const sent: string[] = []
  server.use(
    http.post('*/platform/pg-meta/:ref/query', async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
      sent.push(query)
      return HttpResponse.json(query.includes("n.nspname = 'storage'") ? tables : [])
    }),
  )
  return sent
}

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

describe('Storage policies', () => {
  it('shows a policy under each bucket it reaches, and deletes it by its own name after saying where else it applies', async () => {
    const sent = database([OBJECTS, BUCKETS])
    const user = userEvent.setup()
    renderPage()
    const documents = await screen.findByRole('region', { name: 'Policies of bucket documents' }, { timeout: 20_000 })
    const avatars = screen.getByRole('region', { name: 'Policies of bucket avatars' })
    expect(within(avatars).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Policy shared', 'Policy avatars only'])
    expect(within(documents).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Policy shared', 'Policy not avatars'])
    expect(within(documents).getByRole('article', { name: 'Policy not avatars' })).toHaveTextContent('Applies to every bucket except avatars.')
    expect(screen.getByRole('list', { name: 'Policies whose buckets are not known' })).toHaveTextContent('unreadable: which buckets it applies to could not be read from its expression.')

    await user.click(within(documents).getByRole('button', { name: 'Delete shared' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete policy shared' })
    expect(dialog).toHaveTextContent('This one policy applies to avatars, documents: deleting it takes it away from all of them.')
    await user.click(within(dialog).getByRole('button', { name: 'Delete policy' }))
    await expect.poll(() => sent.filter((q) => q.startsWith('drop policy'))).toEqual(['drop policy "shared" on "storage"."objects";'])
  }, SLOW_MS)

  it('says so when the database has no storage schema', async () => {
    database([])
    renderPage()
    expect(await screen.findByText('No storage schema in this database', {}, { timeout: 20_000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /New policy/ })).toBeNull()
  }, SLOW_MS)
})
