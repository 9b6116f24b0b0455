import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO, expect, signIn, test } from './support/fixtures'
import { sqlEditorPage } from './support/sql-editor-page'

// Issue 36 (CONTRACT §17): schema changes become a migration file; read-only mode.
test.use({ consoleAllowed: [/Failed to load resource: the server responded with a status of 400/] })

const PROJECT = 'acmeblogprod01'
/** The first query of a run waits for the embedded Postgres to start. */
const FIRST_QUERY_TIMEOUT_MS = 30_000

/** Runs SQL on the project's database through the pg-meta route (no prefix: the page's settings are the browser's). */
async function db<T = Record<string, unknown>>(page: Page, query: string): Promise<T[]> {
  const session = (await (await page.request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()) as { access_token: string }
  const response = await page.request.post(`/platform/pg-meta/${PROJECT}/query`, {
    data: { query },
    headers: { authorization: `Bearer ${session.access_token}`, 'x-connection-encrypted': 'postgresql://e2e' },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as T[]
}

async function open(page: Page, path: string) {
  await signIn(page)
  await page.goto(`/dashboard/project/${PROJECT}/${path}`)
  await page.getByRole('button', { name: 'Opt out' }).click()
}

/** What the changes made below consist of, as the catalog has it: compared before and after replaying the file. */
const SCHEMA_OF_CHANGES = `
select
  (select string_agg(enumlabel, ',' order by enumsortorder) from pg_enum where enumtypid = 'public.mood'::regtype) as mood,
  (select pg_get_functiondef('public.greeting()'::regprocedure)) as greeting,
  (select string_agg(column_name || ' ' || data_type || ' ' || coalesce(column_default, ''), ', ' order by ordinal_position)
     from information_schema.columns where table_schema = 'public' and table_name = 'diary') as diary,
  (select relrowsecurity from pg_class where oid = 'public.diary'::regclass) as diary_rls`

test.beforeEach(() => test.setTimeout(180_000))

test('three forms and the SQL editor make one migration file that rebuilds the same schema', async ({ page }) => {
  // Form 1: Database → Enumerated types.
  await open(page, 'database/types')
  await page.getByRole('button', { name: 'Create type' }).click()
  const type = page.getByRole('dialog', { name: 'Create enumerated type' })
  await type.getByLabel('Name').fill('mood')
  await type.getByRole('textbox', { name: 'Value 1' }).fill('happy')
  await type.getByRole('button', { name: 'Add value' }).click()
  await type.getByRole('textbox', { name: 'Value 2' }).fill('sad')
  await type.getByRole('button', { name: 'Create type' }).click()
  await expect(type).toBeHidden({ timeout: FIRST_QUERY_TIMEOUT_MS })

  // Form 2: Database → Functions, a body holding semicolons.
  await page.goto(`/dashboard/project/${PROJECT}/database/functions`)
  await page.getByRole('button', { name: 'Create function' }).click()
  const fn = page.getByRole('dialog', { name: 'Create function' })
  await fn.getByLabel('Name').fill('greeting')
  await fn.getByLabel('Return type').fill('text')
  await fn.getByRole('textbox', { name: 'Function body' }).fill("begin perform 1; return 'hi; there'; end")
  await fn.getByRole('button', { name: 'Create function' }).click()
  await expect(fn).toBeHidden()

  // Form 3: the table editor's New table.
  await page.goto(`/dashboard/project/${PROJECT}/editor/new`)
  await page.getByRole('button', { name: 'New table', exact: true }).click()
  const table = page.getByRole('dialog', { name: 'Create a table in public' })
  await table.getByRole('textbox', { name: 'Table name' }).fill('diary')
  await table.getByRole('button', { name: 'Create table' }).click()
  await expect(table).toBeHidden()
  await expect(page.getByRole('heading', { name: 'diary' })).toBeVisible()

  // And one in the SQL editor, between a read and a data change that stay out of the ledger.
  const editor = sqlEditorPage(page)
  await editor.open(PROJECT)
  await editor.run("alter table public.diary add column feeling public.mood default 'happy';\ninsert into public.diary (feeling) values ('sad');\nselect count(*) as diary_rows from public.diary")
  await expect(editor.results.getByRole('columnheader', { name: /diary_rows/ })).toBeVisible()
  await expect(editor.results.getByRole('gridcell', { name: '1', exact: true })).toBeVisible()
  const before = await db(page, SCHEMA_OF_CHANGES)

  await page.getByRole('navigation', { name: 'Project navigation' }).getByRole('link', { name: 'Migrations' }).click()
  await expect(page).toHaveTitle(/^Migrations \|/)
  await expect(page.getByText('None: this database has no supabase_migrations.schema_migrations table.')).toBeVisible()
  const ledger = page.getByRole('table', { name: 'Changes ledger' })
  await expect(ledger.getByRole('row')).not.toHaveCount(1)
  for (const source of ['database/types', 'database/functions', 'table-editor', 'sql-editor'])
    await expect(ledger.getByRole('cell', { name: source, exact: true }).first()).toBeVisible()
  await expect(ledger).not.toContainText('insert into public.diary')
  // Filters: by source and by result.
  await page.getByRole('combobox', { name: 'Source' }).click()
  await page.getByRole('option', { name: 'sql-editor', exact: true }).click()
  await expect(ledger.getByRole('row')).toHaveCount(2)
  await page.getByRole('combobox', { name: 'Source' }).click()
  await page.getByRole('option', { name: 'All sources' }).click()
  await page.getByText('Failed', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Failed' })).toBeChecked()
  await expect(page.getByText('No change matches the filters.')).toBeVisible()
  await page.getByText('All', { exact: true }).click()
  await page.getByRole('checkbox', { name: 'Select all shown changes' }).check()
  await page.getByRole('button', { name: 'Create migration' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create migration' })
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await dialog.getByRole('textbox', { name: 'Migration name' }).fill('../diary/with moods')
  await expect(dialog.getByText(/^\d{14}_diary_with_moods\.sql$/)).toBeVisible()
  const content = await dialog.getByLabel('Migration file').textContent()
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^\d{14}_diary_with_moods\.sql$/)
  const text = await readFile((await file.path())!, 'utf8')
  expect(text).toBe(content)

  // In the order they ran, each ending with `;`, the function body whole.
  const order = ['create type', 'create or replace function', "'hi; there'", 'create table', 'alter table public.diary add column feeling']
  const at = order.map((part) => text.toLowerCase().indexOf(part.toLowerCase()))
  expect(at.every((index) => index >= 0), text).toBe(true)
  expect([...at].sort((a, b) => a - b)).toEqual(at)
  expect(text).not.toContain('insert into')
  expect(text).not.toContain('diary_rows')
  expect(text.trimEnd().endsWith(';')).toBe(true)

  // Replayed on the database without those objects, the file gives the same schema back.
  await db(page, 'drop table public.diary; drop function public.greeting(); drop type public.mood')
  await db(page, text)
  expect(await db(page, SCHEMA_OF_CHANGES)).toEqual(before)

  // Kept in IndexedDB: still there after a reload.
  await page.reload()
  await expect(page.getByRole('table', { name: 'Changes ledger' }).getByRole('cell', { name: 'sql-editor', exact: true })).toBeVisible()
})

test('read-only mode: Postgres refuses create table, commit; create table is not sent, a select runs, forms say why', async ({ page }) => {
  await open(page, 'sql/new')
  const editor = sqlEditorPage(page)
  await editor.editor.waitFor()
  const toggle = page.getByRole('switch', { name: 'Read-only' })
  await toggle.check()

  await editor.run('create table public.ro_made (id int)')
  await expect(page.getByText('cannot execute CREATE TABLE in a read-only transaction').first()).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })

  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/pg-meta/') && request.method() === 'POST') sent.push(request.url())
  })
  await editor.run('commit; create table public.ro_made (id int)')
  await expect(page.getByText('Read-only mode is on: "commit" would end the read-only transaction, so the query was not sent.').first()).toBeVisible()
  expect(sent).toEqual([])
  expect(await db(page, `select to_regclass('public.ro_made') is null as absent`)).toEqual([{ absent: true }])

  await editor.run('select 41 + 1 as answer')
  await expect(editor.results.getByRole('gridcell', { name: '42', exact: true })).toBeVisible()

  // Kept per project in the browser, shown on every page; forms that write are disabled with the reason.
  await page.goto(`/dashboard/project/${PROJECT}/database/types`)
  await expect(page.getByRole('switch', { name: 'Read-only' })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Create type' })).toBeDisabled()
  await expect(page.getByText('Read-only mode is on: changes to the database are disabled.')).toBeVisible()
  await page.goto(`/dashboard/project/${PROJECT}/editor/new`)
  await expect(page.getByRole('button', { name: 'New table', exact: true })).toBeDisabled()

  await page.getByRole('switch', { name: 'Read-only' }).uncheck()
  await expect(page.getByRole('button', { name: 'New table', exact: true })).toBeEnabled()
})
