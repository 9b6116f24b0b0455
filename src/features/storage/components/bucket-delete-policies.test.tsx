import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { BucketsPage } from './buckets-page'

const REF = 'acmeblogprod01'
const policy = (name: string, using: string) => ({ name, command: 'SELECT', permissive: true, roles: ['authenticated'], using, with_check: null })
const OBJECTS = {
  id: 1,
  schema: 'storage',
  name: 'objects',
  rls_enabled: true,
  rls_forced: false,
  policies: [
    policy('avatars only', `(bucket_id = 'avatars'::text)`),
    policy('avatars and documents', `(bucket_id = ANY (ARRAY['avatars'::text, 'documents'::text]))`),
    policy('all but documents', `(bucket_id <> 'documents'::text)`),
    policy('documents only', `(bucket_id = 'documents'::text)`),
  ],
}

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

describe('deleting a bucket', () => {
  it('drops the policies of that bucket alone and keeps, saying so, those that guard other buckets too', async () => {
    const sent: string[] = []
    server.use(
      http.post('*/platform/pg-meta/:ref/query', async ({ request }) => {
        const { query } = (await request.json()) as { query: string }
        sent.push(query)
        return HttpResponse.json(query.includes("n.nspname = 'storage'") ? [OBJECTS] : [])
      }),
      http.delete('*/platform/storage/:ref/buckets/:id', () => HttpResponse.json({ message: 'Successfully deleted' })),
    )
    const user = userEvent.setup()
    const router = createRouter({ routeTree: createRootRoute({ component: () => <BucketsPage projectRef={REF} /> }), history: createMemoryHistory({ initialEntries: ['/'] }) })
    renderWithProviders(<RouterProvider router={router} />)
    await user.click(await screen.findByRole('button', { name: 'Actions for bucket avatars' }, { timeout: 20_000 }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete bucket' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete bucket "avatars"' })
    const dropped = await within(dialog).findByRole('list', { name: 'Policies dropped with the bucket' }, { timeout: 20_000 })
    expect(within(dropped).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['avatars only'])
    expect(within(within(dialog).getByRole('list', { name: 'Policies kept for other buckets' })).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'avatars and documents (avatars, documents)',
      'all but documents (every bucket except documents)',
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Delete bucket' }))
    await expect.poll(() => sent.filter((q) => q.includes('drop policy'))).toEqual(['drop policy "avatars only" on "storage"."objects";'])
  }, 60_000)
})
