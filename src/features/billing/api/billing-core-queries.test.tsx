import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { configureMock } from '@mocks/state'
import { getAccessToken } from '@/features/auth/access-token'
import { setSession } from '@/features/auth/session-store'
import { setConfig } from '@/lib/config/config'
import { setAccessTokenProvider } from '@/lib/http/client'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { testConfig } from '../../../../test/support/test-config'
import { customerProfileQueryOptions, getCustomerProfile, useCustomerProfileQuery } from './customer-profile-query'
import { overdueInvoicesQueryOptions, useOverdueInvoicesQuery } from './overdue-invoices-query'

let paths: string[] = []
beforeEach(() => {
  paths = []
  server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname))
  setAccessTokenProvider(getAccessToken)
})
afterEach(() => server.events.removeAllListeners())

function renderInRouter(ui: () => React.ReactNode) {
  const root = createRootRoute({ component: ui })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a throwaway router, not the app's registered one
  return renderWithProviders(<RouterProvider router={router as any} />)
}

describe('overdue invoices', () => {
  it('lists the overdue invoice of each scenario by organization id', async () => {
    signInForTest()
    const queryClient = new QueryClient()
    expect(await queryClient.fetchQuery(overdueInvoicesQueryOptions())).toEqual([])
    configureMock({ scenarios: ['overdue-invoices', 'overdue-invoices-other'] })
    const invoices = await new QueryClient().fetchQuery(overdueInvoicesQueryOptions())
    expect(invoices.map((invoice) => invoice.organization_id)).toEqual([2, 3])
    expect(overdueInvoicesQueryOptions().staleTime).toBe(30 * 60 * 1000)
  })

  function OverdueCount() {
    const { data, fetchStatus } = useOverdueInvoicesQuery()
    return <p>{data ? `${data.length} overdue` : `no call (${fetchStatus})`}</p>
  }

  it('runs when signed in on the hosted platform', async () => {
    signInForTest()
    configureMock({ scenarios: ['overdue-invoices'] })
    renderInRouter(OverdueCount)
    expect(await screen.findByText('1 overdue')).toBeInTheDocument()
  })

  it('does not run signed out', async () => {
    setSession(null)
    renderInRouter(OverdueCount)
    expect(await screen.findByText('no call (idle)')).toBeInTheDocument()
    expect(paths).not.toContain('/platform/stripe/invoices/overdue')
  })

  it('does not run self-hosted', async () => {
    signInForTest()
    setConfig(testConfig({ platform: false }))
    renderInRouter(OverdueCount)
    expect(await screen.findByText('no call (idle)')).toBeInTheDocument()
    expect(paths).not.toContain('/platform/stripe/invoices/overdue')
  })
})

describe('customer profile', () => {
  it("needs a slug: 'slug is required'", async () => {
    await expect(getCustomerProfile(undefined)).rejects.toThrow('slug is required')
    expect(paths).toEqual([])
  })

  it('answers the billing customer of an organization', async () => {
    signInForTest()
    await expect(new QueryClient().fetchQuery(customerProfileQueryOptions('northwind'))).resolves.toMatchObject({ address: { line1: '1 Harbour Street' } })
    expect(paths).toContain('/platform/organizations/northwind/customer')
  })

  function Customer({ slug }: { slug: string }) {
    const { data, fetchStatus } = useCustomerProfileQuery(slug)
    return <p>{data ? `customer ${data.id}` : `no customer (${fetchStatus})`}</p>
  }

  it('loads with the billing-read permission on the customer', async () => {
    signInForTest()
    renderInRouter(() => <Customer slug="northwind" />)
    expect(await screen.findByText('customer cus_2')).toBeInTheDocument()
  })

  it('stays disabled without the billing-read permission', async () => {
    signInForTest()
    server.use(
      http.get('*/platform/profile/permissions', () =>
        HttpResponse.json([{ organization_slug: 'northwind', actions: ['billing:Read'], resources: ['stripe.subscriptions'], project_refs: null, condition: null, restrictive: false }]),
      ),
    )
    renderInRouter(() => <Customer slug="northwind" />)
    await screen.findByText('no customer (idle)')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(paths).toContain('/platform/profile/permissions')
    expect(paths).not.toContain('/platform/organizations/northwind/customer')
  })
})
