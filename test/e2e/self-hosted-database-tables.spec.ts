import type { Page } from '@playwright/test'
import { expect, test } from './support/self-hosted'

/**
 * The Database section's tables, policies, extensions and indexes pages on real PostgreSQL 15, through
 * nginx and postgres-meta, each change checked in the catalog with psql. Leaves the cluster as it
 * found it: its own tables dropped, pgcrypto dropped again if it enabled it.
 */
async function open(page: Page, path: string) {
  await page.goto(`/dashboard/project/default${path}`)
  const optOut = page.getByRole('button', { name: 'Opt out' })
  if (await optOut.isVisible().catch(() => false)) await optOut.click()
}

test('tables, policies, extensions and indexes on real PostgreSQL 15', async ({ page, selfHosted }) => {
  test.setTimeout(180_000)
  const psql = selfHosted.psql
  psql(`drop table if exists public."E2E reviews", public.e2e_authors cascade;
    create table public.e2e_authors (id bigint primary key, name text, status text);`)
  const hadPgcrypto = psql(`select count(*) from pg_extension where extname = 'pgcrypto'`) === '1'
  try {
    // Tables: a new table with a foreign key, in information_schema.
    await open(page, '/database/tables')
    const list = page.getByRole('table', { name: 'Tables in public' })
    await expect(list.getByRole('link', { name: 'e2e_authors', exact: true })).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Create table' }).click()
    const form = page.getByRole('dialog', { name: 'Create a table in public' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E reviews')
    await form.getByRole('button', { name: 'Add column' }).click()
    await form.getByRole('textbox', { name: 'Column 3 name' }).fill('author_id')
    await form.getByRole('combobox', { name: 'Column 3 type' }).fill('int8')
    await form.getByRole('combobox', { name: 'Column 3 references' }).click()
    await page.getByRole('option', { name: /^public\.e2e_authors\.id / }).click()
    await form.getByRole('combobox', { name: 'Column 3 on delete' }).click()
    await page.getByRole('option', { name: 'SET NULL', exact: true }).click()
    const confirm = form
    await expect(confirm.getByLabel('SQL to run')).toContainText('"author_id" int8 references "public"."e2e_authors" ("id") on delete set null')
    await confirm.getByRole('button', { name: 'Create table' }).click()
    await expect(confirm).toBeHidden()
    await expect(list.getByRole('link', { name: 'E2E reviews', exact: true })).toBeVisible()
    expect(psql(`select string_agg(column_name || ':' || data_type, ',' order by ordinal_position) from information_schema.columns where table_name = 'E2E reviews'`)).toBe(
      'id:bigint,created_at:timestamp with time zone,author_id:bigint',
    )
    expect(psql(`select confdeltype from pg_constraint where contype = 'f' and conrelid = 'public."E2E reviews"'::regclass`)).toBe('n')

    // Policies: write one with WITH CHECK, edit its USING; pg_policies keeps the WITH CHECK.
    await open(page, '/database/policies?search=e2e_authors')
    const card = page.getByRole('region', { name: 'Policies of public.e2e_authors' })
    await card.getByRole('button', { name: 'Create policy' }).click({ timeout: 30_000 })
    const policyForm = page.getByRole('dialog', { name: 'Create a policy on public.e2e_authors' })
    await policyForm.getByRole('textbox', { name: 'Name', exact: true }).fill('Authors edit')
    await policyForm.locator('label').filter({ hasText: /^UPDATE$/ }).click()
    await policyForm.getByRole('textbox', { name: 'USING expression' }).fill('id > 0')
    await policyForm.getByRole('textbox', { name: 'WITH CHECK expression' }).fill("status <> 'banned'")
    await policyForm.getByRole('button', { name: 'Create policy' }).click()
    const policy = card.getByRole('article', { name: 'Policy Authors edit' })
    await policy.getByRole('button', { name: 'Edit Authors edit' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit policy Authors edit' })
    await edit.getByRole('textbox', { name: 'USING expression' }).fill('id > 10')
    const save = edit
    await expect(save.getByLabel('SQL to run')).toHaveText('alter policy "Authors edit" on "public"."e2e_authors"\n  using (id > 10);')
    await save.getByRole('button', { name: 'Save policy' }).click()
    await expect(save).toBeHidden()
    expect(psql(`select cmd || '|' || qual || '|' || with_check from pg_policies where policyname = 'Authors edit'`)).toBe("UPDATE|(id > 10)|(status <> 'banned'::text)")

    // Extensions: enable pgcrypto (if the cluster does not have it yet).
    if (!hadPgcrypto) {
      await open(page, '/database/extensions')
      await page.getByRole('button', { name: 'Enable pgcrypto' }).click({ timeout: 30_000 })
      const enable = page.getByRole('dialog', { name: 'Enable pgcrypto' })
      await expect(enable.getByLabel('SQL to run')).toContainText('cascade;')
      await enable.getByRole('button', { name: 'Enable extension' }).click()
      await expect(enable).toBeHidden()
      expect(psql(`select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where extname = 'pgcrypto'`)).toBe('extensions')
    }

    // Indexes: create one concurrently.
    await open(page, '/database/indexes?search=e2e_authors')
    await page.getByRole('button', { name: 'Create index' }).click({ timeout: 30_000 })
    const indexForm = page.getByRole('dialog', { name: 'Create an index in public' })
    await indexForm.getByRole('combobox', { name: 'Table' }).click()
    await page.getByRole('option', { name: 'public.e2e_authors', exact: true }).click()
    await indexForm.getByRole('combobox', { name: 'Columns' }).click()
    await page.getByRole('option', { name: 'status', exact: true }).click()
    // The form shows the SQL it will run beside its fields.
    await expect(indexForm.getByLabel('SQL to run')).toHaveText('create index concurrently on "public"."e2e_authors" using btree ("status");')
    await indexForm.getByRole('button', { name: 'Create index' }).click()
    await expect(indexForm).toBeHidden()
    await expect(page.getByRole('row').filter({ hasText: 'e2e_authors_status_idx' })).toBeVisible()
    expect(psql(`select indexdef from pg_indexes where indexname = 'e2e_authors_status_idx'`)).toBe(
      'CREATE INDEX e2e_authors_status_idx ON public.e2e_authors USING btree (status)',
    )
  } finally {
    psql(`drop table if exists public."E2E reviews", public.e2e_authors cascade;`)
    if (!hadPgcrypto) psql(`drop extension if exists pgcrypto`)
  }
})

test("a table's page on PostgreSQL 15: a foreign key and a quoted CHECK added there; the foreign key in the schema visualizer", async ({ page, selfHosted }) => {
  test.setTimeout(120_000)
  const psql = selfHosted.psql
  psql(`drop table if exists public.e2e_fk_child, public.e2e_fk_parent;
    create table public.e2e_fk_parent (id bigint primary key);
    create table public.e2e_fk_child (id bigint primary key, parent bigint, qty int);`)
  try {
    await open(page, `/database/tables/${psql(`select 'public.e2e_fk_child'::regclass::oid`)}`)
    await page.getByRole('button', { name: 'Add constraint' }).click({ timeout: 30_000 })
    const add = page.getByRole('dialog', { name: 'Add a constraint to public.e2e_fk_child' })
    await add.getByLabel('Type').selectOption('check')
    await add.getByLabel('Name').fill(`qty's "floor"`)
    await add.getByLabel('Condition (CHECK)').fill('qty >= 0')
    await add.getByRole('button', { name: 'Add constraint' }).click()
    await expect(add).toBeHidden()
    expect(psql(`select conname from pg_constraint where conrelid = 'public.e2e_fk_child'::regclass and contype = 'c'`)).toBe(`qty's "floor"`)

    await page.getByRole('button', { name: 'Add foreign key' }).click()
    const fk = page.getByRole('dialog', { name: 'Add a foreign key to public.e2e_fk_child' })
    await fk.getByRole('combobox', { name: 'Columns', exact: true }).click({ force: true })
    await page.getByRole('option', { name: 'parent', exact: true }).click()
    await fk.getByRole('heading').click()
    await fk.getByRole('combobox', { name: 'Referenced table' }).click()
    await page.getByRole('option', { name: 'public.e2e_fk_parent', exact: true }).click()
    await fk.getByRole('combobox', { name: 'Referenced columns', exact: true }).click({ force: true })
    await page.getByRole('option', { name: 'id', exact: true }).click()
    await fk.getByRole('heading').click()
    await fk.getByLabel('On delete').selectOption('set null')
    await fk.getByRole('button', { name: 'Add foreign key' }).click()
    await expect(fk).toBeHidden()
    expect(psql(`select confdeltype::text from pg_constraint where conrelid = 'public.e2e_fk_child'::regclass and contype = 'f'`)).toBe('n')

    await open(page, '/database/schemas?schema=public')
    await expect(page.getByTestId('schema-diagram').getByLabel('Foreign key e2e_fk_child.parent → e2e_fk_parent.id')).toHaveCount(1, { timeout: 30_000 })
  } finally {
    psql(`drop table if exists public.e2e_fk_child, public.e2e_fk_parent`)
  }
})
