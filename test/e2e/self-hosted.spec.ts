// Self-hosted on a real PostgreSQL (issue 12, CONTRACT §8): the build served by nginx with the
// configuration docker/entrypoint.sh renders, platform calls answered by nginx itself, SQL proxied
// to the real postgres-meta on a throwaway PostgreSQL 15 cluster.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from './support/self-hosted'
import { sqlEditorPage } from './support/sql-editor-page'

const PROJECT_PAGES = [
  '/project/default',
  '/project/default/sql/new',
  '/project/default/editor/1',
  '/project/default/advisors/security',
  '/project/default/advisors/rules/security',
  '/project/default/advisors/query-performance',
  '/project/default/database/column-privileges',
  '/project/default/database/hooks',
  '/project/default/database/wrappers',
  '/project/default/database/graphiql',
  '/project/default/integrations/cron',
  '/project/default/settings/vault/secrets',
  '/project/default/logs',
  '/project/default/storage/buckets',
]

/** Every platform call the page makes, and those that failed (a pg-meta query error is the page's own business). */
/**
 * Services the gateway here is not given (DASHBOARD_STORAGE_URL, _LOGS_URL, _GRAPHQL_URL unset): their
 * pages say so on the gateway's 404, by design.
 */
const UNCONFIGURED_SERVICE = /^\/platform\/(storage\/default\/|projects\/default\/(api\/graphql|analytics\/))/

function watchPlatformCalls(page: Page) {
  const calls: string[] = []
  const failures: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.startsWith('/platform/')) return
    const call = `${response.request().method()} ${url.pathname}`
    calls.push(`${call} ${response.status()}`)
    if (response.status() === 404 && UNCONFIGURED_SERVICE.test(url.pathname)) return
    if (response.status() >= 400 && url.pathname !== '/platform/pg-meta/default/query')
      failures.push(`${call} → ${response.status()}`)
  })
  page.on('requestfailed', (request) => {
    // A query still running when the test moves to the next page is aborted by the browser, not failed.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return
    if (new URL(request.url()).pathname.startsWith('/platform/'))
      failures.push(`${request.method()} ${request.url()} → ${request.failure()?.errorText}`)
  })
  return { calls, failures }
}

test.describe('self-hosted on a real PostgreSQL', () => {
  test('lands on the project without a sign-in, runs SQL on the database, and shows Postgres errors as Postgres writes them', async ({
    page,
    selfHosted,
  }) => {
    test.setTimeout(60_000)
    const platform = watchPlatformCalls(page)
    const table = `e2e_notes_${Date.now()}`

    // No sign-in: the landing page of a self-hosted dashboard is its one project.
    await page.goto('/dashboard/')
    await expect(page).toHaveURL(/\/dashboard\/project\/default$/)
    // The project the gateway answers for, healthy, with the connection string it was given.
    await expect(page.getByRole('heading', { level: 1, name: 'Default Project' })).toBeVisible()
    await expect(page.getByTestId('connection-string')).toHaveText(
      'postgresql://postgres:[YOUR-PASSWORD]@localhost:5432/postgres',
    )
    await expect(page.getByText('Sorry! An unexpected error occurred.')).toHaveCount(0)

    const sqlEditor = sqlEditorPage(page)
    await sqlEditor.open()
    await sqlEditor.write(
      `create table public.${table} (id int primary key, body text not null);\n` +
        `insert into public.${table} (id, body) values (1, 'first note'), (2, 'second note');\n` +
        `select id, body from public.${table} order by id;`,
    )
    const answer = page.waitForResponse((response) => response.url().endsWith('/platform/pg-meta/default/query'))
    await sqlEditor.runButton.click()
    // waitFor rather than expect: expect polls at growing intervals, which would inflate the figure.
    await sqlEditor.results.waitFor()
    const shownAt = Date.now()
    const response = await answer
    expect(response.status()).toBe(200)
    const timing = response.request().timing()
    const httpMs = Math.round(timing.responseEnd - timing.requestStart)
    const roundTripMs = Math.round(shownAt - timing.startTime)
    // The browser's connection marker went out; nginx dropped it before postgres-meta (unit test).
    expect(response.request().headers()['x-connection-encrypted']).toBeTruthy()
    await expect(sqlEditor.results.getByRole('row')).toHaveCount(3)
    await expect(sqlEditor.results.getByRole('gridcell', { name: 'first note' })).toBeVisible()
    await expect(sqlEditor.results.getByRole('gridcell', { name: 'second note' })).toBeVisible()

    // A light query, for the round trip of SQL alone: browser → nginx → postgres-meta → PostgreSQL.
    const lightAnswer = page.waitForResponse((response) => response.url().endsWith('/platform/pg-meta/default/query'))
    await sqlEditor.write(`select count(*) as notes from public.${table}`)
    await sqlEditor.runButton.click()
    await sqlEditor.results.getByRole('columnheader', { name: 'notes' }).waitFor()
    const lightShownAt = Date.now()
    await expect(sqlEditor.results.getByRole('gridcell', { name: '2', exact: true })).toBeVisible()
    const lightTiming = (await lightAnswer).request().timing()
    const lightHttpMs = Math.round(lightTiming.responseEnd - lightTiming.requestStart)
    const lightRoundTripMs = Math.round(lightShownAt - lightTiming.startTime)
    const figures =
      `create+insert+select: ${roundTripMs} ms request sent to rows shown (HTTP ${httpMs} ms); ` +
      `select count(*): ${lightRoundTripMs} ms request sent to rows shown (HTTP ${lightHttpMs} ms)`
    test.info().annotations.push({ type: 'sql round trip', description: figures })
    console.log(`SQL round trip on real Postgres: ${figures}`)

    // A syntax error: postgres-meta's formattedError, with its LINE and caret, shown as is.
    await sqlEditor.run(`select *\nfrm public.${table}`)
    await expect(sqlEditor.error).toBeVisible()
    await expect(sqlEditor.error).toContainText('syntax error at or near "frm"')
    const errorText = await sqlEditor.error.locator('pre, code').first().innerText()
    expect(errorText).toContain('42601')
    expect(errorText).toContain(`LINE 2: frm public.${table}`)
    // The caret sits under the start of 'frm' ('LINE 2: ' is 8 characters).
    expect(errorText).toMatch(/\n {8}\^/)
    expect(
      await sqlEditor.error
        .locator('pre, code')
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily),
    ).toMatch(/mono/i)

    // The table is really in the database.
    expect(selfHosted.psql(`select string_agg(body, ',' order by id) from public.${table}`)).toBe(
      'first note,second note',
    )

    expect(platform.failures).toEqual([])
  })

  test('Connect shows the connection from the environment, the placeholder password, and no pooler', async ({ page }) => {
    const platform = watchPlatformCalls(page)
    await page.goto('/dashboard/project/default')
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect to Default Project' })
    await expect(dialog.getByTestId('connect-connection-string')).toHaveText('postgresql://postgres:[YOUR-PASSWORD]@localhost:5432/postgres')
    await expect(dialog.getByRole('radio', { name: 'Transaction pooler' })).toHaveCount(0)
    await dialog.getByRole('tab', { name: 'API' }).click()
    await expect(dialog.getByTestId('connect-api-url')).toHaveText('http://localhost:8000')
    await expect(dialog.getByText('No publishable key is configured for this project.')).toBeVisible()
    // Platform-only settings are not offered in the navigation.
    await expect(page.getByRole('navigation', { name: 'Project navigation' }).getByRole('link', { name: 'API keys' })).toHaveCount(0)
    expect(platform.failures).toEqual([])
  })

  test('every project page loads without a failed platform call', async ({ page }) => {
    test.setTimeout(120_000)
    const platform = watchPlatformCalls(page)
    for (const path of PROJECT_PAGES) {
      await page.goto(`/dashboard${path}`)
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 15_000 })
      await expect(page.getByText('Sorry! An unexpected error occurred.'), path).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'Page not found' }), path).toHaveCount(0)
    }
    expect(platform.failures).toEqual([])
    // What the self-hosted screens asked the gateway for (all answered, see above).
    test
      .info()
      .annotations.push({ type: 'platform calls', description: [...new Set(platform.calls)].sort().join('\n') })
  })

  test('docker/seed.sql, the compose example schema, loads on PostgreSQL 15 (twice, without duplicates)', ({
    selfHosted,
  }) => {
    const seed = fileURLToPath(new URL('../../docker/seed.sql', import.meta.url))
    selfHosted.psql('drop database if exists seed_check')
    selfHosted.psql('create database seed_check')
    try {
      const url = selfHosted.databaseUrl.replace(/\/postgres$/, '/seed_check')
      for (let run = 0; run < 2; run++) {
        const result = spawnSync(selfHosted.psqlPath, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, '-f', seed], {
          encoding: 'utf8',
        })
        expect(result.status, result.stderr).toBe(0)
      }
      const count = spawnSync(
        selfHosted.psqlPath,
        ['-X', '-A', '-t', '-d', url, '-c', 'select count(*) from public.notes'],
        { encoding: 'utf8' },
      )
      expect(count.stdout.trim()).toBe('3')
    } finally {
      selfHosted.psql('drop database seed_check')
    }
  })

  // Left for the specs that need it (the cron pages): preloaded, so `create extension pg_cron` works.
  test('the shared cluster offers pg_cron', ({ selfHosted }) => {
    expect(selfHosted.psql('show shared_preload_libraries')).toContain('pg_cron')
    expect(selfHosted.psql(`select name from pg_available_extensions where name = 'pg_cron'`)).toBe('pg_cron')
  })
})
