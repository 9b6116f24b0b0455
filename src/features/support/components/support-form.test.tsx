import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { renderRoute, signInForTest } from '../../../../test/support/render'
import { SUPPORT_CATEGORIES } from '../categories'

function captureTickets() {
  const bodies: unknown[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/platform/feedback/send')
      bodies.push(await request.clone().json())
  })
  return bodies
}

describe('support form /support/new', () => {
  it('is prefilled from the query, as the crash screen links to it, and sends the ticket', async () => {
    signInForTest()
    const bodies = captureTickets()
    const user = userEvent.setup()
    const params = new URLSearchParams({
      category: 'dashboard_bug',
      sid: '1234',
      subject: 'Client side exception occurred on dashboard',
      message: 'Path name: /organizations\n\nError: Boom',
    })
    renderRoute(`/support/new?${params}`)
    expect(await screen.findByRole('heading', { name: 'Contact support' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Dashboard bug')
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Client side exception occurred on dashboard')
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Path name: /organizations\n\nError: Boom')
    expect(screen.getByTestId('support-sid')).toHaveTextContent('1234')

    await user.click(screen.getByRole('button', { name: 'Send support request' }))
    expect(await screen.findByRole('heading', { name: 'Your support request has been sent' })).toBeInTheDocument()
    expect(screen.getByText(/SUP-1001/)).toBeInTheDocument()
    expect(bodies).toEqual([
      expect.objectContaining({
        category: 'dashboard_bug',
        sid: '1234',
        subject: 'Client side exception occurred on dashboard',
        message: 'Path name: /organizations\n\nError: Boom',
      }),
    ])
  })

  it('offers the ten categories of the spec', async () => {
    signInForTest()
    const user = userEvent.setup()
    renderRoute('/support/new')
    await user.click(await screen.findByRole('combobox', { name: 'Category' }))
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(SUPPORT_CATEGORIES.map((c) => c.label))
    expect(SUPPORT_CATEGORIES.map((c) => c.value)).toEqual([
      'problem',
      'dashboard_bug',
      'database_unresponsive',
      'performance',
      'sales',
      'billing',
      'refund',
      'abuse',
      'login_issues',
      'account_deletion',
    ])
  })

  it('validates before sending and ignores an unknown category in the URL', async () => {
    signInForTest()
    const bodies = captureTickets()
    const user = userEvent.setup()
    renderRoute('/support/new?category=nonsense&subject=%20%20')
    await user.click(await screen.findByRole('button', { name: 'Send support request' }))
    expect(screen.getByText('Please select a category')).toBeInTheDocument()
    expect(screen.getByText('Please add a subject')).toBeInTheDocument()
    expect(screen.getByText('Please describe the problem')).toBeInTheDocument()
    expect(bodies).toEqual([])
  })

  it('says so when the request cannot be sent', async () => {
    signInForTest()
    server.use(
      http.post('*/platform/feedback/send', () =>
        HttpResponse.json({ message: 'Support is unavailable' }, { status: 503 }),
      ),
    )
    const user = userEvent.setup()
    renderRoute('/support/new?category=billing&subject=Invoice&message=Wrong%20amount')
    await user.click(await screen.findByRole('button', { name: 'Send support request' }))
    expect(await screen.findByText('Your support request could not be sent')).toBeInTheDocument()
    expect(screen.getByText('Support is unavailable')).toBeInTheDocument()
  })

  it('works while the platform API is down and offers the support email with the ticket filled in (issue 11 item 9)', async () => {
    signInForTest()
    server.use(http.all('*/platform/*', () => HttpResponse.error()))
    const user = userEvent.setup()
    renderRoute('/support/new?category=billing&subject=Invoice&message=Wrong%20amount')
    await user.click(await screen.findByRole('button', { name: 'Send support request' }))
    expect(await screen.findByText('Your support request could not be sent')).toBeInTheDocument()
    const email = screen.getByRole('link', { name: 'support@example.com' })
    const href = new URL(email.getAttribute('href')!)
    expect(href.protocol).toBe('mailto:')
    expect(href.pathname).toBe('support@example.com')
    expect(href.searchParams.get('subject')).toBe('Invoice')
    expect(href.searchParams.get('body')).toContain('Wrong amount')
    expect(screen.queryByText('Sorry! An unexpected error occurred.')).not.toBeInTheDocument()
  })
})
