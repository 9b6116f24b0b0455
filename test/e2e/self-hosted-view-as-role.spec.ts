import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { GOTRUE_SCHEMA_SQL } from '../../mocks/pglite/seed-auth'
import { PLATFORM_SEED_SQL } from '../../mocks/pglite/seed-platform'
import { expect, test } from './support/self-hosted'

/**
 * View as a role (issue 34, CONTRACT §15) on real PostgreSQL 15 through nginx and postgres-meta: a
 * table with owner policies, read as one of its users in the SQL editor and the table editor, and a
 * bulk delete as that user checked with psql. Leaves the cluster as it found it.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url))
const MEMBER = 'member-one@example.com'

test('on PostgreSQL 15 a user sees only their rows in both editors, and a bulk delete as them leaves the others’ rows', async ({ page, selfHosted }) => {
  test.setTimeout(180_000)
  const { psql } = selfHosted
  psql(readFileSync(join(repo, 'docker/auth-roles.sql'), 'utf8'))
  psql('drop schema if exists auth cascade')
  psql(GOTRUE_SCHEMA_SQL)
  psql(PLATFORM_SEED_SQL)
  psql(`
insert into auth.users (id, aud, role, email, created_at, updated_at, raw_app_meta_data, raw_user_meta_data)
values ('a0000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', '${MEMBER}', now(), now(), '{}', '{}'),
       ('a0000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'member-two@example.com', now(), now(), '{}', '{}');
drop table if exists public.e2e_memos;
create table public.e2e_memos (id int primary key, owner uuid not null, body text not null);
alter table public.e2e_memos enable row level security;
create policy "own memos" on public.e2e_memos for all to authenticated using (owner = auth.uid()) with check (owner = auth.uid());
grant usage on schema public to anon, authenticated;
grant select, insert, update, delete on public.e2e_memos to anon, authenticated;
insert into public.e2e_memos values (1, 'a0000000-0000-4000-8000-000000000001', 'one of member one'),
  (2, 'a0000000-0000-4000-8000-000000000001', 'two of member one'), (3, 'a0000000-0000-4000-8000-000000000002', 'of member two');`)
  try {
    await page.goto('/dashboard/project/default/sql/new')
    const optOut = page.getByRole('button', { name: 'Opt out' })
    if (await optOut.isVisible().catch(() => false)) await optOut.click()
    await page.getByRole('button', { name: 'Role: postgres' }).click()
    const form = page.getByRole('dialog', { name: 'Role to run queries as' })
    await form.getByRole('radio', { name: 'Authenticated user' }).check()
    await form.getByRole('combobox', { name: 'User' }).fill('member-one')
    await page.getByRole('option', { name: MEMBER }).click()
    await form.getByRole('button', { name: 'Apply' }).click()
    const asMember = `authenticated (${MEMBER})`
    await expect(page.getByRole('button', { name: `Viewing as ${asMember}`, exact: true })).toBeVisible()

    await page.getByRole('textbox', { name: 'SQL query' }).click()
    await page.keyboard.insertText('select body, auth.uid() as uid, current_user as role from public.e2e_memos order by id')
    await page.getByRole('main').getByRole('button', { name: 'Run', exact: true }).click()
    const grid = page.getByRole('grid', { name: 'Query result' })
    await expect(grid.getByRole('gridcell', { name: 'two of member one' })).toBeVisible({ timeout: 30_000 })
    await expect(grid.getByRole('gridcell', { name: 'of member two' })).toHaveCount(0)
    await expect(grid.getByRole('gridcell', { name: 'authenticated' }).first()).toBeVisible()

    await page.goto('/dashboard/project/default/editor')
    await page.getByRole('link', { name: 'e2e_memos', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: /^2 rows/ })).toHaveText(`2 rows visible to ${asMember}`, { timeout: 30_000 })
    await page.getByRole('checkbox', { name: 'Select all rows' }).check()
    await page.getByRole('button', { name: 'Delete 2 rows' }).click()
    await page.getByRole('dialog', { name: 'Delete 2 rows?' }).getByRole('button', { name: 'Delete 2 rows' }).click()
    await expect(page.getByText('Deleted 2 rows')).toBeVisible({ timeout: 30_000 })
    expect(psql('select body from public.e2e_memos order by id')).toBe('of member two')
  } finally {
    psql('drop table if exists public.e2e_memos; drop schema if exists auth cascade')
  }
})
