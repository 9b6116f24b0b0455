import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { setConfig } from '@/lib/config/config'
import { renderWithProviders, signInForTest } from '../../../test/support/render'
import { testConfig } from '../../../test/support/test-config'
import { setAccessTokenProvider } from '@/lib/http/client'
import { getAccessToken } from '@/features/auth/access-token'
import type { Permission } from './api/permissions-query'
import { checkPermission } from './check-permission'
import { PermissionAction, PermissionResource } from './constants'
import { useCheckPermission } from './use-check-permission'

const billingOnlyInNorthwind: Permission[] = [
  { organization_slug: 'northwind', actions: ['billing:%'], resources: ['stripe.%'], project_refs: null, condition: null, restrictive: false },
  { organization_slug: 'globex', actions: ['%'], resources: ['%'], project_refs: null, condition: null, restrictive: false },
  { organization_slug: 'globex', actions: ['billing:%'], resources: ['%'], project_refs: null, condition: null, restrictive: true },
]

function Probe() {
  const { can, isLoading } = useCheckPermission(PermissionAction.BILLING_READ, PermissionResource.STRIPE_CUSTOMER)
  return <p>{isLoading ? 'checking' : can ? 'allowed' : 'denied'}</p>
}

function renderAt(path: string) {
  const root = createRootRoute({ component: Outlet })
  const routes = [createRoute({ getParentRoute: () => root, path: '/org/$slug', component: Probe }), createRoute({ getParentRoute: () => root, path: '/project/$ref', component: Probe })]
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }) })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a throwaway router, not the app's registered one
  return renderWithProviders(<RouterProvider router={router as any} />)
}

function servePermissions(permissions: Permission[]) {
  server.use(http.get('*/platform/profile/permissions', () => HttpResponse.json(permissions)))
}

describe('useCheckPermission', () => {
  it('reads the organization from the URL', async () => {
    signInForTest()
    setAccessTokenProvider(getAccessToken)
    servePermissions(billingOnlyInNorthwind)
    renderAt('/org/northwind')
    expect(await screen.findByText('allowed')).toBeInTheDocument()
  })

  it('denies where a restrictive entry matches', async () => {
    signInForTest()
    setAccessTokenProvider(getAccessToken)
    servePermissions(billingOnlyInNorthwind)
    renderAt('/org/globex')
    expect(await screen.findByText('denied')).toBeInTheDocument()
  })

  it("finds a project's organization from the project list", async () => {
    signInForTest()
    setAccessTokenProvider(getAccessToken)
    servePermissions(billingOnlyInNorthwind)
    renderAt('/project/globexcrmprod1')
    expect(await screen.findByText('denied')).toBeInTheDocument()
  })

  it('allows everything self-hosted without asking the server', async () => {
    setConfig(testConfig({ platform: false }))
    server.use(http.get('*/platform/profile/permissions', () => HttpResponse.json({ message: 'should not be asked' }, { status: 500 })))
    renderAt('/org/anything')
    expect(await screen.findByText('allowed')).toBeInTheDocument()
  })
})

describe('checkPermission (loaders)', () => {
  it('loads permissions, projects and organizations through the cache and checks a branch by its parent', async () => {
    signInForTest()
    setAccessTokenProvider(getAccessToken)
    servePermissions([
      { organization_slug: 'northwind', actions: ['%'], resources: ['%'], project_refs: ['northwindshop1'], condition: null, restrictive: false },
    ])
    const queryClient = new QueryClient()
    const request = { action: PermissionAction.SQL_SELECT, resource: 'tables' }
    await expect(checkPermission(queryClient, { ...request, projectRef: 'northwindshop2' })).resolves.toBe(true)
    await expect(checkPermission(queryClient, { ...request, projectRef: 'northwindstats' })).resolves.toBe(false)
    await expect(checkPermission(queryClient, { ...request, organizationSlug: 'northwind' })).resolves.toBe(false)
    await expect(checkPermission(queryClient, request, { platform: false })).resolves.toBe(true)
  })
})
