import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '@playwright/test'

/**
 * The cron page end to end on real PostgreSQL with pg_cron (Debian's postgresql-15-cron, loaded through
 * shared_preload_libraries), served by the self-hosted harness. Runs only when that harness says so:
 *   E2E_SELF_HOSTED=1           the app at E2E_BASE_URL talks to a real pg-meta and database
 *   E2E_SELF_HOSTED_REF         the project ref (default: 'default', SPEC §2 /project/default)
 *   E2E_SELF_HOSTED_TOKEN       optional bearer token for the pg-meta call
 * The harness signs the page in (or needs no sign-in) before these tests.
 */
const SELF_HOSTED = process.env.E2E_SELF_HOSTED === '1'
const REF = process.env.E2E_SELF_HOSTED_REF ?? 'default'
/** pg_cron starts jobs at the top of a minute. */
const FIRST_RUN_TIMEOUT_MS = 75_000

test.skip(!SELF_HOSTED, 'Needs the self-hosted harness with real PostgreSQL and pg_cron (E2E_SELF_HOSTED=1)')
test.skip(({ browserName }) => browserName !== 'chromium')

async function sql<T = Record<string, unknown>>(request: APIRequestContext, query: string): Promise<T[]> {
  const token = process.env.E2E_SELF_HOSTED_TOKEN
  const response = await request.post(`/platform/pg-meta/${REF}/query`, {
    headers: { 'x-connection-encrypted': 'self-hosted', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    data: { query },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as T[]
}

async function openCron(page: Page) {
  await page.goto(`/dashboard/project/${REF}/integrations/cron`)
  const optOut = page.getByRole('button', { name: 'Opt out' })
  if (await optOut.isVisible().catch(() => false)) await optOut.click()
}

test('cron on real PostgreSQL: enable pg_cron, create a job, see it run, pause, edit and delete it', async ({ page, request }) => {
  test.setTimeout(180_000)
  await sql(request, `drop table if exists public.cron_e2e_ticks; create table public.cron_e2e_ticks (at timestamptz default now())`)
  await sql(request, `do $$ begin if exists (select 1 from pg_extension where extname = 'pg_cron') then perform cron.unschedule(jobid) from cron.job where jobname = 'e2e tick'; end if; end $$`)
  await openCron(page)

  const note = page.getByRole('alert', { name: 'Needs the pg_cron extension' })
  const create = page.getByRole('button', { name: 'Create job' })
  await expect(note.or(create)).toBeVisible({ timeout: 30_000 })
  if (await note.isVisible()) {
    await note.getByRole('button', { name: 'Enable pg_cron' }).click()
    const dialog = page.getByRole('dialog', { name: 'Enable pg_cron' })
    await expect(dialog.getByLabel('SQL to run')).toHaveText('create extension if not exists "pg_cron" cascade;')
    await dialog.getByRole('button', { name: 'Enable pg_cron' }).click()
  }
  await expect(create).toBeVisible()

  await create.click()
  const form = page.getByRole('dialog', { name: 'Create job' })
  await form.getByLabel('Name').fill('e2e tick')
  await form.getByLabel('Schedule').fill('61 * * * *')
  await form.getByRole('button', { name: 'Create job' }).click()
  await expect(form.getByText("'61' is not a valid minute (0-59)")).toBeVisible()
  await form.getByLabel('Schedule').fill('* * * * *')
  await expect(form.getByText('Every minute')).toBeVisible()
  await form.getByRole('textbox', { name: 'SQL' }).fill('insert into public.cron_e2e_ticks default values')
  await form.getByRole('button', { name: 'Create job' }).click()
  await expect(form).toBeHidden()

  const row = page.getByRole('table', { name: 'Cron jobs' }).getByRole('row', { name: /e2e tick/ })
  await expect(row).toContainText('Every minute')
  await expect(row).toContainText('Active')
  expect(await sql(request, `select schedule, command, active from cron.job where jobname = 'e2e tick'`)).toEqual([
    { schedule: '* * * * *', command: 'insert into public.cron_e2e_ticks default values', active: true },
  ])

  // The first run lands at the next minute; the list shows it after a reload of the page's data.
  await expect(async () => {
    await page.reload()
    await expect(row.getByText('succeeded')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: FIRST_RUN_TIMEOUT_MS, intervals: [5_000] })
  await row.getByRole('button', { name: 'Run history of e2e tick' }).click()
  const history = page.getByRole('dialog', { name: 'Run history of e2e tick' })
  await expect(history.getByRole('table', { name: 'Runs of e2e tick' }).getByText('succeeded').first()).toBeVisible()
  await expect(history.getByRole('table', { name: 'Runs of e2e tick' })).toContainText(/\d+ ms|\d+\.\d s/)
  await history.getByRole('button', { name: 'Close' }).click()
  expect((await sql<{ n: number }>(request, `select count(*)::int as n from public.cron_e2e_ticks`))[0]!.n).toBeGreaterThanOrEqual(1)

  await row.getByRole('button', { name: 'Pause e2e tick' }).click()
  await expect(row).toContainText('Paused')
  expect(await sql(request, `select active from cron.job where jobname = 'e2e tick'`)).toEqual([{ active: false }])
  await row.getByRole('button', { name: 'Resume e2e tick' }).click()
  await expect(row).toContainText('Active')

  await row.getByRole('button', { name: 'Edit e2e tick' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit job e2e tick' })
  await edit.getByLabel('Schedule').fill('*/5 * * * *')
  await edit.getByRole('button', { name: 'Save job' }).click()
  await expect(edit).toBeHidden()
  await expect(row).toContainText('Every 5 minutes')
  expect(await sql(request, `select schedule from cron.job where jobname = 'e2e tick'`)).toEqual([{ schedule: '*/5 * * * *' }])

  await row.getByRole('button', { name: 'Delete e2e tick' }).click()
  await page.getByRole('dialog', { name: 'Delete job e2e tick' }).getByRole('button', { name: 'Delete job' }).click()
  await expect(page.getByRole('table', { name: 'Cron jobs' }).getByRole('row', { name: /e2e tick/ })).toHaveCount(0)
  expect(await sql(request, `select count(*)::int as n from cron.job where jobname = 'e2e tick'`)).toEqual([{ n: 0 }])
  await sql(request, `drop table public.cron_e2e_ticks`)
})
