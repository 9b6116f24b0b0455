import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, signIn, test } from './support/fixtures'

// Requests and errors these tests provoke on purpose (the console guard of support/fixtures.ts).
// One pattern: Playwright would read a second array item as the option's settings. "reading 'length'":
// after a timed-out profile the organization list renders once without data before its error
// component takes over (a known defect, logged by React; the page recovers with Try again).
test.use({ consoleAllowed: [/Failed to load resource|ApiError: |Failed to fetch dynamically imported module|reading 'component'/] })

// Issue 11, items 5, 9, 10, 12, 13, 14 and 15 (reliability).

/** Counts the requests to one platform path (GET). */
function countRequests(page: Page, path: string) {
  const counter = { count: 0 }
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === path) counter.count += 1
  })
  return counter
}

const userMenu = (page: Page) => page.getByRole('button', { name: 'User menu' })

test('item 5: a 403 on the project list is requested once per navigation, shown in the organization layout', async ({ page }) => {
  await signIn(page)
  const projects = countRequests(page, '/platform/projects')
  await page.route('**/platform/projects', (route) => route.fulfill({ status: 403, json: { message: 'You do not have access to projects' } }))
  await page.goto('/dashboard/org/northwind')
  await expect(page.getByTestId('route-error-message')).toHaveText('You do not have access to projects')
  await expect(userMenu(page)).toBeVisible()
  // Nothing comes later either: the page settles with the error shown.
  await page.waitForLoadState('networkidle')
  expect(projects.count).toBe(1)
})

test('item 13: a 500 on the organizations is requested 1 + 3 times, not once per layer', async ({ page }) => {
  test.setTimeout(45_000)
  await signIn(page)
  const organizations = countRequests(page, '/platform/organizations')
  await page.route('**/platform/organizations', (route) => route.fulfill({ status: 500, json: { message: 'Organizations are unavailable' } }))
  await page.goto('/dashboard/org/northwind')
  await expect(page.getByRole('heading', { name: 'This organization could not be loaded' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('route-error-message')).toHaveText('Organizations are unavailable')
  await page.waitForLoadState('networkidle')
  expect(organizations.count).toBe(4)
})

test('item 14: a 200 that is not what the schema says is not retried and names the call, inside the frame; Try again recovers', async ({ page }) => {
  await signIn(page)
  const organizations = countRequests(page, '/platform/organizations')
  await page.route('**/platform/organizations', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Proxy login</title>' }),
  )
  await page.goto('/dashboard/organizations')
  await expect(page.getByTestId('route-error-message')).toHaveText(
    'Unexpected response from GET /platform/organizations: the body is not JSON',
  )
  await expect(page.getByText('Sorry! An unexpected error occurred.')).toHaveCount(0)
  await expect(userMenu(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(organizations.count).toBe(1)

  await page.unroute('**/platform/organizations')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('organization-list').getByRole('link', { name: 'Northwind Labs' })).toBeVisible()
})

test('item 14: a body of the wrong shape fails the same way', async ({ page }) => {
  await signIn(page)
  await page.route('**/platform/organizations', (route) => route.fulfill({ status: 200, json: { organizations: [] } }))
  await page.goto('/dashboard/organizations')
  await expect(page.getByTestId('route-error-message')).toContainText('Unexpected response from GET /platform/organizations')
  await expect(userMenu(page)).toBeVisible()
})

test('item 12: a profile call that never answers fails after 30 s (and its retries) like a network failure, with a retry', async ({ page }) => {
  test.setTimeout(60_000)
  await page.clock.install()
  await signIn(page)
  const profile = countRequests(page, '/platform/profile')
  await page.route('**/platform/profile', () => {
    // Never answered.
  })
  await page.goto('/dashboard/organizations')
  const message = page.getByText('Unable to reach the server. Please check your network or try again later.')
  await expect(async () => {
    await page.clock.fastForward(5_000)
    await expect(message).toBeVisible({ timeout: 250 })
  }).toPass({ timeout: 45_000 })
  expect(profile.count).toBe(4)
  await expect(userMenu(page)).toBeVisible()

  await page.unroute('**/platform/profile')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('organization-list').getByRole('link', { name: 'Northwind Labs' })).toBeVisible()
})

test('item 10: a lazy chunk removed by a deploy reloads the page once, then shows the error component', async ({ page }) => {
  await signIn(page)
  const loaded = new Set<string>()
  let blocking = false
  await page.route('**/dashboard/assets/*.js', async (route) => {
    const path = new URL(route.request().url()).pathname
    if (blocking && !loaded.has(path)) return route.fulfill({ status: 404, body: 'Not found' })
    loaded.add(path)
    return route.continue()
  })
  // Page loads the user goes through (a reload asked for twice in a row is one load).
  let loads = 0
  page.on('load', () => (loads += 1))
  await page.goto('/dashboard/organizations')
  await expect(page.getByTestId('organization-list').getByRole('link', { name: 'Northwind Labs' })).toBeVisible()
  // A new deploy: every chunk not loaded yet is gone.
  blocking = true
  await page.getByTestId('organization-list').getByRole('link', { name: 'Northwind Labs' }).click()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 15_000 })
  expect(loads).toBe(2)
  await expect(page.getByText('Sorry! An unexpected error occurred.')).toHaveCount(0)
})

test('item 15: no source map is deployed', async ({ request }) => {
  const dist = process.env.E2E_DIST || fileURLToPath(new URL('../../dist', import.meta.url))
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([])
  const scripts = files.filter((file) => file.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) expect(readFileSync(join(dist, script), 'utf8'), script).not.toContain('sourceMappingURL=')
  const first = scripts.find((file) => file.startsWith('assets'))!
  // The test server answers unknown paths with index.html (nginx: 404); either way, never a map.
  const map = await request.get(`/dashboard/${first}.map`)
  expect(await map.text()).not.toContain('"mappings"')
})
