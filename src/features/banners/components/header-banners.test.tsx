import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { configureMock, resetMockState } from '@mocks/state'
import { renderRoute, signInForTest } from '../../../../test/support/render'
import { testConfig } from '../../../../test/support/test-config'
import { OUTAGE_NOTICE_TOKEN } from '../banner-rules'

const SLOW = { timeout: 8000 }
/** As the mock's scenario switch does: set the scenarios, then rebuild the mock's state from them. */
const switchScenarios = (...scenarios: string[]) => {
  configureMock({ scenarios })
  resetMockState()
}
const banner = async (id: string) => {
  await screen.findByRole('heading', { level: 1 }, SLOW)
  const element = await screen.findByText((_, node) => node?.getAttribute('data-banner') === id, {}, SLOW)
  return element
}
const viewDetails = (element: HTMLElement) => within(element).getByRole('link', { name: 'View Details' })

describe('header banners (SPEC §8) per mock scenario', () => {
  it.each([
    [
      'grace-period',
      'grace-period',
      'warning',
      'Organization plan has exceeded its quota',
      'You are given a grace period until 05 Dec, 2026',
      '/dashboard/org/northwind/billing',
    ],
    [
      'grace-period-over',
      'grace-period-over',
      'danger',
      'Grace period is over',
      'Your Projects will not be able to serve requests when you used up your quota.',
      '/dashboard/org/northwind/billing',
    ],
    [
      'restricted',
      'restricted',
      'danger',
      'Services Restricted',
      'Your Projects are unable to serve any requests as your Organization plan has used up its quota.',
      '/dashboard/org/northwind/billing',
    ],
    [
      'overdue-invoices',
      'overdue-invoices',
      'danger',
      'Outstanding Invoices',
      'Please pay invoices to avoid service disruption',
      '/dashboard/org/northwind/billing#invoices',
    ],
    [
      'overdue-invoices-other',
      'overdue-invoices-other',
      'warning',
      'Outstanding Invoices in other Organization',
      'Please pay invoices for other Organization to avoid service disruption.',
      '/dashboard/org/globex/billing#invoices',
    ],
    [
      'missing-billing',
      'missing-billing',
      'warning',
      'Missing Billing Information',
      'Please add a billing address. If you are a registered business, please add a tax ID too.',
      '/dashboard/org/northwind/billing#address',
    ],
  ])('%s', async (scenario, id, type, title, message, href) => {
    switchScenarios(scenario)
    signInForTest()
    renderRoute('/org/northwind')
    const element = await banner(id)
    expect(element).toHaveAttribute('data-type', type)
    expect(within(element).getByText(title)).toBeInTheDocument()
    expect(within(element).getByText(message)).toBeInTheDocument()
    expect(viewDetails(element)).toHaveAttribute('href', href)
  })

  it('shows no banner for a healthy organization', async () => {
    signInForTest()
    renderRoute('/org/northwind')
    await screen.findByRole('heading', { name: 'Northwind Labs' }, SLOW)
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument()
    expect(document.querySelector('[data-banner]')).toBeNull()
  })

  it('shows the clock banner with More information when the server clock is 5 minutes off', async () => {
    switchScenarios('clock-skew')
    signInForTest()
    renderRoute('/organizations')
    const element = await banner('clock-skew')
    expect(element).toHaveTextContent(
      "Your computer's clock appears to be inaccurate. This can cause issues with certain features.",
    )
    expect(within(element).getByRole('link', { name: 'More information' })).toBeInTheDocument()
    expect(within(element).queryByRole('link', { name: 'View Details' })).not.toBeInTheDocument()
  })

  it('shows the incident banner linking to the status page', async () => {
    switchScenarios('incident')
    signInForTest()
    renderRoute('/organizations')
    const element = await banner('incident')
    expect(element).toHaveAttribute('data-type', 'incident')
    expect(element).toHaveTextContent('We are currently investigating a technical issue')
    expect(within(element).getByRole('link', { name: 'Status page' })).toHaveAttribute(
      'href',
      'https://status.example.com',
    )
  })

  it('turns the incident on from config.json too', async () => {
    signInForTest()
    renderRoute('/organizations', { config: testConfig({ ongoingIncident: true }) })
    expect(await banner('incident')).toBeInTheDocument()
  })

  it("dismisses the outage notice and remembers it under its token as 'true'", async () => {
    switchScenarios('notice')
    signInForTest()
    const user = userEvent.setup()
    renderRoute('/organizations')
    const element = await banner('outage-notice')
    expect(element).toHaveTextContent('Brief Dashboard outage: May 16, 2025, 22:00–23:00 UTC (no impact to your apps)')
    expect(within(element).getByRole('link', { name: 'Learn more' })).toBeInTheDocument()
    await user.click(within(element).getByRole('button', { name: 'Dismiss' }))
    expect(document.querySelector('[data-banner="outage-notice"]')).toBeNull()
    expect(localStorage.getItem(OUTAGE_NOTICE_TOKEN)).toBe('true')
  })

  it('keeps a dismissed notice hidden', async () => {
    localStorage.setItem(OUTAGE_NOTICE_TOKEN, 'true')
    switchScenarios('notice', 'incident')
    signInForTest()
    renderRoute('/organizations')
    await banner('incident')
    expect(document.querySelector('[data-banner="outage-notice"]')).toBeNull()
  })

  it('stacks the banners of several scenarios in order', async () => {
    switchScenarios(
      'incident',
      'notice',
      'restricted',
      'overdue-invoices',
      'overdue-invoices-other',
      'missing-billing',
      'clock-skew',
    )
    signInForTest()
    renderRoute('/org/northwind')
    await banner('clock-skew')
    await banner('missing-billing')
    const order = [...document.querySelectorAll('[data-banner]')].map((node) => node.getAttribute('data-banner'))
    expect(order).toEqual([
      'incident',
      'outage-notice',
      'restricted',
      'overdue-invoices',
      'overdue-invoices-other',
      'missing-billing',
      'clock-skew',
    ])
  })

  it('shows no billing banner self-hosted, where there is no billing', async () => {
    configureMock({ platform: false })
    signInForTest()
    const { queryClient } = renderRoute('/project/default', { config: testConfig({ platform: false }) })
    await screen.findByRole('heading', { level: 1 }, SLOW)
    // Every call of the page answered (the billing address among them, before the fix) and rendered.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.queryByText('Missing Billing Information')).not.toBeInTheDocument()
    expect(document.querySelector('[data-banner]')).toBeNull()
  })
})
