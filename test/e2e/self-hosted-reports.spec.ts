import { spawn } from 'node:child_process'
import type { Page } from '@playwright/test'
import { expect, test } from './support/self-hosted'

/**
 * The database report on real PostgreSQL 15 through nginx and postgres-meta: its figures beside what
 * pg_database_size, pg_stat_database and pg_stat_activity say in the same run, and a long query the
 * test starts on its own connection, shown and cancelled from the page.
 */
async function open(page: Page, search: string) {
  await page.goto(`/dashboard/project/default/reports/database${search}`)
  const optOut = page.getByRole('button', { name: 'Opt out' })
  if (await optOut.isVisible().catch(() => false)) await optOut.click()
}

const report = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

/** A report's rows in a pg-meta answer: the answer itself, or its column in the page's batch of reports. */
function reportRows<T>(answer: unknown, key: string): T[] {
  const [first] = answer as Record<string, unknown>[]
  return (first && key in first ? first[key] : answer) as T[]
}

test('the database report reads PostgreSQL 15 and cancels a long query from the page', async ({ page, selfHosted }) => {
  test.setTimeout(120_000)
  const { psql } = selfHosted
  // The page's cache hit rate answers, as they pass (the request body is only readable when intercepted).
  const cacheAnswers: { hits: number; reads: number }[] = []
  const connectionAnswers: { total: number; max_connections: number }[] = []
  // While `holdOthers` is set, the other reports' queries wait until the connections answer is in, so that
  // postgres-meta opens no connection of theirs while the page counts (it opens one per query).
  let holdOthers: Promise<void> | undefined
  await page.route('**/platform/pg-meta/*/query', async (route) => {
    const sql = route.request().postData() ?? ''
    if (holdOthers && !sql.includes('max_connections')) await holdOthers
    const response = await route.fetch()
    if (/blks_hit.*pg_stat_database/s.test(sql))
      cacheAnswers.push(...reportRows<(typeof cacheAnswers)[0]>(await response.json(), 'cache-hit-rate'))
    if (sql.includes('max_connections'))
      connectionAnswers.push(...reportRows<(typeof connectionAnswers)[0]>(await response.json(), 'connections'))
    await route.fulfill({ response })
  })
  await open(page, '?refresh=off')
  await expect(page.getByRole('heading', { name: 'Database report', level: 1 })).toBeVisible()

  // Size: the exact bytes beside pg_database_size now (the cluster is idle but for stats files).
  const size = report(page, 'Database size')
  const exact = size.getByText(/bytes \(postgres\)/)
  await expect(exact).toBeVisible({ timeout: 30_000 })
  const shownBytes = Number((await exact.textContent())!.replace(/[^\d]/g, ''))
  const bytes = Number(psql(`select pg_database_size('postgres')`))
  expect(Math.abs(shownBytes - bytes) / bytes).toBeLessThan(0.02)

  // Cache hit rate: the page's refresh, between two readings of pg_stat_database (its counters only grow).
  const counters = () => {
    const [hits, reads] = psql(`select blks_hit || ' ' || blks_read from pg_stat_database where datname = 'postgres'`)
      .split(' ')
      .map(Number)
    return { hits: hits!, reads: reads! }
  }
  const before = counters()
  const answered = cacheAnswers.length
  await page.getByRole('button', { name: 'Refresh now' }).click()
  await expect.poll(() => cacheAnswers.length).toBeGreaterThan(answered)
  const after = counters()
  const shown = cacheAnswers.at(-1)!
  expect(shown.hits).toBeGreaterThanOrEqual(before.hits)
  expect(shown.hits).toBeLessThanOrEqual(after.hits)
  expect(shown.reads).toBeGreaterThanOrEqual(before.reads)
  expect(shown.reads).toBeLessThanOrEqual(after.reads)
  const cache = report(page, 'Cache hit rate')
  await expect(
    cache.getByText(`${((shown.hits / (shown.hits + shown.reads)) * 100).toFixed(2)} %`, { exact: true }),
  ).toBeVisible()
  await expect(
    cache.getByText(
      `${shown.hits.toLocaleString('en-US')} hits, ${shown.reads.toLocaleString('en-US')} reads from disk`,
    ),
  ).toBeVisible()

  // Connections: one refresh whose connections query runs alone, beside pg_stat_activity just after (psql's
  // own session counted out; the page's query session may still be there) and max_connections.
  let release = () => {}
  holdOthers = new Promise((resolve) => (release = resolve))
  const counted = connectionAnswers.length
  await page.getByRole('button', { name: 'Refresh now' }).click()
  await expect.poll(() => connectionAnswers.length).toBeGreaterThan(counted)
  const clients = Number(psql(`select count(*) - 1 from pg_stat_activity where backend_type = 'client backend'`))
  release()
  holdOthers = undefined
  const connections = connectionAnswers.at(-1)!
  expect(connections.total - clients, `page ${connections.total}, pg_stat_activity ${clients}`).toBeGreaterThanOrEqual(
    0,
  )
  expect(connections.total - clients, `page ${connections.total}, pg_stat_activity ${clients}`).toBeLessThanOrEqual(1)
  expect(String(connections.max_connections)).toBe(psql('show max_connections'))
  await expect(
    report(page, 'Connections').getByText(`${connections.total} of ${connections.max_connections}`, { exact: true }),
  ).toBeVisible()

  // A long query on the test's own connection shows up in the longest running queries.
  const sleeper = spawn(selfHosted.psqlPath, ['-X', '-q', '-d', selfHosted.databaseUrl, '-c', 'select pg_sleep(60)'], {
    env: { ...process.env, PGAPPNAME: 'e2e-sleeper' },
  })
  let sleeperError = ''
  sleeper.stderr.on('data', (chunk) => (sleeperError += String(chunk)))
  const sleeperExit = new Promise<number | null>((resolve) => sleeper.on('exit', resolve))
  try {
    await expect
      .poll(() => psql(`select pid from pg_stat_activity where query = 'select pg_sleep(60)' and state = 'active'`), {
        timeout: 15_000,
      })
      .toMatch(/^\d+$/)
    const pid = psql(`select pid from pg_stat_activity where query = 'select pg_sleep(60)' and state = 'active'`)
    await page.getByRole('button', { name: 'Refresh now' }).click()
    const table = report(page, 'Longest running queries').getByRole('table', { name: 'Longest running queries' })
    const row = table.getByRole('row', { name: `Process ${pid}`, exact: true })
    await expect(row).toContainText('select pg_sleep(60)')
    await expect(row).toContainText('e2e-sleeper')

    await row.getByRole('button', { name: `Cancel the query of process ${pid}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Cancel this query?' })
    await expect(confirm).toContainText('select pg_sleep(60)')
    await confirm.getByRole('button', { name: 'Cancel query' }).click()
    await expect(page.getByText('Query cancelled.')).toBeVisible()
    await expect(confirm).toBeHidden()

    expect(await sleeperExit).not.toBe(0)
    expect(sleeperError).toContain('canceling statement due to user request')
    expect(psql(`select count(*) from pg_stat_activity where query = 'select pg_sleep(60)' and state = 'active'`)).toBe(
      '0',
    )
    await expect(row).toBeHidden()
  } finally {
    if (sleeper.exitCode === null) sleeper.kill()
  }
})
