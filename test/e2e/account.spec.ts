import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { totp } from '../../mocks/auth/totp'
import { MFA_TOTP_SECRET } from '../../mocks/fixtures/users'
import { allowConsole, DEMO, expect, mock, signIn, test } from './support/fixtures'

// Issue 33: the account area, multi-factor authentication and the MFA rule's way out.
// Several pages and sign-ins per test: generous time on a loaded machine (no fixed waits).
test.describe.configure({ timeout: 120_000 })

const SESSION_KEY = 'dashboard-auth-session'
const storedAal = (page: Page) =>
  page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }
    const payload = (session.access_token ?? '..').split('.')[1] ?? ''
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')) || '{}') as { aal?: string }).aal
  }, SESSION_KEY)

async function submitPassword(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** A six-digit code that is not the secret's code of now or of a step either side. */
async function wrongCode(secret: string) {
  const now = Date.now()
  const valid = new Set(await Promise.all([-30_000, 0, 30_000].map((offset) => totp(secret, now + offset))))
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0')
    if (!valid.has(candidate)) return candidate
  }
}

test('a new user meets the MFA rule, adds an authenticator app from the shown secret, and the aal2 session reaches the project', async ({ page }) => {
  allowConsole(page, /status of 422/)
  await page.goto('/dashboard/sign-in')
  await submitPassword(page, DEMO.email)
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
  await page.goto('/dashboard/project/vaultlinepay01')
  await expect(page).toHaveURL(/\/dashboard\/org\/vaultline\?returnTo=%2Fproject%2Fvaultlinepay01$/)
  await expect(page.getByText('This organization requires multi-factor authentication')).toBeVisible()
  await page.getByRole('link', { name: 'Set up multi-factor authentication' }).click()
  await expect(page).toHaveURL(/\/dashboard\/account\/security\?returnTo=%2Fproject%2Fvaultlinepay01$/)

  await page.getByRole('button', { name: 'Add authenticator app' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add an authenticator app' })
  await dialog.getByLabel('Name').fill('<b>Phone</b>')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const secret = (await dialog.getByLabel('Secret', { exact: true }).textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  // The QR code is an image whose text alternative carries the secret.
  await expect(dialog.getByRole('img', { name: new RegExp(`QR code .*${secret}`) })).toBeVisible()
  await expect(dialog.getByLabel('Setup link', { exact: true })).toContainText(`secret=${secret}`)

  const code = dialog.getByLabel('Authentication code')
  await code.fill('12ab56')
  await dialog.getByRole('button', { name: 'Verify and enable' }).click()
  await expect(dialog.getByText('The code is made of digits only: remove the letters and other signs.')).toBeVisible()
  await code.fill(await wrongCode(secret))
  await dialog.getByRole('button', { name: 'Verify and enable' }).click()
  await expect(dialog.getByText('That code is not correct. Check your authenticator app and enter the current code.')).toBeVisible()
  expect(await storedAal(page)).toBe('aal1')

  // Spaces are ignored: the code as many apps show it, in two groups.
  const good = await totp(secret)
  await code.fill(`${good.slice(0, 3)} ${good.slice(3)}`)
  await dialog.getByRole('button', { name: 'Verify and enable' }).click()
  await expect(page).toHaveURL(/\/dashboard\/project\/vaultlinepay01$/)
  expect(await storedAal(page)).toBe('aal2')

  await page.goto('/dashboard/account/security')
  const row = page.getByRole('row', { name: /<b>Phone<\/b>/ })
  await expect(row).toContainText('Verified')
  await expect(page.getByText('Add a backup')).toBeVisible()
})

test('cancelling an enrolment removes the unverified factor', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/account/security')
  await page.getByRole('button', { name: 'Add authenticator app' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add an authenticator app' })
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByLabel('Secret', { exact: true })).toBeVisible()
  const removed = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/auth/v1/factors/'))
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect((await removed).status()).toBe(200)
  await expect(page.getByText('No authenticator apps yet.')).toBeVisible()
})

test('sign-in with a factor asks for the code before anything loads, keeps returnTo, refuses a wrong code and offers sign out', async ({ page }) => {
  allowConsole(page, /status of 422/)
  await page.goto('/dashboard/project/vaultlinepay01')
  await expect(page).toHaveURL(/\/dashboard\/sign-in\?returnTo=%2Fproject%2Fvaultlinepay01$/)
  await submitPassword(page, 'mfa@example.com')
  await expect(page).toHaveURL(/\/dashboard\/sign-in-mfa\?returnTo=%2Fproject%2Fvaultlinepay01$/)
  await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible()
  // Nothing of the signed-in area is there yet.
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0)
  await page.getByLabel('Authentication code').fill(await wrongCode(MFA_TOTP_SECRET))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('That code is not correct. Check your authenticator app and enter the current code.')).toBeVisible()
  // Any signed-in page sends a session that owes a code back to this step.
  await page.goto('/dashboard/organizations')
  await expect(page).toHaveURL(/\/dashboard\/sign-in-mfa\?returnTo=%2Forganizations$/)
  await page.getByRole('link', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/dashboard\/sign-in$/)

  await page.goto('/dashboard/sign-in?returnTo=%2Fproject%2Fvaultlinepay01')
  await submitPassword(page, 'mfa@example.com')
  await expect(page).toHaveURL(/\/dashboard\/sign-in-mfa\?returnTo=%2Fproject%2Fvaultlinepay01$/)
  await page.getByLabel('Authentication code').fill(await totp(MFA_TOTP_SECRET))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/dashboard\/project\/vaultlinepay01$/)
  expect(await storedAal(page)).toBe('aal2')
})

test('an access token is shown once, is absent after a reload, and can be revoked', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/account/tokens')
  await expect(page.getByText(/No access tokens yet/)).toBeVisible()
  await page.getByRole('button', { name: 'Generate new token' }).click()
  const dialog = page.getByRole('dialog', { name: 'Generate an access token' })
  await dialog.getByRole('button', { name: 'Generate token' }).click()
  await expect(dialog.getByText('Enter a name, so you know later what the token is for.')).toBeVisible()
  await dialog.getByLabel('Name').fill('CI deploys')
  await dialog.getByRole('combobox', { name: 'Expires in' }).click()
  await page.getByRole('option', { name: '90 days' }).click()
  await dialog.getByRole('button', { name: 'Generate token' }).click()
  const shown = page.getByRole('dialog', { name: 'Your new access token' })
  await expect(shown.getByText('Copy this token now: it is shown this once and never again.')).toBeVisible()
  const token = (await shown.getByLabel('Access token', { exact: true }).textContent())!.trim()
  expect(token).toMatch(/^pat_[0-9a-f]{40}$/)
  await shown.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('row', { name: /CI deploys/ })).toBeVisible()
  await expect(page.getByText(token)).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('row', { name: /CI deploys/ })).toBeVisible()
  expect(await page.content()).not.toContain(token)

  await page.getByRole('button', { name: 'Revoke CI deploys' }).click()
  await page.getByRole('dialog', { name: 'Revoke CI deploys' }).getByRole('button', { name: 'Revoke token' }).click()
  await expect(page.getByText(/No access tokens yet/)).toBeVisible()
})

test('the user menu reaches the four account pages', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/organizations')
  for (const [item, heading] of [
    ['Profile and preferences', 'Account'],
    ['Security', 'Multi-factor authentication'],
    ['Access tokens', 'Access tokens'],
    ['Audit log', 'Audit log'],
  ] as const) {
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: item }).click()
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
  }
  await expect(page.getByRole('row', { name: /user\.sign_in|project\.create/ }).first()).toBeVisible()
})

const PAGES = [
  { path: '/account/me', heading: 'Account', title: 'Account | Dashboard' },
  { path: '/account/security', heading: 'Multi-factor authentication', title: 'Security | Dashboard' },
  { path: '/account/tokens', heading: 'Access tokens', title: 'Access tokens | Dashboard' },
  { path: '/account/audit', heading: 'Audit log', title: 'Audit log | Dashboard' },
]
for (const theme of ['light', 'dark'] as const) {
  for (const account of PAGES) {
    test(`${account.path} in the ${theme} theme: no serious or critical axe violation, and its title`, async ({ page }) => {
      await signIn(page)
      await page.addInitScript((value) => localStorage.setItem('dashboard-theme', value), theme)
      await page.goto(`/dashboard${account.path}`)
      await expect(page.getByRole('heading', { name: account.heading, level: 1 })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme)
      await expect(page.getByText(/Loading/)).toHaveCount(0)
      await expect(page).toHaveTitle(account.title)
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
}

test('self-hosted: with an auth service the security page works and tokens and audit say they are the hosted platform\'s; without one, nobody is signed in', async ({ page }) => {
  await mock.config({ platform: false })
  await signIn(page)
  await page.goto('/dashboard/account/security')
  await expect(page.getByText('Multi-factor authentication', { exact: true }).first()).toBeVisible({ timeout: 30_000 })
  await page.goto('/dashboard/account/tokens')
  await expect(page.getByText('Personal access tokens belong to the hosted platform: this self-hosted dashboard has none.')).toBeVisible()
  await page.goto('/dashboard/account/audit')
  await expect(page.getByText('The audit log belongs to the hosted platform: this self-hosted dashboard keeps none.')).toBeVisible()

  await mock.config({ platform: false, authUrl: '' })
  await page.goto('/dashboard/account/me')
  await expect(page.getByText('No signed-in person')).toBeVisible({ timeout: 30_000 })
})
