import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import { factorsState } from '@mocks/auth/factors'
import { totp } from '@mocks/auth/totp'
import { server } from '@mocks/node'
import { getSession, sessionAal } from '@/features/auth/session-store'
import { renderRoute, signInForTest, warmUpPage } from '../../../../test/support/render'

const SLOW = { timeout: 20_000 }
const WARM_UP_MS = 120_000

// The first render compiles the route tree and the page: paid once here, not inside a test's waits.
beforeAll(() => warmUpPage('/account/security', () => screen.findByRole('button', { name: 'Add authenticator app' }, { timeout: WARM_UP_MS })), WARM_UP_MS)
const DEMO_EMAIL = 'demo@example.com'

async function openEnrolment(name?: string) {
  const user = userEvent.setup()
  signInForTest()
  renderRoute('/account/security')
  await user.click(await screen.findByRole('button', { name: 'Add authenticator app' }, SLOW))
  const dialog = await screen.findByRole('dialog', { name: 'Add an authenticator app' })
  if (name !== undefined) {
    await user.clear(within(dialog).getByLabelText(/^Name/))
    await user.type(within(dialog).getByLabelText(/^Name/), name)
  }
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
  const secret = (await within(dialog).findByLabelText('Secret')).textContent!.trim()
  return { user, dialog, secret, code: within(dialog).getByLabelText(/^Authentication code/) }
}

/** A verified factor of the demo user, straight in the mock's state. */
function seedVerifiedFactor(name: string, secret = 'JBSWY3DPEHPK3PXP') {
  factorsState.get()[DEMO_EMAIL] = [
    { id: 'f-1', friendly_name: name, factor_type: 'totp', status: 'verified', created_at: '2026-09-01T10:00:00Z', updated_at: '2026-09-01T10:00:00Z', secret },
  ]
}

describe('/account/security', { timeout: 60_000 }, () => {
  it('adds an authenticator app: letters refused, a wrong code kept for another try, the right one gives an aal2 session at once', async () => {
    const { user, dialog, secret, code } = await openEnrolment()
    expect(within(dialog).getByRole('img', { name: new RegExp(secret) })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/))

    await user.type(code, '12 ab 56')
    await user.click(within(dialog).getByRole('button', { name: 'Verify and enable' }))
    expect(await within(dialog).findByText('The code is made of digits only: remove the letters and other signs.')).toBeVisible()

    const good = await totp(secret)
    const wrong = String((Number(good) + 500_000) % 1_000_000).padStart(6, '0')
    await user.clear(code)
    await user.type(code, wrong)
    await user.click(within(dialog).getByRole('button', { name: 'Verify and enable' }))
    expect(await within(dialog).findByText('That code is not correct. Check your authenticator app and enter the current code.')).toBeVisible()
    expect(code).toHaveValue(wrong)
    expect(sessionAal(getSession())).toBe('aal1')

    await user.clear(code)
    await user.type(code, `${good.slice(0, 3)} ${good.slice(3)}`)
    await user.click(within(dialog).getByRole('button', { name: 'Verify and enable' }))
    await waitFor(() => expect(sessionAal(getSession())).toBe('aal2'))
    const row = await screen.findByRole('row', { name: /Authenticator app/ }, SLOW)
    expect(within(row).getByText('Verified')).toBeVisible()
    expect(screen.getByText('Add a backup')).toBeVisible()
  })

  it('says when the code request expired and keeps the code', async () => {
    server.use(
      http.post('*/auth/v1/factors/:id/verify', () =>
        HttpResponse.json({ code: 422, error_code: 'mfa_challenge_expired', msg: 'MFA challenge has expired' }, { status: 422 }),
      ),
    )
    const { user, dialog, code } = await openEnrolment()
    await user.type(code, '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Verify and enable' }))
    expect(await within(dialog).findByText('The code request expired. Enter the current code to try again.')).toBeVisible()
    expect(code).toHaveValue('123456')
  })

  it('shows a factor name with HTML as text', async () => {
    seedVerifiedFactor('<img src=x onerror=alert(1)>')
    signInForTest()
    renderRoute('/account/security')
    expect(await screen.findByRole('cell', { name: '<img src=x onerror=alert(1)>' }, SLOW)).toBeVisible()
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })

  it('asks an aal1 session for a code before removing a verified factor', async () => {
    seedVerifiedFactor('Phone')
    const user = userEvent.setup()
    signInForTest('aal1')
    renderRoute('/account/security')
    await user.click(await screen.findByRole('button', { name: 'Remove Phone' }, SLOW))
    const dialog = await screen.findByRole('dialog', { name: 'Remove Phone' })
    await user.type(within(dialog).getByLabelText(/^Authentication code/), await totp('JBSWY3DPEHPK3PXP'))
    await user.click(within(dialog).getByRole('button', { name: 'Verify and remove' }))
    expect(await screen.findByText('No authenticator apps yet.', {}, SLOW)).toBeVisible()
    expect(factorsState.get()[DEMO_EMAIL]).toEqual([])
  })

  it('allows at most two authenticator apps', async () => {
    seedVerifiedFactor('Phone')
    factorsState.get()[DEMO_EMAIL]!.push({ ...factorsState.get()[DEMO_EMAIL]![0]!, id: 'f-2', friendly_name: 'Laptop' })
    signInForTest()
    renderRoute('/account/security')
    expect(await screen.findByText(/You have 2 authenticator apps, the most an account can have/, {}, SLOW)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Add authenticator app' })).toBeDisabled()
  })
})
