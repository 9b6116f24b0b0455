import type { Page } from '@playwright/test'
import { expect, test } from './support/self-hosted'

/**
 * The table editor and the security advisor on real PostgreSQL 15, through the self-hosted gateway
 * (nginx + the real postgres-meta), checked with psql. Each test removes what it created.
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
