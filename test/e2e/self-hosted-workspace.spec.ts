import type { Page } from '@playwright/test'
import { expect, test } from './support/self-hosted'

/**
 * The table editor, the security advisor and its rules, query performance, hooks, column privileges and
 * the vault page on real PostgreSQL 15, through the self-hosted gateway (nginx + the real postgres-meta),
 * checked with psql. Each test removes what it created.
 */
test.describe.configure({ timeout: 120_000 })

const grid = (page: Page) => page.getByRole('grid', { name: 'Rows' })
const cell = (page: Page, row: number, column: string) =>
  grid(page).locator(`[role="row"][aria-rowindex="${row + 1}"] [role="gridcell"][data-column="${column}"]`)

test('table editor on real PostgreSQL: opens a table by its oid and edits a cell; psql sees the change', async ({
  page,
  selfHosted,
}) => {
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
    await expect
      .poll(() => psql(`select relrowsecurity from pg_class where oid = 'public.adv_e2e'::regclass`))
      .toBe('t')

    await page.goto('/dashboard/project/default/advisors/security')
    await expect(page.getByRole('heading', { name: 'Security advisor' })).toBeVisible()
    await expect(
      page
        .getByRole('list', { name: 'RLS enabled, no policy findings' })
        .getByRole('listitem', { name: 'public.adv_e2e' }),
    ).toBeVisible({
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
    expect(psql(`select extnamespace::regnamespace from pg_extension where extname = 'pg_stat_statements'`)).toBe(
      'extensions',
    )

    for (let i = 1; i <= 4; i++) psql(`select count(*) as qp_marker from public.qp_e2e where id > ${i}`)
    await page.getByRole('textbox', { name: 'Search queries' }).fill('qp_marker')
    await page.getByRole('button', { name: 'Refresh' }).click()
    const row = page.getByRole('table', { name: 'Query statistics' }).getByRole('row').filter({ hasText: 'qp_marker' })
    await expect(row.getByRole('cell').nth(0)).toHaveText(
      'select count(*) as qp_marker from public.qp_e2e where id > $1',
    )
    await expect(row.getByRole('cell').nth(2)).toHaveText('4')

    await page.getByRole('button', { name: 'Reset statistics' }).click()
    await page
      .getByRole('dialog', { name: 'Reset query statistics' })
      .getByRole('button', { name: 'Reset statistics' })
      .click()
    await expect(row).toHaveCount(0)
    expect(psql(`select count(*) from extensions.pg_stat_statements where query like '%qp_marker%'`)).toBe('0')
  } finally {
    psql(`drop table if exists public.qp_e2e; ${hadExtension ? '' : 'drop extension if exists pg_stat_statements;'}`)
  }
})

test('vault and queues on real PostgreSQL without supabase_vault or pgmq: each page names what to install and shows nothing made up', async ({
  page,
}) => {
  await page.goto('/dashboard/project/default/settings/vault/secrets')
  const note = page.getByRole('alert', { name: 'Needs the supabase_vault extension' })
  await expect(note).toContainText(
    'supabase_vault is not available here. Your database server does not have supabase_vault installed.',
    { timeout: 30_000 },
  )
  await expect(note.getByRole('button')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Add new secret' })).toHaveCount(0)

  // Queues (issue 38 item 5): no pgmq package for this server either; the notice says how to get it.
  await page.goto('/dashboard/project/default/integrations/queues')
  const queues = page.getByRole('alert', { name: 'Needs the pgmq extension' })
  await expect(queues).toContainText(
    'pgmq is not available here. Your database server does not have pgmq installed. Install it on your database server',
    { timeout: 30_000 },
  )
  await expect(queues.getByRole('link', { name: 'See pgmq on the extensions page' })).toBeVisible()
  await expect(queues.getByRole('button')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Create queue' })).toHaveCount(0)
})

test('database hooks on real PostgreSQL: a function hook is created, fires on insert, and is deleted', async ({
  page,
  selfHosted,
}) => {
  const { psql } = selfHosted
  psql(`drop table if exists public.hook_e2e; drop function if exists public.hook_e2e_stamp();
        create table public.hook_e2e (id int primary key, status text);
        create function public.hook_e2e_stamp() returns trigger language plpgsql as $$ begin new.status := coalesce(new.status, 'stamped'); return new; end $$;`)
  try {
    await page.goto('/dashboard/project/default/database/hooks')
    await page.getByRole('button', { name: 'Create hook' }).click({ timeout: 30_000 })
    const form = page.getByRole('dialog', { name: 'Create database hook' })
    await form.getByLabel('Name').fill('stamp')
    await form.getByRole('combobox', { name: 'Table' }).click()
    await page.getByRole('option', { name: 'public.hook_e2e' }).click()
    await form.getByRole('combobox', { name: 'Function' }).click()
    await page.getByRole('option', { name: 'public.hook_e2e_stamp()' }).click()
    await form.getByRole('combobox', { name: 'Runs' }).click()
    await page.getByRole('option', { name: 'Before the change' }).click()
    await form.getByRole('button', { name: 'Create hook' }).click()
    await expect(form).toBeHidden()
    const row = page.getByRole('table', { name: 'Database hooks' }).getByRole('row', { name: /stamp/ })
    await expect(row).toContainText('BEFORE public.hook_e2e_stamp()')

    // The trigger is real: an insert gets its status from the hook's function.
    expect(psql(`insert into public.hook_e2e (id) values (1) returning status`)).toBe('stamped')

    await row.getByRole('button', { name: 'Delete stamp' }).click()
    await page.getByRole('dialog', { name: 'Delete hook stamp' }).getByRole('button', { name: 'Delete hook' }).click()
    await expect(row).toHaveCount(0)
    expect(
      psql(`select count(*) from pg_trigger where tgrelid = 'public.hook_e2e'::regclass and not tgisinternal`),
    ).toBe('0')
  } finally {
    psql(`drop table if exists public.hook_e2e; drop function if exists public.hook_e2e_stamp();`)
  }
})

test('column privileges on real PostgreSQL: a column grant from the matrix is in the catalog, and revoked', async ({
  page,
  selfHosted,
}) => {
  const { psql } = selfHosted
  psql(`drop table if exists public.priv_e2e; drop role if exists priv_e2e_reader;
        create role priv_e2e_reader nologin; create table public.priv_e2e (id int primary key, secret text);`)
  const granted = `select string_agg(column_name || ':' || privilege_type, ',') from information_schema.column_privileges
    where grantee = 'priv_e2e_reader' and table_name = 'priv_e2e'`
  try {
    await page.goto(
      '/dashboard/project/default/database/column-privileges?role=priv_e2e_reader&schema=public&table=priv_e2e',
    )
    const matrix = page.getByRole('table', { name: 'Column privileges of priv_e2e_reader on public.priv_e2e' })
    const select = matrix.getByRole('checkbox', { name: 'SELECT on id for priv_e2e_reader' })
    await expect(select).not.toBeChecked({ timeout: 30_000 })
    await select.click()
    await page.getByRole('dialog', { name: 'Grant privilege' }).getByRole('button', { name: 'Grant' }).click()
    await expect(select).toBeChecked()
    expect(psql(granted)).toBe('id:SELECT')

    await select.click()
    await page.getByRole('dialog', { name: 'Revoke privilege' }).getByRole('button', { name: 'Revoke' }).click()
    await expect(select).not.toBeChecked()
    expect(psql(granted)).toBe('')
  } finally {
    psql(`drop table if exists public.priv_e2e; drop role if exists priv_e2e_reader;`)
  }
})

test('advisor rules on real PostgreSQL: a rule for one table hides its finding and nothing else', async ({
  page,
  selfHosted,
}) => {
  const { psql } = selfHosted
  psql(`drop table if exists public.rule_e2e_a, public.rule_e2e_b;
        create table public.rule_e2e_a (id int primary key); create table public.rule_e2e_b (id int primary key);`)
  try {
    await page.goto('/dashboard/project/default/advisors/rules/security')
    const form = page.getByRole('form', { name: 'New advisor rule' })
    await form.getByRole('combobox', { name: 'Lint' }).click()
    await page.getByRole('option', { name: 'RLS disabled in public' }).click()
    // The entities on offer are the lint's findings now, read from the database.
    await form.getByRole('combobox', { name: 'Applies to' }).click()
    await page.getByRole('option', { name: 'public.rule_e2e_a' }).click({ timeout: 30_000 })
    await form.getByRole('textbox', { name: 'Note' }).fill('Reference data, read by everyone')
    await form.getByRole('button', { name: 'Add rule' }).click()
    await expect(page.getByRole('table', { name: 'Advisor rules' })).toContainText('public.rule_e2e_a')

    await page.goto('/dashboard/project/default/advisors/security')
    const rls = page.getByRole('list', { name: 'RLS disabled in public findings' })
    await expect(rls.getByRole('listitem', { name: 'public.rule_e2e_b' })).toBeVisible({ timeout: 30_000 })
    await expect(rls.getByRole('listitem', { name: 'public.rule_e2e_a' })).toHaveCount(0)
    await expect(page.getByText(/1 finding is hidden by/)).toBeVisible()
  } finally {
    psql(`drop table if exists public.rule_e2e_a, public.rule_e2e_b;`)
  }
})

test('performance advisor on real PostgreSQL: an unindexed foreign key is found; its fix creates the index', async ({
  page,
  selfHosted,
}) => {
  const { psql } = selfHosted
  psql(`drop table if exists public.perf_e2e_child, public.perf_e2e_parent;
        create table public.perf_e2e_parent (id int primary key);
        create table public.perf_e2e_child (id int primary key, parent_id int references public.perf_e2e_parent);`)
  try {
    await page.goto('/dashboard/project/default/advisors/query-performance?tab=findings')
    const unindexed = page.getByRole('list', { name: 'Unindexed foreign keys findings' })
    const child = unindexed.getByRole('listitem', { name: 'public.perf_e2e_child' })
    await expect(child).toBeVisible({ timeout: 30_000 })
    await child.getByRole('link', { name: 'Open the fix for public.perf_e2e_child in the SQL editor' }).click()
    await expect(page.getByText('create index on "public"."perf_e2e_child" ("parent_id");')).toBeVisible()
    await page.getByRole('button', { name: 'Run' }).click()
    await expect
      .poll(() => psql(`select count(*) from pg_index where indrelid = 'public.perf_e2e_child'::regclass`))
      .toBe('2')

    await page.goto('/dashboard/project/default/advisors/query-performance?tab=findings')
    await expect(page.getByRole('tab', { name: 'Performance advisor' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('button', { name: 'Rerun checks' })).toBeEnabled({ timeout: 30_000 })
    await expect(child).toHaveCount(0)
  } finally {
    psql(`drop table if exists public.perf_e2e_child, public.perf_e2e_parent;`)
  }
})
