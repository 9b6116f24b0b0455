import type { Page } from '@playwright/test'
import { expect, test } from './support/self-hosted'

/**
 * The cron page end to end on real PostgreSQL with pg_cron (Debian's postgresql-15-cron, preloaded by
 * the self-hosted harness's cluster), through nginx and the real postgres-meta. Leaves the cluster as
 * it found it: its own job and table removed, pg_cron dropped again if it enabled it.
 */
/** pg_cron starts jobs at the top of a minute. */
const FIRST_RUN_TIMEOUT_MS = 75_000

async function openCron(page: Page) {
  await page.goto('/dashboard/project/default/integrations/cron')
  const optOut = page.getByRole('button', { name: 'Opt out' })
  if (await optOut.isVisible().catch(() => false)) await optOut.click()
}

test('cron on real PostgreSQL: enable pg_cron, create a job, see it run, pause, edit and delete it', async ({ page, selfHosted }) => {
  test.setTimeout(180_000)
  const psql = selfHosted.psql
  const hadCron = psql(`select count(*) from pg_extension where extname = 'pg_cron'`) === '1'
  psql(`drop table if exists public.cron_e2e_ticks; create table public.cron_e2e_ticks (at timestamptz default now())`)
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
  expect(psql(`select schedule || '|' || command || '|' || active from cron.job where jobname = 'e2e tick'`)).toBe(
    '* * * * *|insert into public.cron_e2e_ticks default values|true',
  )

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
  expect(Number(psql(`select count(*) from public.cron_e2e_ticks`))).toBeGreaterThanOrEqual(1)

  await row.getByRole('button', { name: 'Pause e2e tick' }).click()
  await expect(row).toContainText('Paused')
  expect(psql(`select active from cron.job where jobname = 'e2e tick'`)).toBe('f')
  await row.getByRole('button', { name: 'Resume e2e tick' }).click()
  await expect(row).toContainText('Active')

  await row.getByRole('button', { name: 'Edit e2e tick' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit job e2e tick' })
  await edit.getByLabel('Schedule').fill('*/5 * * * *')
  await edit.getByRole('button', { name: 'Save job' }).click()
  await expect(edit).toBeHidden()
  await expect(row).toContainText('Every 5 minutes')
  expect(psql(`select schedule from cron.job where jobname = 'e2e tick'`)).toBe('*/5 * * * *')

  await row.getByRole('button', { name: 'Delete e2e tick' }).click()
  await page.getByRole('dialog', { name: 'Delete job e2e tick' }).getByRole('button', { name: 'Delete job' }).click()
  await expect(page.getByRole('table', { name: 'Cron jobs' }).getByRole('row', { name: /e2e tick/ })).toHaveCount(0)
  expect(psql(`select count(*) from cron.job where jobname = 'e2e tick'`)).toBe('0')
  psql(`drop table public.cron_e2e_ticks`)
  if (!hadCron) psql('drop extension pg_cron')
})
