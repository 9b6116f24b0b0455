import type { Page } from '@playwright/test'
import { expect, test } from './support/self-hosted'

/**
 * The Database section's object pages on real PostgreSQL 15 through nginx and the real postgres-meta:
 * functions, triggers, enumerated types, roles, publications and the schema visualizer, each checked
 * in the catalog. Objects are named objects_e2e_* and removed at the end of each test.
 */
async function open(page: Page, path: string) {
  await page.goto(`/dashboard/project/default/database/${path}`)
  const optOut = page.getByRole('button', { name: 'Opt out' })
  if (await optOut.isVisible().catch(() => false)) await optOut.click()
}

const sqlToRun = (page: Page) => page.getByRole('dialog').getByLabel('SQL to run')

test('functions and triggers on PostgreSQL 15: create a trigger function and a trigger, fire it, disable it', async ({ page, selfHosted }) => {
  test.setTimeout(120_000)
  const { psql } = selfHosted
  psql(`create table public.objects_e2e_items (id int, name text); create table public.objects_e2e_audit (what text)`)
  try {
    await open(page, 'functions')
    await expect(page.getByRole('button', { name: 'Create function' })).toBeEnabled({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Create function' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create function' })
    await dialog.getByLabel('Name').fill('objects_e2e_log')
    await dialog.getByLabel('Return type').fill('trigger')
    await dialog.getByRole('textbox', { name: 'search_path' }).fill('public')
    await dialog.getByRole('textbox', { name: 'Function body' }).fill("begin insert into public.objects_e2e_audit values (tg_op || ' ' || new.name); return new; end")
    await dialog.getByRole('button', { name: 'Create function' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('row', { name: /public\.objects_e2e_log/ })).toContainText('trigger')
    expect(psql(`select prorettype::regtype || '|' || array_to_string(proconfig, ',') from pg_proc where proname = 'objects_e2e_log'`)).toBe('trigger|search_path=public')

    await open(page, 'triggers')
    await page.getByRole('button', { name: 'Create trigger' }).click()
    const create = page.getByRole('dialog', { name: 'Create trigger' })
    await create.getByRole('textbox', { name: 'Name' }).fill('objects_e2e_on_insert')
    await create.getByRole('combobox', { name: 'Table' }).click()
    await page.getByRole('option', { name: 'public.objects_e2e_items', exact: true }).click()
    await create.getByRole('checkbox', { name: 'Update' }).check()
    await create.getByRole('combobox', { name: 'Function' }).click()
    await page.getByRole('option', { name: 'public.objects_e2e_log()' }).click()
    await create.getByRole('textbox', { name: 'Condition (WHEN)' }).fill("new.name <> 'skip'")
    await expect(sqlToRun(page)).toHaveText(
      `create trigger "objects_e2e_on_insert"\nAFTER INSERT OR UPDATE on "public"."objects_e2e_items"\nfor each ROW\nwhen (new.name <> 'skip')\nexecute function "public"."objects_e2e_log"();`,
    )
    await create.getByRole('button', { name: 'Create trigger' }).click()
    await expect(create).toBeHidden()
    psql(`insert into public.objects_e2e_items values (1, 'kept'), (2, 'skip')`)
    expect(psql(`select string_agg(what, ',') from public.objects_e2e_audit`)).toBe('INSERT kept')
    expect(psql(`select tgenabled from pg_trigger where tgname = 'objects_e2e_on_insert'`)).toBe('O')

    const row = page.getByRole('row', { name: /objects_e2e_on_insert/ })
    await row.getByRole('button', { name: 'Disable objects_e2e_on_insert on public.objects_e2e_items' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disable trigger' }).click()
    await expect(row).toContainText('disabled')
    expect(psql(`select tgenabled from pg_trigger where tgname = 'objects_e2e_on_insert'`)).toBe('D')

    // Edited in place (CREATE OR REPLACE TRIGGER, Postgres 15): the old definition beside the new, WHEN kept, still disabled.
    await row.getByRole('button', { name: 'Edit objects_e2e_on_insert on public.objects_e2e_items' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit trigger objects_e2e_on_insert on public.objects_e2e_items' })
    await expect(edit.getByLabel('Current definition')).toContainText('AFTER INSERT OR UPDATE ON objects_e2e_items')
    await expect(edit.getByRole('textbox', { name: 'Condition (WHEN)' })).toHaveValue("new.name <> 'skip'::text")
    await edit.getByRole('checkbox', { name: 'Update' }).uncheck()
    await expect(sqlToRun(page)).toHaveText(
      `create or replace trigger "objects_e2e_on_insert"\nAFTER INSERT on "public"."objects_e2e_items"\nfor each ROW\nwhen (new.name <> 'skip'::text)\nexecute function "public"."objects_e2e_log"();\nalter table "public"."objects_e2e_items" disable trigger "objects_e2e_on_insert";`,
    )
    await edit.getByRole('button', { name: 'Save trigger' }).click()
    await expect(edit).toBeHidden()
    expect(psql(`select pg_get_triggerdef(oid) || ' ' || tgenabled::text from pg_trigger where tgname = 'objects_e2e_on_insert'`)).toMatch(/AFTER INSERT ON public\.objects_e2e_items .* D$/)
  } finally {
    psql(`drop table if exists public.objects_e2e_items; drop table if exists public.objects_e2e_audit; drop function if exists public.objects_e2e_log()`)
  }
})

test('enums, roles and publications on PostgreSQL 15: add an enum value, create a role, add a table to a publication', async ({ page, selfHosted }) => {
  test.setTimeout(120_000)
  const { psql } = selfHosted
  psql(`create type public.objects_e2e_mood as enum ('sad', 'happy'); create table public.objects_e2e_posts (id int primary key); create publication objects_e2e_pub`)
  try {
    await open(page, 'types')
    await page.getByRole('button', { name: 'Add a value to public.objects_e2e_mood' }).click({ timeout: 30_000 })
    const add = page.getByRole('dialog', { name: 'Add a value to public.objects_e2e_mood' })
    await add.getByLabel('New value').fill('ok')
    await add.getByRole('button', { name: 'Add value' }).click()
    await expect(add).toBeHidden()
    expect(psql(`select string_agg(enumlabel, ',' order by enumsortorder) from pg_enum where enumtypid = 'public.objects_e2e_mood'::regtype`)).toBe('sad,happy,ok')

    await open(page, 'roles')
    await page.getByRole('button', { name: 'Create role' }).click()
    const role = page.getByRole('dialog', { name: 'Create role' })
    await role.getByLabel('Name').fill('objects_e2e_reader')
    await role.getByLabel('Password', { exact: true }).fill('correct-Horse-battery-staple-42')
    await expect(role.getByTestId('password-strength-message')).toHaveText('This password is strong.')
    await role.getByRole('checkbox', { name: 'Bypass RLS' }).check()
    await role.getByRole('button', { name: 'Create role' }).click()
    await expect(role).toBeHidden()
    await expect(page.getByRole('row', { name: /objects_e2e_reader/ })).toContainText('Bypass RLS')
    expect(psql(`select rolcanlogin || '|' || rolbypassrls || '|' || (rolpassword is not null) from pg_authid where rolname = 'objects_e2e_reader'`)).toBe('true|true|true')

    await open(page, 'publications')
    await page.getByRole('button', { name: 'Add a table to objects_e2e_pub' }).click()
    const pub = page.getByRole('dialog', { name: 'Add a table to objects_e2e_pub' })
    await pub.getByRole('combobox', { name: 'Table' }).click()
    await page.getByRole('option', { name: 'public.objects_e2e_posts', exact: true }).click()
    await pub.getByRole('button', { name: 'Add table' }).click()
    await expect(pub).toBeHidden()
    await expect(page.getByRole('row', { name: /objects_e2e_pub/ })).toContainText('public.objects_e2e_posts')
    expect(psql(`select schemaname || '.' || tablename from pg_publication_tables where pubname = 'objects_e2e_pub'`)).toBe('public.objects_e2e_posts')
  } finally {
    psql(`drop publication if exists objects_e2e_pub; drop table if exists public.objects_e2e_posts; drop type if exists public.objects_e2e_mood; drop role if exists objects_e2e_reader`)
  }
})

test('schema visualizer on PostgreSQL 15: a foreign key edge, and a click on a table opens the table editor', async ({ page, selfHosted }) => {
  test.setTimeout(120_000)
  const { psql } = selfHosted
  psql(`create schema objects_e2e_graph;
    create table objects_e2e_graph.authors (id int primary key, name text);
    create table objects_e2e_graph.books (id int primary key, author_id int references objects_e2e_graph.authors)`)
  try {
    await open(page, 'schemas?schema=objects_e2e_graph')
    const diagram = page.getByTestId('schema-diagram')
    await expect(diagram).toHaveAttribute('data-ready', 'true', { timeout: 30_000 })
    await expect(diagram.getByLabel('Foreign key books.author_id → authors.id')).toHaveCount(1)
    const id = psql(`select 'objects_e2e_graph.books'::regclass::oid`)
    await page.getByRole('group', { name: 'Table objects_e2e_graph.books' }).getByText('author_id').click()
    await expect(page).toHaveURL(new RegExp(`/project/default/editor/${id}$`))
  } finally {
    psql(`drop schema objects_e2e_graph cascade`)
  }
})

test('realtime publication switch on PostgreSQL 15: created when missing, a table added and taken out from three pages, FOR ALL TABLES left alone', async ({ page, selfHosted }) => {
  test.setTimeout(150_000)
  const { psql } = selfHosted
  const existed = psql(`select count(*) from pg_publication where pubname = 'supabase_realtime'`) === '1'
  const published = () => psql(`select coalesce(string_agg(schemaname || '.' || tablename, ','), '') from pg_publication_tables where pubname = 'supabase_realtime'`)
  psql(`drop publication if exists supabase_realtime; create table public."objects_e2e_live ""x""" (id int primary key)`)
  try {
    // Database → Tables: the switch creates the missing publication, then adds the table.
    await open(page, 'tables?search=objects_e2e_live')
    const toggle = page.getByRole('switch', { name: 'Realtime for public.objects_e2e_live "x"' })
    await expect(toggle).not.toBeChecked({ timeout: 30_000 })
    await toggle.click({ force: true })
    const enable = page.getByRole('dialog', { name: 'Enable Realtime for public.objects_e2e_live "x"' })
    await expect(enable.getByLabel('SQL to run')).toHaveText(`create publication "supabase_realtime";\nalter publication "supabase_realtime" add table "public"."objects_e2e_live ""x""";`)
    await enable.getByRole('button', { name: 'Enable Realtime' }).click()
    await expect(enable).toBeHidden()
    await expect(toggle).toBeChecked()
    expect(published()).toBe('public.objects_e2e_live "x"')
    const oid = psql(`select oid from pg_publication where pubname = 'supabase_realtime'`)

    // The table editor's table menu takes it out again: the publication stays.
    const table = psql(`select 'public."objects_e2e_live ""x"""'::regclass::oid`)
    await page.goto(`/dashboard/project/default/editor/${table}`)
    await expect(page.getByText('Realtime on')).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Table actions' }).click()
    await page.getByRole('menuitem', { name: 'Disable Realtime' }).click()
    const disable = page.getByRole('dialog', { name: 'Disable Realtime for public.objects_e2e_live "x"' })
    await expect(disable.getByLabel('SQL to run')).toHaveText(`alter publication "supabase_realtime" drop table "public"."objects_e2e_live ""x""";`)
    await disable.getByRole('button', { name: 'Disable Realtime' }).click()
    await expect(disable).toBeHidden()
    await expect(page.getByText('Realtime on')).toBeHidden()
    expect(published()).toBe('')
    expect(psql(`select oid from pg_publication where pubname = 'supabase_realtime'`)).toBe(oid)

    // Database → Publications: the Realtime card adds it back.
    await open(page, 'publications')
    const card = page.getByRole('region', { name: 'Realtime publication' })
    await expect(card).toContainText('No table is published')
    await card.getByRole('button', { name: 'Add a table to Realtime' }).click()
    const add = page.getByRole('dialog', { name: 'Add a table to Realtime' })
    await add.getByRole('combobox', { name: 'Table' }).click()
    await page.getByRole('option', { name: 'public.objects_e2e_live "x"', exact: true }).click()
    await add.getByRole('button', { name: 'Add table' }).click()
    await expect(add).toBeHidden()
    await expect(card).toContainText('1 table is published')
    expect(published()).toBe('public.objects_e2e_live "x"')

    // FOR ALL TABLES: said so, and the switch is left alone.
    psql(`drop publication supabase_realtime; create publication supabase_realtime for all tables`)
    await open(page, 'tables?search=objects_e2e_live')
    await expect(page.getByText('Realtime: every table is published')).toBeVisible({ timeout: 30_000 })
    await expect(toggle).toBeChecked()
    await expect(toggle).toBeDisabled()
    expect(psql(`select puballtables from pg_publication where pubname = 'supabase_realtime'`)).toBe('t')
  } finally {
    psql(`drop publication if exists supabase_realtime; drop table if exists public."objects_e2e_live ""x"""`)
    if (existed) psql(`create publication supabase_realtime`)
  }
})
