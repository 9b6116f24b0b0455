import { expect, mock, signIn, test } from './support/fixtures'

test('an invalid config.json shows the configuration error screen, not a blank page', async ({ page }) => {
  await mock.config({ apiUrl: 'not a url', platform: 'yes' })
  await page.goto('/dashboard/organizations')
  await expect(page.getByRole('heading', { name: 'The dashboard is not configured correctly' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('config.json is invalid.')
  await expect(page.getByRole('alert')).toContainText('apiUrl')
})

test('an unknown path shows the not-found page with a way back', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard\/organizations$/)
})

test('the theme is switchable from the user menu and remembered', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/organizations')
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitemradio', { name: 'Light' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
  expect(await page.evaluate(() => localStorage.getItem('dashboard-theme'))).toBe('light')
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitemradio', { name: 'Classic dark' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
})

test('below 639px the project sidebar collapses into a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await signIn(page)
  await page.goto('/dashboard/project/northwindshop1/logs')
  const nav = page.getByRole('navigation', { name: 'Project navigation' })
  await expect(nav.getByRole('link', { name: 'Logs', exact: true })).not.toBeInViewport()
  await page.getByRole('button', { name: 'Toggle navigation' }).click()
  // The drawer shows the navigation from its top; its later links are reached by scrolling it.
  await expect(nav.getByRole('link', { name: 'Project home' })).toBeInViewport()
  await nav.getByRole('link', { name: 'Storage buckets' }).scrollIntoViewIfNeeded()
  await expect(nav.getByRole('link', { name: 'Storage buckets' })).toBeInViewport()
  await nav.getByRole('link', { name: 'Storage buckets' }).click()
  await expect(page).toHaveURL(/\/project\/northwindshop1\/storage\/buckets$/)
  await expect(page.getByRole('heading', { name: 'Storage buckets', level: 1 })).toBeVisible()
})

test('the sidebar reopens the last visited SQL snippet and table of the project', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/project/northwindshop1/sql/snippet-42')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.goto('/dashboard/project/northwindshop1/editor/17')
  const nav = page.getByRole('navigation', { name: 'Project navigation' })
  // The SQL editor page started the project's embedded Postgres in the mock server's own process: until
  // it is up (seconds on a loaded machine) the server answers no call, the project's detail included.
  await expect(nav.getByRole('link', { name: 'SQL editor' })).toHaveAttribute(
    'href',
    '/dashboard/project/northwindshop1/sql/snippet-42',
    {
      timeout: 30_000,
    },
  )
  await expect(nav.getByRole('link', { name: 'Table editor' })).toHaveAttribute(
    'href',
    '/dashboard/project/northwindshop1/editor/17',
  )
  await page.goto('/dashboard/project/northwindshop1/sql/new')
  await expect(nav.getByRole('link', { name: 'SQL editor' })).toHaveAttribute(
    'href',
    '/dashboard/project/northwindshop1/sql/snippet-42',
  )
})
