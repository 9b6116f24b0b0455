import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { renderRoute, signInForTest } from '../../../../test/support/render'

const SLOW = { timeout: 10_000 }

function captureCreations() {
  const bodies: unknown[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/platform/organizations')
      bodies.push(await request.clone().json())
  })
  return bodies
}

/** Types a value at once (pasting): long forms under a loaded machine stay within the test's time. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.clear(input)
  await user.click(input)
  await user.paste(value)
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Type' }))
  await user.click(await screen.findByRole('option', { name: label }))
}

describe('organization creation at /new (issue 11 item 8)', () => {
  it('creates a free organization and lands on it', async () => {
    signInForTest()
    const bodies = captureCreations()
    const user = userEvent.setup()
    const { router } = renderRoute('/new')
    expect(await screen.findByRole('heading', { name: 'Create a new organization' }, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Plan: Free' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Billing details' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Create organization' }))
    expect(screen.getByText('Enter a name for the organization')).toBeInTheDocument()
    expect(screen.getByText('Choose the type of organization')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Umbrella Research')
    await chooseType(user, 'Startup')
    await user.click(screen.getByRole('button', { name: 'Create organization' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/umbrella-research'), SLOW)
    expect(bodies).toEqual([{ name: 'Umbrella Research', kind: 'STARTUP', tier: 'tier_free' }])
    expect(await screen.findByRole('heading', { name: 'Umbrella Research' }, SLOW)).toBeInTheDocument()
  }, 40_000)

  it('preselects the plan of ?plan=pro and asks for billing details before sending', async () => {
    signInForTest()
    const bodies = captureCreations()
    const user = userEvent.setup()
    renderRoute('/new?plan=pro')
    expect(await screen.findByRole('heading', { name: 'Plan: Pro' }, SLOW)).toBeInTheDocument()
    expect(within(screen.getByTestId('tier_pro')).getByRole('button', { name: 'Pro selected' })).toHaveAttribute('aria-pressed', 'true')
    const billing = screen.getByRole('region', { name: 'Billing details' })
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Stark Industries')
    await user.click(screen.getByRole('button', { name: 'Create organization' }))
    expect(within(billing).getByText('Enter the email address for invoices')).toBeInTheDocument()
    expect(within(billing).getByText('Enter the 16 digits of the card number')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
  }, 40_000)

  it('sends the billing details of a paid plan; a declined card keeps what was typed', async () => {
    signInForTest()
    const bodies = captureCreations()
    const user = userEvent.setup()
    const { router } = renderRoute('/new?plan=pro')
    const billing = await screen.findByRole('region', { name: 'Billing details' }, SLOW)
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Stark Industries')
    await chooseType(user, 'Company')
    await fill(user, within(billing).getByRole('textbox', { name: 'Billing email' }), 'ap@stark.example')
    await fill(user, within(billing).getByRole('textbox', { name: 'Address' }), '10880 Malibu Point')
    await fill(user, within(billing).getByRole('textbox', { name: 'Country code' }), 'us')
    await fill(user, within(billing).getByRole('textbox', { name: 'Card number' }), '4000 0000 0000 0002')
    await user.click(screen.getByRole('button', { name: 'Create organization' }))
    expect(await screen.findByText('Your card was declined.', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Stark Industries')

    await fill(user, within(billing).getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242')
    await user.click(screen.getByRole('button', { name: 'Create organization' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/stark-industries'), { timeout: 20_000 })
    expect(bodies.at(-1)).toEqual({
      name: 'Stark Industries',
      kind: 'COMPANY',
      tier: 'tier_pro',
      billing: { email: 'ap@stark.example', line1: '10880 Malibu Point', country: 'US', card_number: '4242424242424242' },
    })
  }, 60_000)

  it('switches plan with the cards: Team asks for billing, Free does not', async () => {
    signInForTest()
    const user = userEvent.setup()
    renderRoute('/new?plan=team')
    expect(await screen.findByRole('heading', { name: 'Plan: Team' }, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Billing details' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Choose Free' }))
    expect(screen.getByRole('heading', { name: 'Plan: Free' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Billing details' })).not.toBeInTheDocument()
  })
})
