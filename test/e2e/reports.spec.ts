import type { Page } from '@playwright/test'
import { allowConsole, DEMO, expect, signIn, test } from './support/fixtures'

const PROJECT = 'acmeblogprod01'
/** The first query of a run may wait for the embedded Postgres to start. */
const FIRST_QUERY_TIMEOUT_MS = 60_000

test.describe.configure({ timeout: 120_000 })

async function runSql(page: Page, query: string) {
  const session = await (await page.request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()
  const response = await page.request.post(`/platform/pg-meta/${PROJECT}/query`, {
    data: { query },
    headers: { Authorization: `Bearer ${session.access_token}`, 'x-connection-encrypted': 'e2e' },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as Record<string, unknown>[]
}

async function open(page: Page, search = '') {
  await page.goto(`/dashboard/project/${PROJECT}/reports/database${search}`)
  await page.getByRole('button', { name: 'Opt out' }).click()
}

const report = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const percent = (text: string) => Number(/([\d.]+) %/.exec(text)?.[1])

test('the database report shows the figures the database reports, its 8 charts, and each SQL one click away', async ({
  page,
}) => {
  await signIn(page)
  // A table whose every row was rewritten, analyzed: the bloat estimate has something to show.
  await runSql(
    page,
    `drop table if exists public.e2e_churn; create table public.e2e_churn (id int primary key, body text);
     insert into public.e2e_churn select g, repeat('a', 120) from generate_series(1, 3000) g;
     update public.e2e_churn set body = repeat('b', 120); analyze;
     -- The statistics are sent at most once a second: at once here, so that the page reads the same
     -- counters as the check below (a page that opens within that second read the ones from before).
     select pg_stat_force_next_flush();`,
  )
  await open(page, '?refresh=off')
  await expect(page.getByRole('heading', { name: 'Database report', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle(/^Database report \| .+ \| Dashboard$/)
  await expect(page.getByRole('status').filter({ hasText: 'Auto-refresh is off.' })).toBeVisible()

  // Size: the exact byte count beside what pg_database_size says now.
  const size = report(page, 'Database size')
  await expect(size.getByText(/bytes \(postgres\)/)).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  const shownBytes = Number((await size.getByText(/bytes \(postgres\)/).textContent())!.replace(/[^\d]/g, ''))
  const [{ bytes }] = (await runSql(page, 'select pg_database_size(current_database())::float8 as bytes')) as [
    { bytes: number },
  ]
  expect(Math.abs(shownBytes - bytes)).toBeLessThan(512 * 1024)

  await expect(report(page, 'Size by table').getByRole('table', { name: 'Size by table' })).toContainText(
    'public.e2e_churn',
  )
  const [stat] = (await runSql(
    page,
    'select blks_hit::float8 / nullif(blks_hit + blks_read, 0) * 100 as rate from pg_stat_database where datname = current_database()',
  )) as [{ rate: number }]
  const cache = report(page, 'Cache hit rate')
  await expect(cache.getByText(/^\d+\.\d\d %$/)).toBeVisible()
  expect(Math.abs(percent((await cache.getByText(/^\d+\.\d\d %$/).textContent())!) - stat.rate)).toBeLessThan(1)
  await expect(report(page, 'Index hit rate').getByText(/^\d+\.\d\d %$/)).toBeVisible()

  // The embedded Postgres has its one session and max_connections 100.
  const connections = report(page, 'Connections')
  await expect(connections.getByText('1 of 100', { exact: true })).toBeVisible()
  await expect(connections.getByRole('list', { name: 'Connections by state', exact: true }).getByRole('listitem').filter({ hasText: 'Active' })).toHaveText('Active: 1')
  await expect(report(page, 'Transactions').getByText(/commits$/)).toBeVisible()

  const bloat = report(page, 'Bloat estimate').getByRole('table', { name: 'Bloat estimate' })
  await expect(bloat.getByRole('row').filter({ hasText: 'public.e2e_churn' })).toContainText(/\d+\.\d\d %/)
  await expect(report(page, 'Longest running queries')).toContainText('No query is running right now.')
  await expect(report(page, 'Locks')).toContainText('No session is waiting for another.')
  await expect(report(page, 'Replication slots')).toContainText('This database has no replication slots.')

  // The 8 charts, each named for assistive technology.
  await expect(page.locator('[data-report-chart] [data-chart-surface] canvas')).toHaveCount(8)
  await expect(page.getByRole('img', { name: 'Connections by state over time' })).toBeVisible()
  // Under the pointer, a chart gives its values at that point: the stacked connections by state, and
  // the table sizes of the bar under it.
  // uPlot's overlay (.u-over) lies over the canvas and takes the pointer, as it does for a user.
  const connectionsChart = page.locator('[data-report-chart="connections"] [data-chart-surface] .u-over')
  await connectionsChart.hover()
  const connectionsTip = page.locator('[data-report-chart="connections"]').getByTestId('chart-tooltip')
  await expect(connectionsTip).toContainText(/Active\s*1/)
  await expect(connectionsTip).toContainText(/Waiting\s*0/)
  await page.mouse.move(0, 0)
  await expect(connectionsTip).toBeHidden()
  // The same values with the keyboard: the chart takes focus, the arrow keys move along its points.
  const connectionsImg = page.getByRole('img', { name: 'Connections by state over time' })
  await connectionsImg.focus()
  await page.keyboard.press('End')
  await expect(connectionsTip).toContainText(/Active\s*1/)
  await expect(connectionsImg).toHaveAccessibleDescription(/^\d+ points? from .+ Latest: Active 1, Idle \d+/)
  const sizes = page.locator('[data-report-chart="table-sizes"] [data-chart-surface] .u-over')
  await sizes.hover({ position: { x: ((await sizes.boundingBox())?.width ?? 400) / 2, y: 10 } })
  await expect(page.locator('[data-report-chart="table-sizes"]').getByTestId('chart-tooltip')).toContainText(
    /Indexes and TOAST\s*[\d.]+ (bytes|kB|MB)/,
  )

  // Each report's SQL opens in the SQL editor.
  await report(page, 'Database size').getByRole('link', { name: 'Open in SQL editor: Database size' }).click()
  await expect(page).toHaveURL(new RegExp(`/project/${PROJECT}/sql/`))
  await expect(page.getByRole('textbox', { name: 'SQL query' })).toContainText('pg_database_size(current_database())')
})

test('a report the database cannot answer says so; the others still show', async ({ page }) => {
  allowConsole(page, /status of 400/)
  await signIn(page)
  await page.route('**/platform/pg-meta/*/query', async (route) => {
    if (!route.request().postData()?.includes('pg_replication_slots')) return route.fallback()
    await route.fulfill({
      status: 400,
      json: {
        error: 'relation "pg_replication_slots" does not exist',
        message: 'relation "pg_replication_slots" does not exist',
        code: '42P01',
      },
    })
  })
  await open(page, '?refresh=off')
  const slots = report(page, 'Replication slots')
  await expect(slots.getByRole('alert')).toContainText('Replication slots could not be read on this database', {
    timeout: FIRST_QUERY_TIMEOUT_MS,
  })
  await expect(slots).toContainText('relation "pg_replication_slots" does not exist')
  await expect(report(page, 'Database size').getByText(/bytes \(postgres\)/)).toBeVisible()
})

test('auto-refresh samples at the chosen interval, stops while the tab is hidden, and the range is in the URL', async ({
  page,
}) => {
  await signIn(page)
  // Count the page's database reads when they start, on the page's own (controlled) clock.
  await page.addInitScript(() => {
    const w = window as unknown as { __reads: number }
    w.__reads = 0
    const original = window.fetch
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.includes('/pg-meta/')) w.__reads++
      return original(input, init)
    }
  })
  await page.clock.install()
  await open(page)
  await expect(page.getByRole('status').filter({ hasText: 'Refreshing every 10 s.' })).toBeVisible()
  await expect(report(page, 'Database size').getByText(/bytes \(postgres\)/)).toBeVisible({
    timeout: FIRST_QUERY_TIMEOUT_MS,
  })

  await page.getByRole('combobox', { name: 'Auto-refresh' }).click()
  await page.getByRole('option', { name: '5 s' }).click()
  await expect(page).toHaveURL(/refresh=5s/)
  await expect(page.getByRole('status').filter({ hasText: 'Refreshing every 5 s.' })).toBeVisible()
  const reads = () => page.evaluate(() => (window as unknown as { __reads: number }).__reads)
  const first = await reads()
  await page.clock.runFor(5_500)
  await expect.poll(reads).toBeGreaterThan(first)

  // Hidden: no timer-driven read however long it stays hidden.
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value })
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    }, state)
  await setVisibility('hidden')
  await expect(
    page.getByRole('status').filter({ hasText: 'Auto-refresh is paused while the tab is hidden.' }),
  ).toBeAttached()
  const whileHidden = await reads()
  await page.clock.runFor(60_000)
  expect(await reads()).toBe(whileHidden)

  await setVisibility('visible')
  await expect(page.getByRole('status').filter({ hasText: 'Refreshing every 5 s.' })).toBeVisible()
  await page.clock.runFor(5_500)
  await expect.poll(reads).toBeGreaterThan(whileHidden)

  await page
    .locator('label')
    .filter({ hasText: /^1 hour$/ })
    .click()
  await expect(page.getByRole('radio', { name: '1 hour' })).toBeChecked()
  await expect(page).toHaveURL(/range=1h/)
})

test('database size over time: a second visit shows the sample of the first, kept by this browser', async ({ page }) => {
  await signIn(page)
  await open(page, '?refresh=off')
  const history = report(page, 'Database size').getByTestId('database-size-history')
  await expect(history).toHaveText(/^Sampled by this browser: 1 sample in this range since .+; kept 30 days\.$/, {
    timeout: FIRST_QUERY_TIMEOUT_MS,
  })
  const since = /since (.+);/.exec((await history.textContent())!)![1]!
  // Stored in IndexedDB in the background: wait until it is there before leaving.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const request = indexedDB.open('dashboard-report-history')
            request.onsuccess = () => {
              const db = request.result
              if (!db.objectStoreNames.contains('sizes')) return resolve(0)
              const count = db.transaction('sizes').objectStore('sizes').count()
              count.onsuccess = () => resolve(count.result)
            }
            request.onerror = () => resolve(0)
          }),
      ),
    )
    .toBe(1)

  await page.reload()
  await expect(history).toHaveText(`Sampled by this browser: 2 samples in this range since ${since}; kept 30 days.`, {
    timeout: FIRST_QUERY_TIMEOUT_MS,
  })
  await expect(page.locator('[data-report-chart="database-size"] [data-chart-surface] canvas')).toBeVisible()
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the report does not scroll sideways at 390 px; its tables scroll in their own box', async ({ page }) => {
    await signIn(page)
    await open(page, '?refresh=off')
    await expect(report(page, 'Size by table').getByRole('table', { name: 'Size by table' })).toBeVisible({
      timeout: FIRST_QUERY_TIMEOUT_MS,
    })
    await expect(page.locator('[data-report-chart] [data-chart-surface] canvas').first()).toBeVisible()
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    // The time range: one list at this width, every range in it (not six segments cut at the edge).
    await expect(page.getByRole('radiogroup', { name: 'Time range' })).toBeHidden()
    await page.getByRole('combobox', { name: 'Time range' }).click()
    await expect(page.getByRole('option')).toHaveText(['15 min', '1 hour', '6 hours', '24 hours', '7 days', '30 days'])
    await page.getByRole('option', { name: '24 hours' }).click()
    await expect(page).toHaveURL(/range=24h/)
    // Each chart and its time axis inside its card: nothing cut at the card's edge.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('[data-report-chart]')].filter((chart) => {
        const card = chart.closest('section')!.getBoundingClientRect()
        const box = chart.querySelector('canvas')?.getBoundingClientRect()
        return !box || box.left < card.left || box.right > card.right
      }).length,
    )
    expect(cut).toBe(0)
    await page.goto('/dashboard/project/northwindshop1/settings/database')
    await expect(page.getByRole('form', { name: 'Connection pooler' })).toBeVisible()
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })
})
