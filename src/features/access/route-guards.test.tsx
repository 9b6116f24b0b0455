import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { configureMock } from '@mocks/state'
import { renderRoute, signInForTest } from '../../../test/support/render'
import { testConfig } from '../../../test/support/test-config'
import { getLastVisitedOrganization, getProjectHistory, useHistoryStore } from '@/features/history/last-visited'
import { getSession, setSession } from '@/features/auth/session-store'

afterEach(() => {
  setSession(null)
  useHistoryStore.setState({ projects: {}, lastOrganization: undefined })
})

/** Where the router ended up: path and query, under /dashboard. */
// Generous: the first visit to a page compiles its lazy chunks (the SQL editor's are large) in jsdom.
async function settledAt(router: ReturnType<typeof renderRoute>['router'], expected: string) {
  await waitFor(() => expect(router.state.status).toBe('idle'), { timeout: 20_000 })
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.searchStr}`).toBe(expected), {
    timeout: 20_000,
  })
}

describe('signed-in area', () => {
  it('sends a visitor without a session to /sign-in with returnTo', async () => {
    const { router } = renderRoute('/project/northwindshop1/logs?tab=errors')
    await settledAt(router, '/sign-in?returnTo=%2Fproject%2Fnorthwindshop1%2Flogs%3Ftab%3Derrors')
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })).toBeInTheDocument()
  })

  it('self-hosted without an auth service opens without a session', async () => {
    configureMock({ platform: false })
    const { router } = renderRoute('/', { config: testConfig({ platform: false, authUrl: '' }) })
    await settledAt(router, '/project/default')
  })

  it('self-hosted, a backend without the default project shows not-found instead of redirecting in a loop', async () => {
    configureMock({ platform: false })
    server.use(http.get('*/platform/projects', () => HttpResponse.json([])))
    const { router } = renderRoute('/', { config: testConfig({ platform: false, authUrl: '' }) })
    // The project layout's own not-found, inside the frame (issue 11 item 9).
    expect(await screen.findByRole('heading', { name: 'Project not found' }, { timeout: 5000 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/project/default')
    expect((await screen.findAllByText('This project does not exist')).length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument()
  })

  it('self-hosted without sign-in, a 401 from the API shows the error instead of bouncing via /sign-in', async () => {
    // The hosted mock wants a session the self-hosted app never has: as if the operator's proxy refused.
    const { router } = renderRoute('/', { config: testConfig({ platform: false, authUrl: '' }) })
    // The project layout's error with a retry, not the crash screen (issue 11 item 9).
    expect(await screen.findByRole('heading', { name: 'This project could not be loaded' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByTestId('route-error-message')).toHaveTextContent('Invalid or expired JWT')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.queryByText('Sorry! An unexpected error occurred.')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/project/default')
  })

  it('signs out and goes to /sign-in when the session is no longer accepted (401)', async () => {
    signInForTest()
    server.use(
      http.get('*/platform/profile', () => HttpResponse.json({ message: 'Invalid or expired JWT' }, { status: 401 })),
    )
    const { router } = renderRoute('/org/northwind')
    await settledAt(router, '/sign-in?returnTo=%2Forg%2Fnorthwind')
    expect(getSession()).toBeNull()
  })
})

describe('organization guard', () => {
  it('opens one of the user’s organizations and records it as last visited', async () => {
    signInForTest()
    const { router } = renderRoute('/org/northwind')
    await settledAt(router, '/org/northwind')
    expect(getLastVisitedOrganization()).toBe('northwind')
  })

  it('redirects an unknown organization to the landing path with error=org_not_found and shows the toast', async () => {
    signInForTest()
    const { router } = renderRoute('/org/nope/billing')
    await settledAt(router, '/organizations?error=org_not_found&org=nope')
    expect(await screen.findByText("We couldn't find that organization", {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('keeps an aal1 user of an organization requiring MFA on /org/{slug}', async () => {
    configureMock({ scenarios: ['mfa-required'] })
    signInForTest('aal1')
    const { router } = renderRoute('/org/globex/billing')
    // Where the person was going rides along (CONTRACT §14): back there after enrolling a factor.
    await settledAt(router, '/org/globex?returnTo=%2Forg%2Fglobex%2Fbilling')
  })

  it('lets an aal2 user into every page of that organization', async () => {
    configureMock({ scenarios: ['mfa-required'] })
    signInForTest('aal2')
    const { router } = renderRoute('/org/globex/billing')
    await settledAt(router, '/org/globex/billing')
  })
})

describe('new project guard (issue 11 item 6)', () => {
  it('sends an aal1 user from /new/{slug} of an organization requiring MFA to that organization', async () => {
    configureMock({ scenarios: ['mfa-required'] })
    signInForTest('aal1')
    const { router } = renderRoute('/new/globex?plan=pro')
    await settledAt(router, '/org/globex?returnTo=%2Fnew%2Fglobex%3Fplan%3Dpro')
  })

  it('lets an aal2 user create projects there', async () => {
    configureMock({ scenarios: ['mfa-required'] })
    signInForTest('aal2')
    const { router } = renderRoute('/new/globex')
    await settledAt(router, '/new/globex')
  })
})

describe('project guard', () => {
  it('redirects an unknown project to the landing path with the toast', async () => {
    signInForTest()
    const { router } = renderRoute('/project/doesnotexist/logs')
    await settledAt(router, '/organizations')
    expect(await screen.findByText('This project does not exist', {}, { timeout: 15_000 })).toBeInTheDocument()
  })

  it('opens a preview branch ref on the hosted platform', async () => {
    signInForTest()
    server.use(
      http.get('*/platform/projects', () =>
        HttpResponse.json([
          {
            ref: 'parentref',
            name: 'Parent',
            organization_id: 1,
            status: 'ACTIVE_HEALTHY',
            cloud_provider: 'AWS',
            preview_branch_refs: ['branchonly'],
          },
        ]),
      ),
    )
    const { router } = renderRoute('/project/branchonly/logs')
    await settledAt(router, '/project/branchonly/logs')
  })

  it("sends an aal1 user from a project of an organization requiring MFA to that organization's page", async () => {
    configureMock({ scenarios: ['mfa-required'] })
    signInForTest('aal1')
    const { router } = renderRoute('/project/globexcrmprod1/logs')
    await settledAt(router, '/org/globex?returnTo=%2Fproject%2Fglobexcrmprod1%2Flogs')
  })
})

describe('sign-in page', () => {
  it('sends a signed-in user to returnTo', async () => {
    signInForTest()
    const { router } = renderRoute('/sign-in?returnTo=%2Fdashboard%2Forg%2Fnorthwind')
    await settledAt(router, '/org/northwind')
  })

  it('sends a signed-in user to the landing path when returnTo is hostile', async () => {
    signInForTest()
    const { router } = renderRoute('/sign-in?returnTo=%2F%2Fevil.com')
    await settledAt(router, '/organizations')
  })

  it('is skipped self-hosted without an auth service', async () => {
    configureMock({ platform: false })
    const { router } = renderRoute('/sign-in', { config: testConfig({ platform: false, authUrl: '' }) })
    await settledAt(router, '/project/default')
  })
})

describe('last visited', () => {
  it('records the table opened in the table editor for its project', async () => {
    signInForTest()
    const { router } = renderRoute('/project/northwindshop1/editor/42')
    await settledAt(router, '/project/northwindshop1/editor/42')
    expect(getProjectHistory('northwindshop1')).toEqual({ editor: '42' })
  })

  it("records the SQL snippet opened, but not 'new'", async () => {
    signInForTest()
    const first = renderRoute('/project/northwindshop1/sql/snippet-1')
    await settledAt(first.router, '/project/northwindshop1/sql/snippet-1')
    await first.router.navigate({ to: '/project/$ref/sql/$id', params: { ref: 'northwindshop1', id: 'new' } })
    await settledAt(first.router, '/project/northwindshop1/sql/new')
    expect(getProjectHistory('northwindshop1')).toEqual({ sql: 'snippet-1' })
  }, 60_000)
})
