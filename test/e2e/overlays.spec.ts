import type { Page } from '@playwright/test'
import { crashSupportSearch } from '../../src/components/crash-report'
import { allowConsole, expect, mock, signIn, test } from './support/fixtures'

const UNIFIED_LOGS = 'dashboard-preview-unified-logs'
const CONSENT_KEY = 'dashboard-consent'

/** Decides consent before the app starts, for tests about something else. */
async function acceptConsent(page: Page) {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key))
      localStorage.setItem(
        key,
        JSON.stringify({ decidedAt: new Date().toISOString(), allServices: true, services: {} }),
      )
  }, CONSENT_KEY)
}

const previewModal = (page: Page) => page.getByRole('dialog', { name: 'Dashboard feature previews' })

test.describe('feature previews', () => {
  test('open by URL on a preview; the toggle persists across a reload and changes the logs page', async ({ page }) => {
    await signIn(page)
    await acceptConsent(page)
    await page.goto(`/dashboard/org/globex?featurePreviewModal=${UNIFIED_LOGS}`)
    const modal = previewModal(page)
    const pane = modal.getByRole('region', { name: 'New Logs interface' })
    await expect(pane.getByText('New', { exact: true })).toBeVisible()
    await expect(pane.getByRole('link', { name: 'Give feedback' })).toHaveAttribute('href', /discussions/)
    // Bodies sent by fetch(Request) are not visible to the browser's devtools; component tests check them.
    const telemetry = page.waitForRequest(
      (request) => request.url().endsWith('/platform/telemetry/event') && request.method() === 'POST',
    )
    await pane.getByRole('button', { name: 'Enable' }).click()
    await telemetry
    await expect(modal.getByRole('button', { name: /New Logs interface/ })).toContainText('On')

    await page.reload()
    await expect(
      previewModal(page).getByRole('region', { name: 'New Logs interface' }).getByRole('button', { name: 'Disable' }),
    ).toBeVisible()
    expect(await page.evaluate((key) => localStorage.getItem(key), UNIFIED_LOGS)).toBe('true')

    await page.goto('/dashboard/project/globexcrmprod1/logs')
    await expect(page.getByTestId('unified-logs-notice')).toContainText('New Logs interface')
  })

  test('open from the user menu and close, keeping the page', async ({ page }) => {
    await signIn(page)
    await acceptConsent(page)
    await page.goto('/dashboard/organizations')
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Feature previews' }).click()
    await expect(previewModal(page)).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/organizations\?featurePreviewModal=true$/)
    await expect(
      previewModal(page).getByRole('navigation', { name: 'Feature previews' }).getByRole('button'),
    ).toHaveCount(6)
    await page.getByRole('button', { name: 'Close feature previews' }).click()
    await expect(previewModal(page)).toBeHidden()
    await expect(page).toHaveURL(/\/dashboard\/organizations$/)
  })

  test('a destructive action goes through the confirmation dialog: reset feature previews', async ({ page }) => {
    await signIn(page)
    await acceptConsent(page)
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-previews-seeded')) {
        localStorage.setItem('dashboard-preview-new-storage-ui', 'true')
        localStorage.setItem('dashboard-preview-cls', 'true')
        sessionStorage.setItem('e2e-previews-seeded', '1')
      }
    })
    await page.goto('/dashboard/organizations?featurePreviewModal=true')
    await previewModal(page).getByRole('button', { name: 'Reset feature previews' }).click()
    const confirm = page.getByRole('dialog', { name: 'Reset feature previews' })
    await expect(confirm).toContainText('New Storage interface, Column-level privileges')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('dashboard-preview-cls'))).toBe('true')

    await previewModal(page).getByRole('button', { name: 'Reset feature previews' }).click()
    await page.getByRole('dialog', { name: 'Reset feature previews' }).getByRole('button', { name: 'Reset' }).click()
    await expect(previewModal(page).getByRole('button', { name: 'Reset feature previews' })).toBeDisabled()
    await page.reload()
    await expect(previewModal(page).getByRole('button', { name: /Column-level privileges/ })).toContainText('Off')
    expect(await page.evaluate(() => localStorage.getItem('dashboard-preview-new-storage-ui'))).toBe('false')
  })
})

test.describe('command menu', () => {
  test('Ctrl+K opens it; choosing a destination navigates and closes it', async ({ page }) => {
    await signIn(page)
    await acceptConsent(page)
    await page.goto('/dashboard/organizations')
    await expect(page.getByTestId('organization-list')).toBeVisible()
    await page.keyboard.press('Control+k')
    const search = page.getByRole('textbox', { name: 'Search commands' })
    await expect(search).toBeVisible()
    await search.fill('storefront logs')
    await page.locator('.mantine-Spotlight-action', { hasText: 'Logs' }).first().click()
    await expect(page).toHaveURL(/\/dashboard\/project\/northwindshop1\/logs$/)
    await expect(search).toBeHidden()
    // The logs page is shown (the address changes before the page has loaded; a Back before then never
    // leaves the organization list, and a menu opened on it rightly stays open).
    await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible()

    await page.keyboard.press('Control+k')
    await expect(search).toBeVisible()
    await expect(page.locator('.mantine-Spotlight-action').first()).toContainText('Logs')
    await page.goBack()
    await expect(page).toHaveURL(/\/dashboard\/organizations$/)
    await expect(search).toBeHidden()
  })
})

test.describe('cookie consent', () => {
  const toast = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })

  test('Accept grants all, hides the toast for good and lets telemetry through', async ({ page }) => {
    await signIn(page)
    await page.goto('/dashboard/organizations?featurePreviewModal=true')
    await expect(toast(page)).toBeVisible()
    let events = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/platform/telemetry/event')) events += 1
    })
    await previewModal(page).getByRole('button', { name: 'Enable', exact: true }).click()
    await page.getByRole('button', { name: 'Close feature previews' }).click()
    await toast(page).getByRole('button', { name: 'Accept' }).click()
    await expect(toast(page)).toBeHidden()
    expect(events).toBe(0)
    await page.reload()
    await expect(page.getByTestId('organization-list')).toBeVisible()
    await expect(toast(page)).toBeHidden()
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY))!)).toMatchObject({
      allServices: true,
    })

    const telemetry = page.waitForRequest((request) => request.url().endsWith('/platform/telemetry/event'))
    await page.goto('/dashboard/organizations?featurePreviewModal=true')
    await previewModal(page).getByRole('button', { name: 'Disable', exact: true }).click()
    await telemetry
  })

  test('a decision is kept: after Accept the toast never returns, on later pages, after a reload, in other tabs', async ({
    page,
    context,
  }) => {
    await signIn(page)
    await page.goto('/dashboard/organizations')
    // A second tab of the same browser, open before the decision.
    const other = await context.newPage()
    await other.goto('/dashboard/org/northwind/billing')
    await expect(toast(other)).toBeVisible()
    await toast(page).getByRole('button', { name: 'Accept' }).click()
    await expect(toast(page)).toBeHidden()
    await expect(toast(other)).toBeHidden()
    await page.getByRole('link', { name: 'Northwind Labs' }).first().click()
    await expect(page.getByRole('heading', { name: 'Northwind Labs' })).toBeVisible()
    await expect(toast(page)).toBeHidden()
    await page.goto('/dashboard/org/northwind/billing')
    await expect(page.getByRole('heading', { level: 1, name: /Billing/ })).toBeVisible()
    await expect(toast(page)).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: /Billing/ })).toBeVisible()
    await expect(toast(page)).toBeHidden()
    await page.goto('/dashboard/project/northwindshop1')
    await expect(page.getByRole('main')).toBeVisible()
    await expect(toast(page)).toBeHidden()

    const second = await context.newPage()
    await second.goto('/dashboard/org/northwind')
    await expect(second.getByRole('heading', { name: 'Northwind Labs' })).toBeVisible()
    await expect(toast(second)).toBeHidden()
  })

  test('Opt out denies all and expires the telemetry cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'dashboard_telemetry_id', value: 'abc123', url: baseURL! }])
    await signIn(page)
    await page.goto('/dashboard/organizations')
    await toast(page).getByRole('button', { name: 'Opt out' }).click()
    await expect(toast(page)).toBeHidden()
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('dashboard_telemetry_id')
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY))!)).toMatchObject({
      allServices: false,
    })
  })

  test('Privacy settings: one toggle per category, essential fixed, confirm applies the choice', async ({ page }) => {
    await signIn(page)
    await page.goto('/dashboard/organizations')
    await toast(page).getByRole('button', { name: 'Privacy settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Privacy settings' })
    await expect(dialog.getByRole('switch', { name: /Strictly necessary/ })).toBeDisabled()
    await expect(dialog.getByRole('switch', { name: /Strictly necessary/ })).toBeChecked()
    await dialog.getByRole('switch', { name: /Analytics/ }).click()
    await expect(dialog.getByRole('switch', { name: /Analytics/ })).toBeChecked()
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page)).toBeHidden()
    const decision = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY))!)
    expect(decision.services).toEqual({
      'dashboard-session': true,
      'consent-record': true,
      'dashboard-telemetry': true,
      'campaign-attribution': false,
    })
  })

  test("Privacy settings that cannot load say 'Unable to Load Privacy Settings'", async ({ page }) => {
    await mock.scenario('privacy-settings-error')
    allowConsole(page, /status of 503 .*\/platform\/consent\/categories/)
    await signIn(page)
    await page.goto('/dashboard/organizations')
    await toast(page).getByRole('button', { name: 'Privacy settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Privacy settings' })
    await expect(dialog.getByText('Unable to Load Privacy Settings')).toBeVisible()
    await expect(dialog).toContainText('ad blocker')
    await expect(dialog.getByRole('link', { name: 'contact support' })).toBeVisible()
  })

  test('self-hosted there is no consent toast', async ({ page }) => {
    await mock.config({ platform: false, authUrl: '' })
    await page.goto('/dashboard/project/default')
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(toast(page)).toHaveCount(0)
  })
})

test('the support form opens prefilled from the crash screen link and sends the request', async ({ page }) => {
  await signIn(page)
  await acceptConsent(page)
  const error = new Error('Cannot read properties of undefined')
  error.stack = 'Error: Cannot read properties of undefined\n    at OrganizationList (organizations.tsx:12:3)'
  // The same search the crash screen builds for its 'Contact support' link.
  const search = crashSupportSearch({ error, pathname: '/organizations', sid: 'a1b2c3' })
  await page.goto(`/dashboard/support/new?${search}`)
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'Client side exception occurred on dashboard',
  )
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Dashboard bug')
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Path name: /organizations\n\nError: Cannot read properties of undefined\n    at OrganizationList (organizations.tsx:12:3)',
  )
  await expect(page.getByTestId('support-sid')).toHaveText('a1b2c3')
  const sent = page.waitForResponse((response) => response.url().endsWith('/platform/feedback/send'))
  await page.getByRole('button', { name: 'Send support request' }).click()
  expect((await sent).status()).toBe(201)
  await expect(page.getByRole('heading', { name: 'Your support request has been sent' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('Client side exception occurred on dashboard')
})
