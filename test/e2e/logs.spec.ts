import { expect, signIn, test } from './support/fixtures'
import { callProjectApi, timingOutView } from './support/project-api'

const REF = 'acmeblogprod01'
// The mock's log database is a separate embedded Postgres filled with a week of sample events on first
// use; the gateway's and the REST API's logs are the project's own requests (the tests make them).
const FIRST_LOAD_MS = 90_000

// A row's time as shown ('28 Nov 2026, 22:48:25 (+0000)', to the second) in milliseconds.
const shownTime = (text: string) => Date.parse(text.replace(',', '').replace(/\((.+)\)/, '$1'))

test('logs: pick a source, filter status 500, open one, follow its request id to Postgres, zoom with the histogram', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signIn(page)
  expect(await callProjectApi(page.request, REF, '/rest/v1/customers')).toBe(200)
  await timingOutView(page.request, REF)
  await page.goto(`/dashboard/project/${REF}/logs?range=24h`)
  const list = page.getByRole('list', { name: 'Log events' })
  await expect(list.getByTestId('log-message').first()).toBeVisible({ timeout: FIRST_LOAD_MS })

  // Source picker.
  await page.getByRole('combobox', { name: 'Log source' }).click()
  await page.getByRole('option', { name: 'PostgREST (postgrest_logs)' }).click()
  await expect(page).toHaveURL(/source=postgrest_logs/)
  await expect(list.getByTestId('log-message').first()).toHaveText(/^(GET|POST|PATCH|DELETE) \/rest\/v1\//)
  await page.getByRole('combobox', { name: 'Log source' }).click()
  await page.getByRole('option', { name: 'API Gateway (edge_logs)' }).click()
  await expect(page).toHaveURL(/source=edge_logs/)
  await expect(list.getByTestId('log-message').first()).toHaveText(/^GET \| \d{3} \| \/rest\/v1\//)

  // Histogram (on the auth logs' sample week): a drag across the bars narrows the range to them.
  await page.getByRole('combobox', { name: 'Log source' }).click()
  await page.getByRole('option', { name: 'Auth (auth_logs)' }).click()
  await expect(page).toHaveURL(/source=auth_logs/)
  const chart = page.getByRole('img', { name: /^Events over time: [\d,]+ in range$/ })
  await expect(chart).toBeVisible()
  await expect(chart.locator('canvas')).toBeVisible()
  const box = (await chart.boundingBox())!
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width * 0.3, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.45, y, { steps: 6 })
  await page.mouse.up()
  await expect(page).toHaveURL(/range=custom/)
  const url = new URL(page.url())
  const start = Date.parse(url.searchParams.get('start')!)
  const end = Date.parse(url.searchParams.get('end')!)
  expect(end - start).toBeGreaterThan(0)
  expect(end - start).toBeLessThan(12 * 3600_000)
  await expect(list).toHaveAttribute('aria-busy', 'false')
  await expect(list.getByTestId('log-message').first()).toBeVisible()
  const times = await list
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.querySelector('p')?.textContent ?? ''))
  for (const time of times) {
    expect(shownTime(time)).toBeGreaterThanOrEqual(Math.floor(start / 1000) * 1000)
    expect(shownTime(time)).toBeLessThanOrEqual(end)
  }

  // Back to the gateway's last 24 hours; filter by status 500.
  await page.getByRole('combobox', { name: 'Time range' }).click()
  await page.getByRole('option', { name: 'Last 24 hours' }).click()
  await expect(page).toHaveURL(/range=24h/)
  await page.getByRole('combobox', { name: 'Log source' }).click()
  await page.getByRole('option', { name: 'API Gateway (edge_logs)' }).click()
  await expect(page).toHaveURL(/source=edge_logs/)
  await page.getByRole('button', { name: 'Add filter' }).click()
  await page.getByRole('combobox', { name: 'Filter 1 field' }).click()
  await page.getByRole('option', { name: 'metadata.response.status_code (number)' }).click()
  await page.getByRole('textbox', { name: 'Filter 1 value' }).fill('500')
  await page.getByRole('button', { name: 'Run query' }).click()
  await expect(page).toHaveURL(/filters=/)
  await expect(list).toHaveAttribute('aria-busy', 'false')
  await expect(list.getByTestId('log-message').first()).toContainText('| 500 |')
  const messages = await list.getByTestId('log-message').allTextContents()
  expect(messages.length).toBeGreaterThan(0)
  for (const message of messages) expect(message).toMatch(/^\w+ \| 500 \| \/rest\/v1\//)

  // Open one and follow its request id to the database log.
  await list.getByRole('button').first().click()
  const detail = page.getByRole('region', { name: 'Event details' })
  const requestId = (await detail.getByTestId('field-metadata.request_id').textContent())!
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
  await expect(detail.getByTestId('field-metadata.response.status_code')).toHaveText('500')
  await detail.getByRole('button', { name: 'Show in postgres_logs' }).click()
  await expect(page).toHaveURL(/source=postgres_logs/)
  await expect(list.getByTestId('log-message')).toHaveCount(1)
  await expect(list.getByTestId('log-message')).toHaveText('ERROR:  canceling statement due to statement timeout')
  await list.getByRole('button').first().click()
  await expect(detail.getByTestId('field-metadata.request_id')).toHaveText(requestId)
  await expect(detail.getByTestId('field-metadata.parsed.error_severity')).toHaveText('ERROR')
})

test('logs: SQL mode runs the query against the source tables', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page)
  await timingOutView(page.request, REF)
  await page.goto(`/dashboard/project/${REF}/logs?range=24h&mode=sql&source=edge_logs`)
  await page
    .getByLabel('SQL query')
    .fill(
      "select metadata #>> '{response,status_code}' as status, count(*) as events from edge_logs group by 1 order by 1",
    )
  await page.getByRole('button', { name: 'Run query' }).click()
  const table = page.getByRole('table', { name: 'Query results' })
  await expect(table.getByRole('cell', { name: '500' })).toBeVisible({ timeout: FIRST_LOAD_MS })
  await expect(table.getByRole('columnheader', { name: 'events' })).toBeVisible()

  await page.getByLabel('SQL query').fill('select nope from edge_logs')
  await page.getByRole('button', { name: 'Run query' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The logs query failed' })).toContainText(
    'column "nope" does not exist',
  )
})

test('logs: the New Logs interface preview (Team plan) shows one stream across sources and follows a request', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signIn(page)
  await timingOutView(page.request, 'globexcrmprod1')
  await page.addInitScript(() => localStorage.setItem('dashboard-preview-unified-logs', 'true'))
  await page.goto('/dashboard/project/globexcrmprod1/logs?range=24h')
  await expect(page.getByTestId('unified-logs-notice')).toBeVisible()
  const list = page.getByRole('list', { name: 'Log events' })
  await expect(list.getByTestId('log-message').first()).toBeVisible({ timeout: FIRST_LOAD_MS })
  await expect(page.getByRole('combobox', { name: 'Log source' })).toBeHidden()
  const sources = new Set(await list.locator('.mantine-Badge-root').allTextContents())
  expect(sources.size).toBeGreaterThan(2)

  await page.getByRole('textbox', { name: 'Search messages' }).fill('statement timeout')
  await expect(list.getByTestId('log-message').first()).toHaveText(
    'ERROR:  canceling statement due to statement timeout',
  )
  await list.getByRole('button').first().click()
  await page.getByRole('region', { name: 'Event details' }).getByRole('button', { name: 'Show in edge_logs' }).click()
  await expect(list.getByTestId('log-message')).toHaveCount(3)
  expect(new Set(await list.locator('.mantine-Badge-root').allTextContents())).toEqual(
    new Set(['edge_logs', 'postgrest_logs', 'postgres_logs']),
  )
})

test('logs: without the Team plan the preview does not apply', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page)
  await page.addInitScript(() => localStorage.setItem('dashboard-preview-unified-logs', 'true'))
  await page.goto(`/dashboard/project/${REF}/logs?range=1h`)
  await expect(page.getByRole('combobox', { name: 'Log source' })).toBeVisible({ timeout: FIRST_LOAD_MS })
  await expect(page.getByTestId('unified-logs-notice')).toBeHidden()
})
