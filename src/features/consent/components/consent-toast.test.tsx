import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { configureMock } from '@mocks/state'
import { sendTelemetryEvent } from '@/features/telemetry/telemetry'
import { renderRoute, signInForTest } from '../../../../test/support/render'
import { testConfig } from '../../../../test/support/test-config'
import { CONSENT_STORAGE_KEY, TELEMETRY_COOKIE, useConsentStore } from '../consent-store'

const LOAD = { timeout: 8000 }

function captureTelemetry() {
  const actions: string[] = []
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/platform/telemetry/event')
      actions.push(((await request.clone().json()) as { action: string }).action)
  })
  return actions
}

async function renderHosted() {
  signInForTest()
  const user = userEvent.setup()
  renderRoute('/organizations')
  const toast = await screen.findByRole('region', { name: 'Cookie consent' }, LOAD)
  return { user, toast }
}

const storedDecision = () =>
  JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as {
    allServices: boolean
    services: Record<string, boolean>
  } | null

describe('cookie consent', () => {
  beforeEach(() => useConsentStore.getState().reload())

  it('shows the toast with Accept, Opt out and Privacy settings while undecided; Accept grants all and sends telemetry', async () => {
    const events = captureTelemetry()
    const { user, toast } = await renderHosted()
    await sendTelemetryEvent({ action: 'before_consent' })
    expect(within(toast).getByRole('button', { name: 'Opt out' })).toBeInTheDocument()
    expect(within(toast).getByRole('button', { name: 'Privacy settings' })).toBeInTheDocument()
    expect(toast).toHaveStyle({ position: 'fixed', right: 'calc(16px + var(--dashboard-side-panel-inset, 0px))', bottom: '16px' })

    await user.click(within(toast).getByRole('button', { name: 'Accept' }))
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument()
    expect(storedDecision()).toMatchObject({ allServices: true })
    await sendTelemetryEvent({ action: 'after_consent' })
    await waitFor(() => expect(events).toEqual(['after_consent']))
  })

  it('Opt out denies all, expires the telemetry cookie and keeps telemetry off', async () => {
    document.cookie = `${TELEMETRY_COOKIE}=abc; path=/`
    const events = captureTelemetry()
    const { user, toast } = await renderHosted()
    expect(document.cookie).toContain(`${TELEMETRY_COOKIE}=abc`)
    await user.click(within(toast).getByRole('button', { name: 'Opt out' }))
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument()
    expect(document.cookie).not.toContain(TELEMETRY_COOKIE)
    expect(storedDecision()).toMatchObject({ allServices: false, services: {} })
    await sendTelemetryEvent({ action: 'x' })
    expect(events).toEqual([])
  })

  it('remembers the decision', async () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ decidedAt: '2026-01-01T00:00:00Z', allServices: true, services: {} }),
    )
    useConsentStore.getState().reload()
    signInForTest()
    renderRoute('/organizations')
    await screen.findByRole('button', { name: 'User menu' }, LOAD)
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument()
  })

  it('treats a stored decision of the wrong shape as undecided', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"accepted":"yes"}')
    useConsentStore.getState().reload()
    await renderHosted()
  })

  it('privacy settings: one toggle per category, essential fixed on, confirm applies the chosen statuses', async () => {
    const events = captureTelemetry()
    const { user, toast } = await renderHosted()
    await user.click(within(toast).getByRole('button', { name: 'Privacy settings' }))
    const dialog = await screen.findByRole('dialog', { name: 'Privacy settings' }, LOAD)
    const essential = await within(dialog).findByRole('switch', { name: /^Strictly necessary/ }, LOAD)
    expect(essential).toBeChecked()
    expect(essential).toBeDisabled()
    const analytics = within(dialog).getByRole('switch', { name: /^Analytics/ })
    const marketing = within(dialog).getByRole('switch', { name: /^Marketing/ })
    expect(analytics).not.toBeChecked()
    expect(marketing).not.toBeChecked()
    await user.click(analytics)
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Privacy settings' })).not.toBeInTheDocument())
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument()
    expect(storedDecision()).toMatchObject({
      allServices: false,
      services: {
        'dashboard-session': true,
        'consent-record': true,
        'dashboard-telemetry': true,
        'campaign-attribution': false,
      },
    })
    await sendTelemetryEvent({ action: 'allowed_by_settings' })
    await waitFor(() => expect(events).toEqual(['allowed_by_settings']))
  })

  it("says 'Unable to Load Privacy Settings' with the ad-blocker and support advice when the categories cannot load", async () => {
    configureMock({ scenarios: ['privacy-settings-error'] })
    const { user, toast } = await renderHosted()
    await user.click(within(toast).getByRole('button', { name: 'Privacy settings' }))
    const dialog = await screen.findByRole('dialog', { name: 'Privacy settings' }, LOAD)
    expect(await within(dialog).findByText('Unable to Load Privacy Settings')).toBeInTheDocument()
    expect(within(dialog).getByText(/ad blocker/)).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      expect.stringContaining('/dashboard/support/new'),
    )
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument()
  })

  it('is absent self-hosted, where consent counts as accepted', async () => {
    configureMock({ platform: false })
    const events = captureTelemetry()
    renderRoute('/project/default', { config: testConfig({ platform: false, authUrl: '' }) })
    await screen.findByRole('button', { name: 'User menu' }, LOAD)
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument()
    await sendTelemetryEvent({ action: 'self_hosted' })
    await waitFor(() => expect(events).toEqual(['self_hosted']))
  })
})
