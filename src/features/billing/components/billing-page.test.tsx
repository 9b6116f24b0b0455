import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { renderRoute, signInForTest } from '../../../../test/support/render'

const SLOW = { timeout: 8000 }

function captureWrites() {
  const sent: [string, string, unknown][] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT')
      sent.push([request.method, new URL(request.url).pathname, await request.clone().json()])
  })
  return sent
}

describe('billing /org/{slug}/billing', () => {
  it('shows the current plan with usage bars against the included amounts', async () => {
    signInForTest()
    renderRoute('/org/northwind/billing')
    expect(await screen.findByTestId('current-plan', {}, SLOW)).toHaveTextContent('Pro plan')
    expect(screen.getByText('$25 / month')).toBeInTheDocument()
    const database = await screen.findByRole('progressbar', { name: 'Database size usage' }, SLOW)
    expect(database).toHaveAttribute('aria-valuetext', '5.6 GB of 8 GB included')
    expect(screen.getByRole('progressbar', { name: 'Monthly active users usage' })).toHaveAttribute(
      'aria-valuetext',
      '64,300 of 100,000 included',
    )
    // 112 GB of 100 GB file storage: full bar, overage named.
    expect(screen.getByRole('progressbar', { name: 'File storage usage' })).toHaveAttribute('aria-valuenow', '100')
    expect(screen.getByText('112 GB of 100 GB included · beyond it: $0.021 per GB')).toBeInTheDocument()
  })

  it('shows the four plan cards exactly as specified', async () => {
    signInForTest()
    renderRoute('/org/northwind/billing')
    const free = await screen.findByTestId('tier_free', {}, SLOW)
    const pro = screen.getByTestId('tier_pro')
    const team = screen.getByTestId('tier_team')
    const enterprise = screen.getByTestId('tier_enterprise')
    expect([free, pro, team, enterprise].map((card) => within(card).getByTestId('price').textContent)).toEqual([
      '$0',
      '$25',
      '$599',
      'Custom',
    ])
    expect([free, pro, team, enterprise].map((card) => within(card).queryByTestId('price-label')?.textContent)).toEqual(
      [undefined, 'From', 'From', undefined],
    )
    expect([free, pro, team].map((card) => within(card).getByTestId('cost-unit').textContent)).toEqual([
      '/ month',
      '/ month',
      '/ month',
    ])
    expect(within(pro).getByText('Most Popular')).toBeInTheDocument()
    expect(within(team).queryByText('Most Popular')).not.toBeInTheDocument()
    expect(within(pro).getByTestId('plan-warning')).toHaveTextContent('$10 in compute credits included')
    expect(within(team).getByTestId('plan-warning')).toHaveTextContent('$10 in compute credits included')
    expect(within(free).queryByTestId('plan-warning')).not.toBeInTheDocument()
    expect(within(free).getByTestId('plan-footer')).toHaveTextContent(
      'Free projects are paused after 1 week of inactivity. Limit of 2 active projects.',
    )
    expect(within(enterprise).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      'https://forms.example.com/enterprise',
    )
    expect(within(pro).getByRole('button', { name: 'Current plan' })).toBeDisabled()
  })

  it('holds every row of the plan table in the feature matrix', async () => {
    signInForTest()
    renderRoute('/org/northwind/billing')
    const matrix = await screen.findByRole('table', { name: 'Plan features' }, SLOW)
    const row = (key: string) =>
      [...matrix.querySelectorAll(`[data-feature="${key}"] > *`)].map((cell) => cell.textContent)
    expect(row('monthly_active_users')).toEqual([
      'Monthly active users Usage-based',
      '50,000',
      '100,000',
      '100,000',
      'Custom',
      '$0.00325 each',
    ])
    expect(row('database_size')).toEqual([
      'Database size Usage-based',
      '500 MB',
      '8 GB per project',
      '8 GB',
      'Custom',
      '$0.125 per GB',
    ])
    expect(row('backups')).toEqual(['Backups ', 'Not included', 'Daily, 7 days', 'Daily, 14 days', 'Custom', 'n/a'])
    expect(row('log_retention')).toEqual(['Log retention ', '1 day', '7 days', '28 days', '90 days', 'n/a'])
    expect(row('branching')[2]).toBe('$0.01344 per hour')
    expect(matrix.querySelectorAll('[data-feature]')).toHaveLength(28)
  })

  it('changes the plan after a confirmation stating the new monthly price and what changes', async () => {
    signInForTest()
    const sent = captureWrites()
    const user = userEvent.setup()
    renderRoute('/org/northwind/billing')
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Team' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: 'Change to the Team plan' })
    await waitFor(() =>
      expect(within(dialog).getByTestId('new-monthly-price')).toHaveTextContent(
        'Your new monthly price is $599.00 / month (now $25.00 / month).',
      ),
    )
    expect(within(dialog).getByRole('list', { name: 'What changes' })).toHaveTextContent(
      'Log retention: 7 days → 28 days',
    )
    expect(within(dialog).getByText('Compute credits')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Team' }))
    await waitFor(() =>
      expect(sent).toContainEqual([
        'PUT',
        '/platform/organizations/northwind/billing/subscription',
        { tier: 'tier_team' },
      ]),
    )
    await waitFor(() => expect(screen.getByTestId('current-plan')).toHaveTextContent('Team plan'))
  })

  it('requires line1 in the billing address form and saves the address', async () => {
    signInForTest()
    const sent = captureWrites()
    const user = userEvent.setup()
    renderRoute('/org/northwind/billing')
    const line1 = await screen.findByRole('textbox', { name: 'Address line 1' }, SLOW)
    expect(line1).toHaveValue('1 Harbour Street')
    await user.clear(line1)
    await user.click(screen.getByRole('button', { name: 'Save address' }))
    expect(await screen.findByText('Address line 1 is required')).toBeInTheDocument()
    expect(sent).toEqual([])
    await user.type(line1, '2 Pier Road')
    await user.click(screen.getByRole('button', { name: 'Save address' }))
    await waitFor(() => expect(sent[0]?.[2]).toMatchObject({ line1: '2 Pier Road', city: 'Seattle' }))
  })

  it("lists invoices in USD (0 decimals under 0.01) with the date as 'DD MMM YYYY, HH:mm:ss (ZZ)'", async () => {
    signInForTest()
    renderRoute('/org/northwind/billing')
    const latest = await screen.findByTestId('invoice-in_nw_3', {}, SLOW)
    expect(latest).toHaveTextContent('$38.42')
    expect(latest).toHaveTextContent('Paid')
    expect(latest.textContent).toMatch(/01 Nov 2026, \d\d:15:30 \([+-]\d{4}\)/)
    expect(screen.getByTestId('invoice-in_nw_2')).toHaveTextContent('$25.00')
    expect(screen.getByTestId('invoice-in_nw_1')).toHaveTextContent('$0')
    expect(screen.getByTestId('invoice-in_nw_1')).not.toHaveTextContent('$0.00')
  })

  it('shows payment methods, tax IDs and the billing contact', async () => {
    signInForTest()
    renderRoute('/org/globex/billing')
    expect(await screen.findByTestId('payment-method-pm_gx_mc', {}, SLOW)).toHaveTextContent(
      'Mastercard ending in 4444',
    )
    expect(screen.getByTestId('payment-method-pm_gx_mc')).toHaveTextContent('Default')
    expect(await screen.findByText('EU VAT number: DE123456789')).toBeInTheDocument()
    expect(await screen.findByText('billing@globex.example')).toBeInTheDocument()
  })

  it('does not load the customer profile without the billing-read permission', async () => {
    signInForTest()
    let customerCalls = 0
    server.use(
      http.get('*/platform/profile/permissions', () =>
        HttpResponse.json([
          {
            organization_slug: 'globex',
            actions: ['read:Read'],
            resources: ['%'],
            project_refs: null,
            condition: null,
            restrictive: false,
          },
        ]),
      ),
      http.get('*/platform/organizations/:slug/customer', () => {
        customerCalls += 1
        return HttpResponse.json({})
      }),
    )
    renderRoute('/org/globex/billing')
    expect(
      await screen.findByText('You need the billing read permission to see the billing contact.', {}, SLOW),
    ).toBeInTheDocument()
    expect(customerCalls).toBe(0)
    expect(screen.getByRole('button', { name: 'Downgrade to Pro' })).toHaveAttribute('aria-disabled', 'true')
  })

  it.each(['invoices', 'address'])('scrolls #%s into view on load', async (hash) => {
    signInForTest()
    const scrolled: string[] = []
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id)
    })
    renderRoute(`/org/northwind/billing#${hash}`)
    await waitFor(() => expect(scrolled).toContain(hash), SLOW)
    expect(document.getElementById(hash)).toHaveAttribute('aria-labelledby', `${hash}-title`)
  })
})
