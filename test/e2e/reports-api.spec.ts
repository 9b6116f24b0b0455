import type { Page } from '@playwright/test'
import { DEMO, expect, mock, signIn, test } from './support/fixtures'
import { callProjectApi } from './support/project-api'

const PROJECT = 'acmeblogprod01'
/** The first logs query of a run waits for the mock's embedded log database to start and fill. */
const FIRST_QUERY_TIMEOUT_MS = 60_000

test.describe.configure({ timeout: 240_000 })

/** The same logs endpoint the page reads (CONTRACT §9), asked directly through the page's request context. */
async function logsAll(page: Page, sql: string, minutes = 15) {
  const session = await (await page.request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()
  const end = new Date()
  const start = new Date(end.getTime() - minutes * 60_000)
  const response = await page.request.get(`/platform/projects/${PROJECT}/analytics/endpoints/logs.all`, {
    params: { sql, iso_timestamp_start: start.toISOString(), iso_timestamp_end: end.toISOString() },
    headers: { Authorization: `Bearer ${session.access_token}` },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const body = (await response.json()) as { result: Record<string, unknown>[]; error?: unknown }
  expect(body.error).toBeUndefined()
  return body.result
}

async function open(page: Page, search = '?refresh=off') {
  await page.goto(`/dashboard/project/${PROJECT}/reports/api${search}`)
  await page.getByRole('button', { name: 'Opt out' }).click()
}

const report = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

/** The routes the mock's report showed before it was built from the project's own requests. */
const OLD_SAMPLE_ROUTES = [
  '/rest/v1/orders',
  '/rest/v1/customers',
  '/rest/v1/products',
  '/rest/v1/order_items',
  '/rest/v1/rpc/checkout',
  '/auth/v1/token',
  '/auth/v1/user',
  '/storage/v1/object/public/avatars/team/ada.png',
  '/functions/v1/send-email',
  '/realtime/v1/websocket',
]

/** Requests of the test's own to the project's API: a read of a table and one of a table that does not exist. */
async function callTheProject(page: Page) {
  const missing = `/rest/v1/report_probe_${Date.now()}`
  expect(await callProjectApi(page.request, PROJECT, '/rest/v1/products?limit=1')).toBe(200)
  expect(await callProjectApi(page.request, PROJECT, '/rest/v1/products?limit=2')).toBe(200)
  expect(await callProjectApi(page.request, PROJECT, missing)).toBe(404)
  return missing
}

test("the API report shows the project's own requests by path with requests, errors and p95 latency, no sample routes", async ({ page }) => {
  await signIn(page)
  const missing = await callTheProject(page)
  await open(page)
  await expect(page.getByRole('heading', { name: 'API report', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle(/^API report \| .+ \| Dashboard$/)
  const navigation = page.getByRole('navigation', { name: 'Project navigation' })
  await expect(navigation.getByRole('link', { name: 'API report' })).toBeVisible()

  const byPath = report(page, 'Requests by path')
  const table = byPath.getByRole('table', { name: 'Requests by path' })
  await expect(table).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  await expect(table.getByRole('columnheader', { name: 'p95 latency' })).toBeVisible()
  await expect(byPath.getByText('p95 latency of all requests')).toBeVisible()
  await expect(byPath.getByText(/^\d+ ms$/).first()).toBeVisible()

  const shown = (await table.locator('tbody tr td:first-child').allTextContents()).map((path) => path.trim())
  // The test's own requests, the read twice, the missing table's once and as an error; none of the old samples.
  expect(shown).toEqual(['/rest/v1/products', missing])
  for (const sample of OLD_SAMPLE_ROUTES.filter((route) => route !== '/rest/v1/products')) expect(shown).not.toContain(sample)
  const missingRow = table.getByRole('row').filter({ hasText: missing })
  await expect(missingRow.locator('td').nth(1)).toHaveText('1')
  await expect(missingRow.locator('td').nth(2)).toHaveText('1')
  await expect(table.getByRole('row').filter({ hasText: '/rest/v1/products' }).locator('td').nth(1)).toHaveText('2')
  const logged = (await logsAll(
    page,
    `select metadata #>> '{request,path}' as path, count(*)::int as requests from edge_logs group by 1 order by 2 desc, 1`,
  )) as { path: string; requests: number }[]
  const loggedPaths = logged.map((row) => row.path)
  // Every path shown is in the logs, and the busiest paths of the logs are shown.
  for (const path of shown) expect(loggedPaths).toContain(path)
  for (const { path } of logged.slice(0, 3)) expect(shown).toContain(path)

  // Each row: a count, an error count, a rate and a p95 in ms.
  const firstRow = table.locator('tbody tr').first()
  await expect(firstRow.locator('td').nth(3)).toHaveText(/^[\d.]+ %$/)
  await expect(firstRow.locator('td').nth(4)).toHaveText(/^\d+ ms$/)

  // Both charts over time are drawn (the chart library loaded on demand).
  await expect(page.locator('[data-report-chart="api-requests"] [data-chart-surface] canvas')).toBeVisible()
  await expect(page.locator('[data-report-chart="api-errors"] [data-chart-surface] canvas')).toBeVisible()

  // A hostile filter is data: no error, no match. A real one narrows the table.
  const filter = page.getByRole('textbox', { name: 'Path contains' })
  await filter.fill(`'; drop table edge_logs; --%_`)
  await expect(byPath.getByText('No API requests in this range.')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await filter.fill('/rest/v1/')
  await expect(table).toBeVisible()
  await expect
    .poll(async () =>
      (await table.locator('tbody tr td:first-child').allTextContents()).every((p) => p.includes('/rest/v1/')),
    )
    .toBe(true)
  expect(await logsAll(page, 'select 1 from edge_logs limit 1')).toHaveLength(1)

  // The report's SQL is one click away in the Logs explorer, in SQL mode over the report's window.
  await byPath.getByRole('link', { name: 'Open in Logs explorer: Requests by path' }).click()
  await expect(page).toHaveURL(/\/logs\?.*mode=sql/)
  await expect(page).toHaveURL(/percentile_cont/)
})

test('the time range is kept in the URL', async ({ page }) => {
  await signIn(page)
  await callTheProject(page)
  await open(page)
  await page
    .locator('label')
    .filter({ hasText: /^1 hour$/ })
    .click()
  await expect(page.getByRole('radio', { name: '1 hour' })).toBeChecked()
  await expect(page).toHaveURL(/range=1h/)
  await expect(report(page, 'Requests by path').getByRole('table')).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the API report does not scroll sideways at 390 px', async ({ page }) => {
    await signIn(page)
    await callTheProject(page)
    await open(page)
    await expect(report(page, 'Requests by path').getByRole('table')).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
    await expect(page.locator('[data-report-chart] [data-chart-surface] canvas').first()).toBeVisible()
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })
})

test('a failing logs query is shown in its card, in the terms of the logs', async ({ page }) => {
  await signIn(page)
  await page.route('**/analytics/endpoints/logs.all*', (route) =>
    route.fulfill({ json: { result: [], error: { message: 'the log service is resting' } } }),
  )
  await open(page)
  const requests = report(page, 'Requests')
  await expect(requests.getByRole('alert')).toContainText('Requests could not be read from the logs')
  await expect(requests.getByRole('alert')).toContainText('the log service is resting')
  await expect(page.getByText(/could not be read on this database/)).toHaveCount(0)
})

test('self-hosted: the API report is left out of the navigation and a direct visit says it needs the platform', async ({
  page,
}) => {
  await mock.config({ platform: false, authUrl: '' })
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('logs.all')) calls.push(request.url())
  })
  await page.goto('/dashboard/project/default')
  const navigation = page.getByRole('navigation', { name: 'Project navigation' })
  await expect(navigation.getByRole('link', { name: 'Database report' })).toBeVisible({ timeout: 60_000 })
  await expect(navigation.getByRole('link', { name: 'API report' })).toHaveCount(0)
  await page.goto('/dashboard/project/default/reports/api')
  await expect(page.getByRole('heading', { name: 'API report', level: 1 })).toBeVisible()
  await expect(page.getByText('Not available on a self-hosted dashboard')).toBeVisible()
  expect(calls).toEqual([])
})

test('logs switched off (self-hosted disabledFeatures): the API report is not in the navigation and its address is not found', async ({
  page,
}) => {
  await mock.config({ platform: false, authUrl: '', disabledFeatures: 'logs:all' })
  await page.goto('/dashboard/project/default')
  const navigation = page.getByRole('navigation', { name: 'Project navigation' })
  await expect(navigation.getByRole('link', { name: 'Database report' })).toBeVisible({ timeout: 60_000 })
  await expect(navigation.getByRole('link', { name: 'API report' })).toHaveCount(0)
  await page.goto('/dashboard/project/default/reports/api')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'API report', level: 1 })).toHaveCount(0)
})
