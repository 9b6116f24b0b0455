import type { Page } from '@playwright/test'
import { expect, test } from './support/self-hosted'

/**
 * The table editor, the security advisor, query performance and the vault page on real PostgreSQL 15,
 * through the self-hosted gateway (nginx + the real postgres-meta), checked with psql. Each test
 * removes what it created.
 */
test.describe.configure({ timeout: 120_000 })

const grid = (page: Page) => page.getByRole('grid', { name: 'Rows' })
const cell = (page: Page, row: number, column: string) =>
  grid(page).locator(`[role="row"][aria-rowindex="${row + 1}"] [role="gridcell"][data-column="${column}"]`)

test('table editor on real PostgreSQL: opens a table by its oid and edits a cell; psql sees the change', async ({ page, selfHosted }) => {
  const { psql } = selfHosted
  psql(`drop table if exists public.te_e2e; create table public.te_e2e (id bigint primary key, label text not null);
        insert into public.te_e2e values (1, 'first'), (2, 'second');`)
  try {
    const oid = psql(`select 'public.te_e2e'::regclass::oid`)
    await page.goto(`/dashboard/project/default/editor/${oid}`)
    await expect(page.getByRole('heading', { name: 'te_e2e' })).toBeVisible({ timeout: 30_000 })
    await expect(cell(page, 1, 'label')).toHaveText('first')

    await cell(page, 1, 'label').dblclick()
    const editor = page.getByRole('textbox', { name: 'Edit label' })
    await editor.fill(`it's "edited" \\ $$`)
    await editor.press('Enter')
    await expect(cell(page, 1, 'label')).toHaveText(`it's "edited" \\ $$`)
    await expect.poll(() => psql(`select label from public.te_e2e where id = 1`)).toBe(`it's "edited" \\ $$`)

    await page.reload()
    await expect(cell(page, 1, 'label')).toHaveText(`it's "edited" \\ $$`)
  } finally {
    psql(`drop table if exists public.te_e2e`)
  }
})

test('security advisor on real PostgreSQL: a table with RLS off is found, and its fix run in the SQL editor clears it', async ({
  page,
  selfHosted,
}) => {
  const { psql } = selfHosted
  psql(`drop table if exists public.adv_e2e; create table public.adv_e2e (id int primary key, note text);`)
  try {
    await page.goto('/dashboard/project/default/advisors/security')
    await expect(page.getByRole('heading', { name: 'Security advisor' })).toBeVisible()
    const rls = page.getByRole('list', { name: 'RLS disabled in public findings' })
    await expect(rls.getByRole('listitem', { name: 'public.adv_e2e' })).toBeVisible({ timeout: 30_000 })

    await rls.getByRole('link', { name: 'Open the fix for public.adv_e2e in the SQL editor' }).click()
    await expect(page.getByText('alter table "public"."adv_e2e" enable row level security;')).toBeVisible()
    await page.getByRole('button', { name: 'Run' }).click()
    await expect.poll(() => psql(`select relrowsecurity from pg_class where oid = 'public.adv_e2e'::regclass`)).toBe('t')

    await page.goto('/dashboard/project/default/advisors/security')
    await expect(page.getByRole('heading', { name: 'Security advisor' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'RLS enabled, no policy findings' }).getByRole('listitem', { name: 'public.adv_e2e' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(rls.getByRole('listitem', { name: 'public.adv_e2e' })).toBeHidden()
  } finally {
    psql(`drop table if exists public.adv_e2e`)
  }
})

test('query performance on real PostgreSQL: enables pg_stat_statements, shows what the server counted, resets', async ({
  page,
  selfHosted,
}) => {
  const { psql } = selfHosted
  const hadExtension = psql(`select count(*) from pg_extension where extname = 'pg_stat_statements'`) === '1'
  psql(`drop extension if exists pg_stat_statements; drop table if exists public.qp_e2e;
        create table public.qp_e2e (id int primary key); insert into public.qp_e2e select generate_series(1, 50);`)
  try {
    await page.goto('/dashboard/project/default/advisors/query-performance')
    const note = page.getByRole('alert', { name: 'Needs the pg_stat_statements extension' })
    await expect(note).toContainText('available but not installed', { timeout: 30_000 })
    await note.getByRole('button', { name: 'Enable pg_stat_statements' }).click()
    const dialog = page.getByRole('dialog', { name: 'Enable pg_stat_statements' })
    await dialog.getByRole('button', { name: 'Enable pg_stat_statements' }).click()
    await expect(page.getByRole('button', { name: 'Reset statistics' })).toBeVisible()
    expect(psql(`select extnamespace::regnamespace from pg_extension where extname = 'pg_stat_statements'`)).toBe('extensions')

    for (let i = 1; i <= 4; i++) psql(`select count(*) as qp_marker from public.qp_e2e where id > ${i}`)
    await page.getByRole('textbox', { name: 'Search queries' }).fill('qp_marker')
    await page.getByRole('button', { name: 'Refresh' }).click()
    const row = page.getByRole('table', { name: 'Query statistics' }).getByRole('row').filter({ hasText: 'qp_marker' })
    await expect(row.getByRole('cell').nth(0)).toHaveText('select count(*) as qp_marker from public.qp_e2e where id > $1')
    await expect(row.getByRole('cell').nth(2)).toHaveText('4')

    await page.getByRole('button', { name: 'Reset statistics' }).click()
    await page.getByRole('dialog', { name: 'Reset query statistics' }).getByRole('button', { name: 'Reset statistics' }).click()
    await expect(row).toHaveCount(0)
    expect(psql(`select count(*) from extensions.pg_stat_statements where query like '%qp_marker%'`)).toBe('0')
  } finally {
    psql(`drop table if exists public.qp_e2e; ${hadExtension ? '' : 'drop extension if exists pg_stat_statements;'}`)
  }
})

test('vault on real PostgreSQL without supabase_vault: the page names what to install and shows no secrets', async ({ page }) => {
  await page.goto('/dashboard/project/default/settings/vault/secrets')
  const note = page.getByRole('alert', { name: 'Needs the supabase_vault extension' })
  await expect(note).toContainText('supabase_vault is not available on this database.', { timeout: 30_000 })
  await expect(note.getByRole('button')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Add new secret' })).toHaveCount(0)
})
