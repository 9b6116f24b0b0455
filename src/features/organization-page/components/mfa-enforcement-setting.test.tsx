import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { factorsState } from '@mocks/auth/factors'
import { organizationsState } from '@mocks/handlers/organizations'
import { renderRoute, signInForTest } from '../../../../test/support/render'
import { MFA_SWITCH_LABEL } from './mfa-enforcement-setting'

const SLOW = { timeout: 30_000 }

describe("the organization's MFA rule", { timeout: 60_000 }, () => {
  it('stays off until the owner has a verified factor', async () => {
    signInForTest()
    renderRoute('/org/northwind?tab=settings')
    expect(await screen.findByText(/Add an authenticator app to your own account first/, {}, SLOW)).toBeVisible()
    expect(screen.getByRole('switch', { name: MFA_SWITCH_LABEL })).toBeDisabled()
  })

  it('an owner with a verified factor turns it on', async () => {
    factorsState.get()['demo@example.com'] = [
      { id: 'f-1', friendly_name: 'Phone', factor_type: 'totp', status: 'verified', created_at: '', updated_at: '', secret: 'JBSWY3DPEHPK3PXP' },
    ]
    const user = userEvent.setup()
    signInForTest('aal2')
    renderRoute('/org/northwind?tab=settings')
    const toggle = await screen.findByRole('switch', { name: MFA_SWITCH_LABEL }, SLOW)
    await expect.poll(() => toggle.hasAttribute('disabled')).toBe(false)
    await user.click(toggle)
    expect(await screen.findByText('Members must now use multi-factor authentication.')).toBeVisible()
    expect(organizationsState.get().find((o) => o.slug === 'northwind')?.organization_requires_mfa).toBe(true)
  })
})
