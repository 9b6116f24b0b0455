import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, mock, signIn, test } from './support/fixtures'

/**
 * The demo as a new user meets it (config mock: true): the platform and each project's Postgres run in
 * the browser, and what the user does there is kept in IndexedDB (issue 25 items 2, 4 and 11).
 */
const PROJECT = 'northwindshop1'
// The first start in a profile downloads PGlite and the seeded data directory (more on a loaded machine).
test.describe.configure({ timeout: 240_000 })
test.beforeEach(() => mock.config({ mock: true }))
// A query that fails on purpose (a table that is gone) answers 400.
test.use({ consoleAllowed: [/Failed to load resource: the server responded with a status of 400/] })

const editor = (page: Page) => page.getByRole('textbox', { name: 'SQL query' })
const runButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Run', exact: true })
const snippets = (page: Page) => page.getByRole('navigation', { name: 'Snippets' })
const success = (page: Page) => page.getByRole('main').getByText('Success. No rows returned.', { exact: false })

async function openEditor(page: Page) {
  await page.goto(`/dashboard/project/${PROJECT}/sql/new`)
  const optOut = page.getByRole('button', { name: 'Opt out' })
  await expect(editor(page).or(optOut).first()).toBeVisible({ timeout: 30_000 })
  if (await optOut.isVisible()) await optOut.click()
}

async function run(page: Page, sql: string) {
  await editor(page).click()
  await page.keyboard.press('Control+a')
  await page.keyboard.insertText(sql)
  await runButton(page).click()
}

test('a fresh demo keeps the table and the snippet made just before the browser is closed', async ({ playwright, baseURL }) => {
  const profile = await mkdtemp(join(tmpdir(), 'demo-profile-'))
  const launch = () =>
    playwright.chromium.launchPersistentContext(profile, {
      baseURL,
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
  try {
    const first = await launch()
    const page = first.pages()[0] ?? (await first.newPage())
    await signIn(page)
    await openEditor(page)
    await editor(page).click()
    await page.keyboard.insertText('create table public.kept_after_close (id int); insert into public.kept_after_close values (42);')
    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 30_000 })
    await runButton(page).click()
    await expect(success(page)).toBeVisible({ timeout: 120_000 })
    // Closed as soon as the user has seen it succeed: what was shown must already be on disk.
    await first.close()

    const second = await launch()
    const again = second.pages()[0] ?? (await second.newPage())
    await signIn(again)
    await openEditor(again)
    await run(again, 'select id as kept_id from public.kept_after_close')
    await expect(again.getByRole('grid', { name: 'Query result' }).getByRole('gridcell', { name: '42' })).toBeVisible({
      timeout: 120_000,
    })
    // The snippet of the first visit is listed beside the one this query made.
    await expect(snippets(again).getByRole('button', { name: 'Untitled query', exact: true })).toHaveCount(2)
    await second.close()
  } finally {
    await rm(profile, { recursive: true, force: true })
  }
})

/**
 * The browser's own processes for a profile (their command lines name its user-data-dir), by id: the
 * browser is killed without warning, as a crash, a power cut or a killed task does.
 */
function killBrowserOf(profile: string) {
  const ids = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(`--user-data-dir=${profile}`))
    .map((line) => Number(line.trim().split(/\s+/, 1)[0]))
  for (const id of ids) {
    try {
      process.kill(id, 'SIGKILL')
    } catch {
      // Already gone with its parent.
    }
  }
  return ids.length
}

test('a fresh demo keeps the table whose creation was shown, even when the browser is killed right after', async ({
  playwright,
  baseURL,
}) => {
  const profile = await mkdtemp(join(tmpdir(), 'demo-profile-'))
  const launch = () =>
    playwright.chromium.launchPersistentContext(profile, {
      baseURL,
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
  try {
    const first = await launch()
    const page = first.pages()[0] ?? (await first.newPage())
    await signIn(page)
    await openEditor(page)
    await editor(page).click()
    await page.keyboard.insertText('create table public.kept_after_kill (id int primary key); insert into public.kept_after_kill values (7);')
    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 30_000 })
    await runButton(page).click()
    await expect(success(page)).toBeVisible({ timeout: 120_000 })
    // Killed the moment the user has seen it succeed: no chance to write anything more.
    expect(killBrowserOf(profile)).toBeGreaterThan(0)
    await first.close().catch(() => {})

    const second = await launch()
    const again = second.pages()[0] ?? (await second.newPage())
    await signIn(again)
    await openEditor(again)
    await run(again, 'select id as kept_id from public.kept_after_kill')
    await expect(again.getByRole('grid', { name: 'Query result' }).getByRole('gridcell', { name: '7' })).toBeVisible({
      timeout: 120_000,
    })
    await second.close()
  } finally {
    await rm(profile, { recursive: true, force: true })
  }
})

test('Reset demo data in the user menu clears the snippets and the demo databases, after a confirmation', async ({ page }) => {
  await signIn(page)
  await openEditor(page)
  await run(page, 'create table public.before_reset (id int)')
  await expect(success(page)).toBeVisible({ timeout: 120_000 })
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 30_000 })

  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Reset demo data' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset demo data?' })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Reset demo data' }).click()
  await dialog.getByRole('button', { name: 'Reset demo data' }).click()
  await expect(page.getByText('The demo data is back to its original state.')).toBeVisible({ timeout: 30_000 })

  // Still signed in; after a reload (the mock starts again from what it kept) nothing of it is left.
  await page.goto(`/dashboard/project/${PROJECT}/sql/new`)
  await expect(editor(page)).toBeVisible({ timeout: 30_000 })
  await expect(snippets(page).getByRole('button', { name: 'Untitled query', exact: true })).toHaveCount(0)
  await run(page, 'select * from public.before_reset')
  await expect(page.getByTestId('query-error')).toContainText('relation "public.before_reset" does not exist', { timeout: 120_000 })
})

test('a cron job created in the demo runs on its schedule, and its runs are listed', async ({ page }) => {
  await signIn(page)
  await openEditor(page)
  await run(page, 'create extension if not exists pg_cron; create table public.demo_ticks (at timestamptz default now());')
  await expect(success(page)).toBeVisible({ timeout: 120_000 })

  await page.goto(`/dashboard/project/${PROJECT}/integrations/cron`)
  await page.getByRole('button', { name: 'Create job' }).click()
  const form = page.getByRole('dialog', { name: 'Create job' })
  await form.getByLabel('Name').fill('demo tick')
  await form.getByLabel('Schedule').fill('2 seconds')
  await form.getByRole('textbox', { name: 'SQL' }).fill('insert into public.demo_ticks default values')
  await form.getByRole('button', { name: 'Create job' }).click()
  await expect(form).toBeHidden()

  const row = page.getByRole('table', { name: 'Cron jobs' }).getByRole('row', { name: /demo tick/ })
  await expect(row).toContainText('Active')
  // While a job is active the list reads its latest run again on its own: no reload needed.
  await expect(row.getByText('succeeded')).toBeVisible({ timeout: 60_000 })
  await row.getByRole('button', { name: 'Run history of demo tick' }).click()
  const history = page.getByRole('dialog', { name: 'Run history of demo tick' })
  await expect(history.getByRole('table', { name: 'Runs of demo tick' }).getByText('succeeded').first()).toBeVisible()

  // The job really wrote into the database.
  await openEditor(page)
  await run(page, 'select count(*) > 0 as ticked from public.demo_ticks')
  await expect(page.getByRole('grid', { name: 'Query result' }).getByRole('gridcell', { name: 'true' })).toBeVisible({ timeout: 60_000 })
})

test('demo: pages whose extension the in-browser database cannot load say so in the demo’s terms, preview sample data and link to the extensions page', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${PROJECT}/database/hooks`)
  const note = page.getByRole('alert', { name: 'Needs the pg_net extension' })
  await expect(note).toContainText(
    'pg_net is not available here. The demo database runs inside your browser, where pg_net cannot be loaded',
    { timeout: 120_000 },
  )
  await expect(note).not.toContainText(/apt|install|database server/i)
  const preview = page.getByRole('region', { name: 'Preview with sample data: the page with pg_net' })
  await expect(preview).toContainText('Sample data')
  await expect(preview.getByRole('table', { name: 'Sample hook list' })).toContainText('notify_new_order')

  await page.goto(`/dashboard/project/${PROJECT}/database/wrappers`)
  const fdw = page.getByRole('alert', { name: 'Needs the postgres_fdw extension' })
  await expect(fdw).toContainText('The demo database runs inside your browser, where postgres_fdw cannot be loaded', {
    timeout: 120_000,
  })
  await expect(fdw).not.toContainText(/apt|install|database server/i)
  await expect(page.getByRole('region', { name: 'Preview with sample data: the page with postgres_fdw' })).toContainText(
    'reporting_db',
  )
  await fdw.getByRole('link', { name: 'See postgres_fdw on the extensions page' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/project/${PROJECT}/database/extensions\\?search=postgres_fdw$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Extensions' })).toBeVisible({ timeout: 60_000 })
})
