import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { createAppRouter } from '@/app/router'
import { installAppServices } from '@/app/services'
import { setConfig, type AppConfig } from '@/lib/config/config'
import { resetHttpClient } from '@/lib/http/client'
import { setSession, useSessionStore, type Session } from '@/features/auth/session-store'
import { resetMockState } from '@mocks/state'
import { makeAccessToken } from '@mocks/utils'
import { testConfig } from './test-config'

/** A fresh QueryClient per test, with retries off so failures show at once. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } } })
}

function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  )
}

export function renderWithProviders(ui: ReactElement, { queryClient = createTestQueryClient(), ...options }: RenderOptions & { queryClient?: QueryClient } = {}) {
  return { queryClient, ...render(ui, { wrapper: ({ children }) => <Providers queryClient={queryClient}>{children}</Providers>, ...options }) }
}

/** A session the mock accepts, as if the demo user had signed in. */
export function signInForTest(aal: 'aal1' | 'aal2' = 'aal1'): Session {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600
  const session: Session = {
    access_token: makeAccessToken({ sub: 'demo', email: 'demo@example.com', aal, exp: expiresAt }),
    token_type: 'bearer',
    expires_at: expiresAt,
    refresh_token: 'test-refresh-token',
    user: { id: 'demo', email: 'demo@example.com' },
  }
  setSession(session)
  return session
}

/** Renders the real route tree in memory at `path` (under /dashboard). */
export function renderRoute(path: string, { config = testConfig(), queryClient = createTestQueryClient() }: { config?: AppConfig; queryClient?: QueryClient } = {}) {
  setConfig(config)
  resetHttpClient()
  const router = createAppRouter({ queryClient, config }, { history: createMemoryHistory({ initialEntries: [`/dashboard${path}`] }) })
  installAppServices({ queryClient, router })
  const utils = render(<RouterProvider router={router} />, { wrapper: ({ children }) => <Providers queryClient={queryClient}>{children}</Providers> })
  return { router, queryClient, ...utils }
}

/**
 * Loads the code a page needs before a test's clock starts: the lazy chunks of the routes `path`
 * matches, and the lazy modules given (React.lazy imports). Compiling these on first use is the slow
 * part of a first render, and on a loaded machine it can take longer than any wait in a test; in a
 * `beforeAll` (with its own long timeout) it no longer counts against what the test waits for.
 */
export async function preloadPage(path: string, ...lazyModules: (() => Promise<unknown>)[]) {
  const router = createAppRouter({ queryClient: createTestQueryClient(), config: testConfig() })
  const [routes] = router.getMatchedRoutes(new URL(path, 'http://test').pathname)
  await Promise.all([...routes.map((route) => router.loadRouteChunk(route)), ...lazyModules.map((load) => load())])
  return routes.map((route) => route.id)
}

/**
 * Renders `path` once, signed in, and waits for `ready` without a short deadline, then leaves no trace
 * (DOM, session, storage, mock state). For a file's `beforeAll`: the first render of a page also pays
 * one-off costs (first evaluation of its modules, the mock's first answers) that a loaded machine can
 * stretch past a test's waits; after this, each test measures only its own work.
 */
export async function warmUpPage(path: string, ready: () => Promise<unknown>) {
  signInForTest()
  renderRoute(path)
  await ready()
  cleanup()
  useSessionStore.setState({ session: null })
  resetMockState()
  localStorage.clear()
  sessionStorage.clear()
}
