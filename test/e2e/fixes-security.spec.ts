import type { Page } from '@playwright/test'
import { DEMO, expect, signIn, test } from './support/fixtures'

// Issue 11, items 1 and 2 (security): sessions from the URL, and several tabs.
const SESSION_KEY = 'dashboard-auth-session'

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
/** A token as someone crafting a link would make it: another account, with the MFA level raised. */
function craftedToken() {
  const exp = Math.floor(Date.now() / 1000) + 3600
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: 'attacker', email: 'attacker@example.com', aal: 'aal2', exp })}.c2ln`
}
const plantedFragment = () =>
  `#access_token=${craftedToken()}&refresh_token=attacker-refresh&expires_in=3600&token_type=bearer`

const storedSession = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)

test('item 1: a session in a link does not replace the signed-in user', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/organizations')
  await expect(page.getByTestId('organization-list').getByRole('link', { name: 'Northwind Labs' })).toBeVisible()
  const before = await storedSession(page)

  await page.goto(`/dashboard/sign-in?returnTo=%2Forganizations${plantedFragment()}`)
  await expect(page.getByText('This sign-in link was not started from this browser, so it was ignored.', { exact: false })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
  expect(await storedSession(page)).toBe(before)
})

test('item 1: a session in a link does not sign in a visitor', async ({ page }) => {
  await page.goto(`/dashboard/sign-in${plantedFragment()}`)
  await expect(page.getByText(/This sign-in link was not started from this browser/)).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/sign-in$/)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  expect(await storedSession(page)).toBeNull()
})

test('item 1: an error text in the link is shown as plain text, bounded', async ({ page }) => {
  const hostile = `<img src=x onerror="window.__pwned=1">${'A'.repeat(400)}`
  await page.goto(`/dashboard/sign-in#error=server_error&error_description=${encodeURIComponent(hostile)}`)
  const toast = page.getByText(/^<img src=x onerror="window.__pwned=1">A+…$/)
  await expect(toast).toBeVisible()
  expect((await toast.textContent())?.length).toBe(200)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  await expect(page).toHaveURL(/\/dashboard\/sign-in$/)
})

test('item 2: signing out in one tab signs the other out and drops its data; signing in again reaches it too', async ({ page, context }) => {
  await signIn(page)
  await page.goto('/dashboard/organizations')
  await expect(page.getByTestId('organization-list').getByRole('link', { name: 'Northwind Labs' })).toBeVisible()
  const other = await context.newPage()
  await other.goto('/dashboard/org/northwind')
  await expect(other.getByRole('heading', { name: 'Northwind Labs' })).toBeVisible()

  await page.goto('/dashboard/logout')
  await expect(page).toHaveURL(/\/dashboard\/sign-in/)
  // The other tab follows: to sign-in, with nothing of the signed-out user left on screen.
  await expect(other).toHaveURL(/\/dashboard\/sign-in\?returnTo=%2Forg%2Fnorthwind$/)
  await expect(other.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(other.getByText('Northwind Labs')).toHaveCount(0)

  // Signing in (in the first tab) brings the other one back where it was, with the new session's token.
  const tokens: string[] = []
  other.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/platform/')) tokens.push(request.headers()['authorization'] ?? '')
  })
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
  await expect(other).toHaveURL(/\/dashboard\/org\/northwind$/)
  await expect(other.getByRole('heading', { name: 'Northwind Labs' })).toBeVisible()
  const session = JSON.parse((await storedSession(page)) ?? '{}') as { access_token?: string }
  expect(tokens.length).toBeGreaterThan(0)
  for (const token of tokens) expect(token).toBe(`Bearer ${session.access_token}`)
})
