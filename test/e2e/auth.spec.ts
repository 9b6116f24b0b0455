import type { Page } from '@playwright/test'
import { MFA_TOTP_SECRET } from '../../mocks/fixtures/users'
import { totp } from '../../mocks/auth/totp'
import { allowConsole, DEMO, expect, mock, test } from './support/fixtures'

const SESSION_KEY = 'dashboard-auth-session'

/** Signs in through the real form on the page that is open (a /sign-in URL). */
async function submitSignIn(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

async function signInThroughForm(page: Page, email = DEMO.email) {
  await page.goto('/dashboard/sign-in')
  await submitSignIn(page, email)
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
}

const organizationList = (page: Page) => page.getByTestId('organization-list')

test('signing in with the demo account lands on the organizations, and the session survives a reload', async ({
  page,
}) => {
  await page.goto('/dashboard/sign-in')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  const tokenResponse = page.waitForResponse((response) =>
    response.url().includes('/auth/v1/token?grant_type=password'),
  )
  await submitSignIn(page)
  expect((await tokenResponse).status()).toBe(200)
  expect((await tokenResponse).request().method()).toBe('POST')
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
  await expect(organizationList(page).getByRole('link', { name: 'Northwind Labs' })).toBeVisible()
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? '{}')).toMatchObject({
    user: { email: DEMO.email },
  })

  await page.reload()
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
  await expect(organizationList(page).getByRole('link', { name: 'Northwind Labs' })).toBeVisible()
})

test('a wrong password gives a clear message and no session', async ({ page }) => {
  allowConsole(page, /status of 400 .*\/auth\/v1\/token\?grant_type=password/)
  await page.goto('/dashboard/sign-in')
  await submitSignIn(page, DEMO.email, 'not-the-password')
  await expect(page.getByText('The email or password is not correct. Check them and try again.')).toBeVisible()
  await expect(page.getByText('Invalid login credentials').first()).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/sign-in$/)
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull()
})

test('a password over 99 characters is refused before it is sent', async ({ page }) => {
  await page.goto('/dashboard/sign-in')
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email)
  await page.getByLabel('Password', { exact: true }).fill('x'.repeat(100))
  await expect(page.getByText('Maximum length of password exceeded')).toBeVisible()
  await expect(page.getByText('Password should be less than 100 characters')).toBeVisible()
  let sent = false
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/token')) sent = true
  })
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard\/sign-in$/)
  expect(sent).toBe(false)
})

test('signing out clears the session and the assistant data, and a reload stays signed out', async ({ page }) => {
  await signInThroughForm(page)
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('dashboard-assistant', 1)
        request.onupgradeneeded = () => request.result.createObjectStore('chats')
        request.onsuccess = () => {
          request.result.close()
          resolve()
        }
        request.onerror = () => reject(new Error('could not open IndexedDB'))
      }),
  )
  await page.evaluate(() => localStorage.setItem('dashboard-ai-assistant-state-northwindshop1', '{}'))
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toContain(
    'dashboard-assistant',
  )

  const logout = page.waitForRequest(
    (request) => request.url().endsWith('/auth/v1/logout') && request.method() === 'POST',
  )
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  expect((await logout).headers().authorization).toMatch(/^Bearer /)
  await expect(page).toHaveURL(/\/dashboard\/sign-in$/)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()

  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('dashboard-ai-assistant-state-northwindshop1'))).toBeNull()
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).not.toContain(
    'dashboard-assistant',
  )

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.goto('/dashboard/organizations')
  await expect(page).toHaveURL(/\/dashboard\/sign-in\?returnTo=%2Forganizations$/)
})

test('/logout signs out', async ({ page }) => {
  await signInThroughForm(page)
  await page.goto('/dashboard/logout')
  await expect(page).toHaveURL(/\/dashboard\/sign-in$/)
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull()
})

test('an unknown organization redirects to the landing path with error=org_not_found and a toast', async ({ page }) => {
  await signInThroughForm(page)
  await page.goto('/dashboard/org/x/billing')
  await expect(page).toHaveURL(/\/dashboard\/organizations\?error=org_not_found&org=x$/)
  await expect(page.getByText("We couldn't find that organization")).toBeVisible()
  await expect(organizationList(page).getByRole('link', { name: 'Northwind Labs' })).toBeVisible()
})

test('an unknown project redirects to the landing path with a toast', async ({ page }) => {
  await signInThroughForm(page)
  await page.goto('/dashboard/project/nosuchproject/logs')
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
  await expect(page.getByText('This project does not exist')).toBeVisible()
})

test('a preview branch ref opens like a project', async ({ page }) => {
  await signInThroughForm(page)
  await page.goto('/dashboard/project/northwindshop2/logs')
  await expect(page).toHaveURL(/\/dashboard\/project\/northwindshop2\/logs$/)
})

test('a signed-out visit goes to sign-in with returnTo, and signing in lands there', async ({ page }) => {
  await page.goto('/dashboard/project/northwindshop1/logs?tab=errors')
  await expect(page).toHaveURL(/\/dashboard\/sign-in\?returnTo=%2Fproject%2Fnorthwindshop1%2Flogs%3Ftab%3Derrors$/)
  await submitSignIn(page)
  await expect(page).toHaveURL(/\/dashboard\/project\/northwindshop1\/logs\?tab=errors$/)
})

test('returnTo with /dashboard and extra parameters lands on the merged target', async ({ page }) => {
  await page.goto('/dashboard/sign-in?returnTo=%2Fdashboard%2Forg%2Fnorthwind&from=email')
  await submitSignIn(page)
  await expect(page).toHaveURL(/\/dashboard\/org\/northwind\?from=email$/)
})

for (const hostile of [
  '//evil.com',
  'https://evil.com',
  '/\\evil.com',
  'javascript:alert(1)',
  '%2F%2Fevil.com',
  '/org/../../evil',
]) {
  test(`a hostile returnTo (${hostile}) falls back to /organizations`, async ({ page }) => {
    await page.goto(`/dashboard/sign-in?returnTo=${encodeURIComponent(hostile)}`)
    await submitSignIn(page)
    await expect(page).toHaveURL(/\/dashboard\/organizations$/)
    expect(new URL(page.url()).origin).toBe(new URL(process.env.E2E_BASE_URL ?? '').origin)
  })
}

test('a signed-in user opening /sign-in goes to returnTo', async ({ page }) => {
  await signInThroughForm(page)
  await page.goto('/dashboard/sign-in?returnTo=%2Forg%2Fglobex')
  await expect(page).toHaveURL(/\/dashboard\/org\/globex$/)
  await page.goto('/dashboard/sign-in?returnTo=%2F%2Fevil.com')
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
})

test('an organization requiring MFA keeps an aal1 user on its page, and lets an aal2 user in', async ({ page }) => {
  // Two sign-ins and seven page loads: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000)
  await mock.scenario('mfa-required')
  await signInThroughForm(page)
  await page.goto('/dashboard/org/globex/billing')
  await expect(page).toHaveURL(/\/dashboard\/org\/globex\?returnTo=%2Forg%2Fglobex%2Fbilling$/)
  await page.goto('/dashboard/project/globexcrmprod1/logs')
  await expect(page).toHaveURL(/\/dashboard\/org\/globex\?returnTo=%2Fproject%2Fglobexcrmprod1%2Flogs$/)
  // Other organizations are not affected.
  await page.goto('/dashboard/org/northwind/billing')
  await expect(page).toHaveURL(/\/dashboard\/org\/northwind\/billing$/)

  await page.goto('/dashboard/logout')
  await expect(page).toHaveURL(/\/dashboard\/sign-in$/)
  // The MFA account gives its authenticator code after the password (issue 33), then holds an aal2 session.
  await submitSignIn(page, 'mfa@example.com')
  await expect(page).toHaveURL(/\/dashboard\/sign-in-mfa\?returnTo=%2Forganizations$/)
  await page.getByLabel('Authentication code').fill(await totp(MFA_TOTP_SECRET))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
  await page.goto('/dashboard/org/globex/billing')
  await expect(page).toHaveURL(/\/dashboard\/org\/globex\/billing$/)
  await page.goto('/dashboard/project/globexcrmprod1/logs')
  await expect(page).toHaveURL(/\/dashboard\/project\/globexcrmprod1\/logs$/)
})

test('self-hosted without an auth service lands on /project/default with no sign-in', async ({ page }) => {
  await mock.config({ platform: false, authUrl: '' })
  await page.goto('/dashboard/')
  await expect(page).toHaveURL(/\/dashboard\/project\/default$/)
  await page.goto('/dashboard/sign-in')
  await expect(page).toHaveURL(/\/dashboard\/project\/default$/)
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull()
})

test('Continue with GitHub redirects to the auth service and comes back signed in at returnTo', async ({ page }) => {
  await page.goto('/dashboard/sign-in?returnTo=%2Forg%2Fnorthwind')
  const authorize = page.waitForRequest((request) => request.url().includes('/auth/v1/authorize'))
  await page.getByRole('button', { name: 'Continue with GitHub' }).click()
  const url = new URL((await authorize).url())
  expect(url.searchParams.get('provider')).toBe('github')
  // The sign-in's anti-forgery state rides along in redirect_to (issue 11 item 1).
  const redirectTo = new URL(url.searchParams.get('redirect_to')!)
  expect(`${redirectTo.origin}${redirectTo.pathname}`).toBe(`${process.env.E2E_BASE_URL}/dashboard/sign-in`)
  expect(redirectTo.searchParams.get('returnTo')).toBe('/org/northwind')
  expect(redirectTo.searchParams.get('sign_in_state')).toMatch(/^[A-Za-z0-9]{32}$/)
  await expect(page).toHaveURL(/\/dashboard\/org\/northwind$/)
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toContain('refresh_token')
})

test('an unverified GitHub user is told to verify their email on GitHub first', async ({ page }) => {
  await mock.scenario('github-unverified')
  await page.goto('/dashboard/sign-in')
  await page.getByRole('button', { name: 'Continue with GitHub' }).click()
  await expect(page.getByText('Unverified GitHub user')).toBeVisible()
  await expect(page.getByText(/Please verify your email on GitHub first, then contact support/)).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/sign-in$/)
})
