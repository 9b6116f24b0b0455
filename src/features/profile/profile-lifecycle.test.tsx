import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { configureMock, resetMockState } from '@mocks/state'
import { organizationsQueryOptions } from '@/features/organizations/api/organizations-query'
import { permissionsQueryOptions } from '@/features/permissions/api/permissions-query'
import { setAccessTokenProvider } from '@/lib/http/client'
import { shouldRetry } from '@/lib/http/retry'
import { getAccessToken } from '@/features/auth/access-token'
import { renderWithProviders, signInForTest } from '../../../test/support/render'
import { refreshAfterProfileCreated } from '@/app/services'
import { profileQueryOptions } from './api/profile-query'
import { onProfileCreated } from './profile-lifecycle'

type Call = { method: string; path: string; body?: unknown; version?: string | null }
let calls: Call[] = []
const onRequest = async ({ request }: { request: Request }) => {
  const url = new URL(request.url)
  const body = request.method === 'POST' ? await request.clone().text() : ''
  calls.push({ method: request.method, path: url.pathname, body: body ? JSON.parse(body) : undefined, version: request.headers.get('Version') })
}

// The app wires what refreshes after a new profile (app/services.ts); these tests wire the same.
let unwire: () => void
beforeEach(() => {
  unwire = onProfileCreated(refreshAfterProfileCreated)
  calls = []
  server.events.on('request:start', onRequest)
  signInForTest()
  setAccessTokenProvider(getAccessToken)
})
afterEach(() => {
  unwire()
  server.events.removeAllListeners()
})

const platformCalls = () => calls.map((c) => `${c.method} ${c.path}`)

function mountToasts() {
  renderWithProviders(<div />)
}

describe('profile lifecycle (SPEC §4)', () => {
  it('loads the profile with the Version 2 header', async () => {
    const queryClient = new QueryClient()
    await expect(queryClient.fetchQuery(profileQueryOptions())).resolves.toMatchObject({ username: 'demo' })
    expect(calls).toEqual([{ method: 'GET', path: '/platform/profile', body: undefined, version: '2' }])
  })

  it('creates a missing profile, refreshes profile, permissions and organizations, and records sign_up', async () => {
    configureMock({ scenarios: ['profile-not-found'] })
    resetMockState()
    const queryClient = new QueryClient()
    await queryClient.fetchQuery(permissionsQueryOptions())
    calls = []
    const organizations = queryClient.fetchQuery(organizationsQueryOptions())
    await expect(queryClient.fetchQuery(profileQueryOptions())).resolves.toMatchObject({ username: 'demo' })
    await organizations
    await vi.waitFor(() => expect(platformCalls()).toContain('POST /platform/telemetry/event'))
    await vi.waitFor(() => expect(platformCalls()).toContain('GET /platform/profile/permissions'))
    const order = platformCalls()
    const created = order.indexOf('POST /platform/profile')
    expect(order.slice(0, created + 1)).toEqual(['GET /platform/profile', 'POST /platform/profile'])
    expect(order.lastIndexOf('GET /platform/profile')).toBeGreaterThan(created)
    expect(order.indexOf('GET /platform/profile/permissions')).toBeGreaterThan(created)
    // The organization list runs only once the profile exists.
    expect(order.indexOf('GET /platform/organizations')).toBeGreaterThan(created)
    const event = calls.find((c) => c.path === '/platform/telemetry/event')
    expect(event?.body).toMatchObject({ action: 'sign_up' })
    expect(calls.find((c) => c.method === 'POST' && c.path === '/platform/profile')?.body).toBeUndefined()
  })

  it('treats a 409 on creation as an existing profile and logs it', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    let gets = 0
    server.use(
      http.get('*/platform/profile', () => (++gets === 1 ? HttpResponse.json({ message: 'User profile not found' }, { status: 404 }) : undefined)),
      http.post('*/platform/profile', () => HttpResponse.json({ message: 'Profile already exists' }, { status: 409 })),
    )
    const queryClient = new QueryClient()
    await expect(queryClient.fetchQuery(profileQueryOptions())).resolves.toMatchObject({ username: 'demo' })
    expect(log).toHaveBeenCalledWith('Profile already exists', expect.objectContaining({ code: 409 }))
    expect(platformCalls()).not.toContain('POST /platform/telemetry/event')
  })

  it("toasts 'Failed to create your profile. Please refresh to try again.' when creation fails", async () => {
    mountToasts()
    server.use(
      http.get('*/platform/profile', () => HttpResponse.json({ message: 'User profile not found' }, { status: 404 })),
      http.post('*/platform/profile', () => HttpResponse.json({ message: 'Database is down' }, { status: 500 })),
    )
    // With the app's retry rule a 500 would be retried; a failed creation is not, so it toasts once.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, retryDelay: 1 } } })
    await expect(queryClient.fetchQuery(profileQueryOptions())).rejects.toMatchObject({ message: 'Database is down', code: 500 })
    expect(await screen.findByText('Failed to create your profile. Please refresh to try again.')).toBeInTheDocument()
    expect(platformCalls().filter((call) => call === 'POST /platform/profile')).toHaveLength(1)
  })
})
