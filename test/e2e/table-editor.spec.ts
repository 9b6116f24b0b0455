import type { Page } from '@playwright/test'
import { DEMO, expect, signIn, test } from './support/fixtures'

// Requests and errors these tests provoke on purpose (the console guard of support/fixtures.ts).
// One pattern: Playwright would read a second array item as the option's settings.
test.use({ consoleAllowed: [/Failed to load resource: the server responded with a status of 400/] })

const PROJECT = 'acmeblogprod01'

/** Runs SQL on the project's database through the same pg-meta call the dashboard makes. */
async function db<T = Record<string, unknown>>(page: Page, query: string): Promise<T[]> {
  const session = await (await page.request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()
  const response = await page.request.post(`/platform/pg-meta/${PROJECT}/query`, {
    data: { query },
    headers: { authorization: `Bearer ${session.access_token}`, 'x-connection-encrypted': 'postgresql://e2e' },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return response.json()
}

const oid = async (page: Page, name: string) => (await db<{ id: number }>(page, `select '${name}'::regclass::oid::int8::float8 as id`))[0]!.id

async function open(page: Page, path: string) {
  await signIn(page)
  await page.goto(`/dashboard/project/${PROJECT}${path}`)
  await page.getByRole('button', { name: 'Opt out' }).click()
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Rows' })
/** A cell by its row's place on the page (1 = first row) and its column. */
const cell = (page: Page, row: number, column: string, offset = 0) =>
  grid(page).locator(`[role="row"][aria-rowindex="${offset + row + 1}"] [role="gridcell"][data-column="${column}"]`)
const columnText = async (page: Page, column: string) => grid(page).locator(`[role="gridcell"][data-column="${column}"]`).allInnerTexts()

test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ page }) => {
  await db(
    page,
    `create table public.events (id bigint primary key, label text not null, score int, payload jsonb);
     insert into public.events select i, 'event ' || lpad(i::text, 3, '0'), i % 10, jsonb_build_object('i', i) from generate_series(1, 250) i;
     create table public.readings (sensor text, value numeric);
     insert into public.readings values ('a', 1.5), ('b', 2.5);`,
  )
})

test('lists tables, opens one, sorts, filters by URL and pages by key', async ({ page }) => {
  await open(page, '/editor/new')
  const list = page.getByRole('navigation', { name: 'Tables' })
  await expect(list.getByRole('link', { name: 'customers' })).toBeVisible()
  await expect(list.getByRole('link', { name: 'events' })).toHaveAttribute('aria-description', 'table')
  await page.getByRole('textbox', { name: 'Search tables' }).fill('even')
  await expect(list.getByRole('link')).toHaveCount(1)
  await list.getByRole('link', { name: 'events' }).click()

  const id = await oid(page, 'public.events')
  await expect(page).toHaveURL(new RegExp(`/editor/${id}`))
  await expect(page.getByRole('heading', { name: 'events' })).toBeVisible()
  await expect(cell(page, 1, 'label')).toHaveText('event 001')
  await expect(page.getByRole('status').filter({ hasText: 'rows' })).toHaveText('250 rows')
  // Reopening the table editor from the sidebar comes back to this table.
  await expect(page.getByRole('navigation', { name: 'Project navigation' }).getByRole('link', { name: 'Table editor' })).toHaveAttribute(
    'href',
    `/dashboard/project/${PROJECT}/editor/${id}`,
  )

  // Sort by score, descending on the second click.
  const header = grid(page).getByRole('columnheader').filter({ has: page.getByRole('button', { name: 'Sort by score', exact: true }) })
  await header.getByRole('button', { name: 'Sort by score' }).click()
  await expect(header).toHaveAttribute('aria-sort', 'ascending')
  await expect(page).toHaveURL(/sort=/)
  await header.getByRole('button', { name: 'Sort by score' }).click()
  await expect(page).toHaveURL(/desc/)
  await expect(header).toHaveAttribute('aria-sort', 'descending')
  await expect(cell(page, 1, 'score')).toHaveText('9')
  await expect(cell(page, 1, 'id')).toHaveText('249')

  // Next page starts after the last row of the first (keyset), still sorted.
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(cell(page, 1, 'score', 100)).toHaveText('5')

  // A filtered view is a link.
  const filter = encodeURIComponent(JSON.stringify([{ column: 'score', op: 'eq', value: '3' }, { column: 'label', op: 'like', value: '%1%' }]))
  await page.goto(`/dashboard/project/${PROJECT}/editor/${id}?filter=${filter}`)
  await expect(page.getByRole('textbox', { name: 'Filter 1 value' })).toHaveValue('3')
  const labels = await (async () => {
    await expect(cell(page, 1, 'label')).toHaveText('event 013')
    return columnText(page, 'label')
  })()
  expect(labels).toEqual(['event 013', 'event 103', 'event 113', 'event 123', 'event 133', 'event 143', 'event 153', 'event 163', 'event 173', 'event 183', 'event 193', 'event 213'])
  await expect(page.getByRole('status').filter({ hasText: 'rows' })).toHaveText('12 rows')

  // Pages of 500 hold every row; a jump by page number.
  await page.goto(`/dashboard/project/${PROJECT}/editor/${id}?page=3`)
  await expect(cell(page, 1, 'id', 200)).toHaveText('201')
  await page.getByRole('combobox', { name: 'Rows per page' }).click()
  await page.getByRole('option', { name: '500 rows' }).click()
  await expect(page).toHaveURL(/size=500/)
  await expect(cell(page, 1, 'id')).toHaveText('1')
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled()
})

test('while the next page loads, the page on view keeps its own row numbers', async ({ page }) => {
  // Hold the read of the rows after id 100 (the next page, by key) until the test lets it go.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/platform/pg-meta/**', async (route) => {
    if ((route.request().postData() ?? '').includes(`> ('100'::bigint)`)) await held
    await route.fallback()
  })
  await open(page, `/editor/${await oid(page, 'public.events')}`)
  await expect(cell(page, 1, 'label')).toHaveText('event 001')
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  // Page 1 stays on view as page 1 (greyed, busy), not renumbered as rows 101 to 200.
  await expect(grid(page)).toHaveAttribute('aria-busy', 'true')
  await expect(cell(page, 1, 'label')).toHaveText('event 001')
  await expect(cell(page, 1, 'label', 100)).toHaveCount(0)
  release()
  await expect(cell(page, 1, 'label', 100)).toHaveText('event 101')
  await expect(grid(page)).not.toHaveAttribute('aria-busy', 'true')
  await expect(cell(page, 1, 'label')).toHaveCount(0)
})

test('a far page typed in the pager holds the rows the database has there, also sorted by a column with ties', async ({ page }) => {
  // 30,000 rows, analyzed: page 201 (20,000 rows in) is found from the key's statistics, not by a walk.
  await db(page, `create table public.far (id bigint primary key, bucket int); insert into public.far select i, i % 7 from generate_series(1, 30000) i; analyze public.far`)
  const id = await oid(page, 'public.far')
  await open(page, `/editor/${id}`)
  await expect(cell(page, 1, 'id')).toHaveText('1')
  const jump = async (to: number) => {
    await page.getByRole('textbox', { name: 'Page' }).fill(String(to))
    await page.getByRole('textbox', { name: 'Page' }).press('Enter')
    await expect(page).toHaveURL(new RegExp(`page=${to}`))
  }
  const expected = async (order: string, offset: number) =>
    // Aliased apart: ORDER BY id would sort the text alias, not the column.
    (await db<{ k: string }>(page, `select id::text as k from public.far order by ${order} offset ${offset} limit 2`)).map((r) => r.k)
  await jump(201)
  const [first, second] = await expected('id', 20_000)
  await expect(cell(page, 1, 'id', 20_000)).toHaveText(first!)
  await expect(cell(page, 2, 'id', 20_000)).toHaveText(second!)
  // Sorted by a column with ties (bucket): the page is found by an exact walk, ties broken by the key.
  await page.goto(`/dashboard/project/${PROJECT}/editor/${id}?sort=${encodeURIComponent(JSON.stringify({ column: 'bucket', direction: 'desc' }))}`)
  await expect(cell(page, 1, 'bucket')).toHaveText('6')
  await jump(150)
  const [sortedFirst, sortedSecond] = await expected('bucket desc, id desc', 14_900)
  await expect(cell(page, 1, 'id', 14_900)).toHaveText(sortedFirst!)
  await expect(cell(page, 2, 'id', 14_900)).toHaveText(sortedSecond!)
})

test('edits a cell in place, inserts and deletes rows; the database has the changes', async ({ page }) => {
  const id = await oid(page, 'public.customers')
  await open(page, `/editor/${id}`)
  await expect(cell(page, 1, 'full_name')).toHaveText('Ada Lovelace')
  await cell(page, 1, 'full_name').dblclick()
  const editor = page.getByRole('textbox', { name: 'Edit full_name' })
  await editor.fill("Ada King, Countess of Lovelace 'AL'")
  await editor.press('Enter')
  await expect(cell(page, 1, 'full_name')).toHaveText("Ada King, Countess of Lovelace 'AL'")
  await page.reload()
  await expect(cell(page, 1, 'full_name')).toHaveText("Ada King, Countess of Lovelace 'AL'")
  expect(await db(page, 'select full_name from customers where id = 1')).toEqual([{ full_name: "Ada King, Countess of Lovelace 'AL'" }])

  // A database error shows in place and keeps what was typed.
  await cell(page, 2, 'email').dblclick()
  await page.getByRole('textbox', { name: 'Edit email' }).fill('ada@example.com')
  await page.getByRole('textbox', { name: 'Edit email' }).press('Enter')
  await expect(page.getByText('duplicate key value violates unique constraint "customers_email_key"')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Edit email' })).toHaveValue('ada@example.com')
  await page.getByRole('textbox', { name: 'Edit email' }).press('Escape')

  // Insert: identity and defaults left to the database.
  await page.getByRole('button', { name: 'Insert row' }).click()
  const drawer = page.getByRole('dialog', { name: 'Insert row' })
  await drawer.getByRole('textbox', { name: 'email' }).fill('hedy@example.com')
  await drawer.getByRole('textbox', { name: 'full_name' }).fill('Hedy Lamarr')
  await drawer.getByRole('button', { name: 'View SQL' }).click()
  await expect(drawer.getByLabel('SQL to run')).toContainText(`insert into "public"."customers" ("email", "full_name")`)
  await drawer.getByRole('button', { name: 'Insert', exact: true }).click()
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'rows' })).toHaveText('9 rows')
  expect(await db(page, `select id, country from customers where email = 'hedy@example.com'`)).toEqual([{ id: 9, country: 'US' }])

  // Delete the new row through the confirmation.
  await page.getByRole('checkbox', { name: 'Select row 9' }).check()
  await page.getByRole('button', { name: 'Delete 1 row' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete 1 row?' })
  await expect(confirm).toContainText(`delete from "public"."customers"\nwhere ("id") in (('9'::bigint))`)
  await confirm.getByRole('button', { name: 'Delete 1 row' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'rows' })).toHaveText('8 rows')
  expect(await db(page, `select count(*)::int as n from customers where email = 'hedy@example.com'`)).toEqual([{ n: 0 }])
})

test('creates a table with a foreign key and adds a column', async ({ page }) => {
  await open(page, '/editor/new')
  await page.getByRole('button', { name: 'New table', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Create a table in public' })
  await dialog.getByRole('textbox', { name: 'Table name' }).fill('reviews')
  await expect(dialog.getByRole('checkbox', { name: 'Enable row level security (recommended)' })).toBeChecked()
  await dialog.getByRole('button', { name: 'Add column' }).click()
  await dialog.getByRole('textbox', { name: 'Column 3 name' }).fill('customer_id')
  await dialog.getByRole('combobox', { name: 'Column 3 type' }).click()
  await page.getByRole('option', { name: 'int8', exact: true }).click()
  await dialog.getByRole('combobox', { name: 'Column 3 references' }).click()
  await page.getByRole('option', { name: 'public.customers.id (bigint)' }).click()
  await dialog.getByRole('button', { name: 'Create table' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: 'reviews' })).toBeVisible()
  expect(await db(page, `select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'public.reviews'::regclass and contype = 'f'`)).toEqual([
    { conname: 'reviews_customer_id_fkey', def: 'FOREIGN KEY (customer_id) REFERENCES customers(id)' },
  ])
  expect(await db(page, `select relrowsecurity from pg_class where oid = 'public.reviews'::regclass`)).toEqual([{ relrowsecurity: true }])

  await page.getByRole('button', { name: 'Add column' }).click()
  const add = page.getByRole('dialog', { name: 'Add column' })
  await add.getByRole('textbox', { name: 'Column name' }).fill('rating')
  await add.getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: 'int4', exact: true }).click()
  await add.getByRole('button', { name: 'Add column' }).click()
  await expect(add).toBeHidden()
  await expect(grid(page).getByRole('button', { name: 'Sort by rating' })).toBeVisible()
  expect(await db(page, `select data_type from information_schema.columns where table_name = 'reviews' and column_name = 'rating'`)).toEqual([{ data_type: 'integer' }])

  await page.getByRole('tab', { name: 'Definition' }).click()
  await expect(page.getByLabel('Table definition')).toContainText('rating integer')
})

test('a table without a primary key is read-only, with the reason', async ({ page }) => {
  await open(page, `/editor/${await oid(page, 'public.readings')}`)
  await expect(page.getByText('This table has no primary key', { exact: false })).toBeVisible()
  await expect(cell(page, 1, 'sensor')).toHaveText('a')
  await expect(cell(page, 1, 'sensor')).toHaveAttribute('aria-readonly', 'true')
  await expect(page.getByRole('button', { name: 'Insert row' })).toHaveCount(0)
  await cell(page, 1, 'sensor').dblclick()
  await expect(page.getByRole('textbox', { name: 'Edit sensor' })).toHaveCount(0)
  await expect(page.getByText('Row level security is off for this table.', { exact: false })).toBeVisible()
})

test('a view of a big table opens on the planner estimate: no count(*) until asked', async ({ page }) => {
  await db(page, `create table public.bulk (id bigint primary key, v text); insert into public.bulk select i, 'v' || i from generate_series(1, 60000) i;
    analyze public.bulk; create view public.bulk_view as select * from public.bulk;`)
  // The statements sent, read where Chromium hands the body over (a request event alone has none: ky streams it).
  const counts: string[] = []
  await page.route('**/platform/pg-meta/**', async (route) => {
    const body = route.request().postData() ?? ''
    if (/count\(\*\)/i.test(body) && body.includes('bulk_view')) counts.push(body)
    await route.fallback()
  })
  await open(page, `/editor/${await oid(page, 'public.bulk_view')}`)
  await expect(cell(page, 1, 'v')).toHaveText('v1')
  await expect(page.getByRole('status').filter({ hasText: 'rows' })).toHaveText('~60,000 rows (estimated)')
  // The list shows no estimate of its own for a view (it has none), the table's for the table.
  const list = page.getByRole('navigation', { name: 'Tables' })
  await expect(list.getByRole('link', { name: 'bulk', exact: true })).toContainText('60K')
  await expect(list.getByRole('link', { name: 'bulk_view' })).toHaveText('bulk_view')
  expect(counts).toEqual([])
  await page.getByRole('button', { name: 'Count exactly' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'rows' })).toHaveText('60,000 rows')
  expect(counts).toHaveLength(1)
})

test('imports a CSV of 1,000 rows with a bad one reported, and exports the filtered view', async ({ page }) => {
  await open(page, `/editor/${await oid(page, 'public.events')}`)
  await expect(cell(page, 1, 'label')).toHaveText('event 001')
  const lines = ['id,label,score,payload,extra']
  for (let i = 1001; i <= 2000; i++) lines.push(`${i},"imported, ""${i}""",${i % 10},"{""n"": ${i}}",x`)
  lines.splice(501, 0, '3000,bad row,not a number,,x')
  await page.getByRole('button', { name: 'Import CSV', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import CSV into events' })
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'events.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) })
  await expect(dialog.getByRole('table', { name: 'CSV preview' })).toContainText('imported, "1001"')
  await expect(dialog.getByRole('combobox', { name: 'Column for extra' })).toHaveValue('Skip')
  await expect(dialog.getByRole('combobox', { name: 'Column for score' })).toHaveValue('score (integer)')
  await dialog.getByRole('button', { name: 'Import rows' }).click()
  await expect(dialog.getByRole('status')).toContainText('Imported 1,000 rows. 1 row failed.', { timeout: 60_000 })
  await expect(dialog.getByRole('status')).toContainText('Row 501: invalid input syntax for type integer: "not a number"')
  await dialog.getByRole('button', { name: 'Close' }).click()
  expect(await db(page, `select count(*)::int as n, min(id)::int as lo, max(id)::int as hi from events where id > 1000`)).toEqual([{ n: 1000, lo: 1001, hi: 2000 }])
  expect(await db(page, `select label, payload from events where id = 1500`)).toEqual([{ label: 'imported, "1500"', payload: { n: 1500 } }])

  // Export the view filtered to score 7: 25 seeded + 100 imported rows, by key pages.
  const filter = encodeURIComponent(JSON.stringify([{ column: 'score', op: 'eq', value: '7' }]))
  await page.goto(`/dashboard/project/${PROJECT}/editor/${await oid(page, 'public.events')}?filter=${filter}`)
  await expect(page.getByRole('status').filter({ hasText: 'rows' })).toHaveText('125 rows', { timeout: 30_000 })
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('events.csv')
  const text = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8')
  const rows = text.trimEnd().split('\r\n')
  expect(rows[0]).toBe('id,label,score,payload')
  expect(rows).toHaveLength(126)
  expect(rows[1]).toBe('7,event 007,7,"{""i"": 7}"')
  expect(rows.at(-1)).toBe('1997,"imported, ""1997""",7,"{""n"": 1997}"')
})

test('imports a CSV into a new table with guessed types', async ({ page }) => {
  await open(page, '/editor/new')
  await page.getByRole('button', { name: 'Import CSV into a new table' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import CSV into a new table in public' })
  const csv = ['sku,price,in_stock,added', 'A-1,12.50,true,2026-01-02', 'B-2,3,false,', "C'3,7.25,true,2026-02-03"].join('\n')
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'Stock Items.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await expect(dialog.getByRole('textbox', { name: 'New table name' })).toHaveValue('stock_items')
  await expect(dialog.getByRole('combobox', { name: 'Type of price' })).toHaveValue('numeric')
  await expect(dialog.getByRole('combobox', { name: 'Type of in_stock' })).toHaveValue('bool')
  await expect(dialog.getByRole('combobox', { name: 'Type of added' })).toHaveValue('date')
  // The statements it will run: the table, then the rows by batches (shown with the file's first rows).
  await dialog.getByRole('button', { name: 'View SQL' }).click()
  const sql = dialog.getByLabel('SQL to run')
  await expect(sql).toContainText('create table "public"."stock_items" (')
  await expect(sql).toContainText(
    `-- The rows go in batches of 500, each its own statement; the first rows of the file:\n` +
      `insert into "public"."stock_items" ("sku", "price", "in_stock", "added")\nvalues\n` +
      `('A-1'::text, '12.50'::numeric, 'true'::bool, '2026-01-02'::date),\n('B-2'::text, '3'::numeric, 'false'::bool, NULL),\n` +
      `('C''3'::text, '7.25'::numeric, 'true'::bool, '2026-02-03'::date);`,
  )
  await dialog.getByRole('button', { name: 'Import rows' }).click()
  await expect(dialog.getByRole('status')).toContainText('Imported 3 rows.', { timeout: 30_000 })
  expect(await db(page, `select id::int, sku, price::text, in_stock, added::text from stock_items order by id`)).toEqual([
    { id: 1, sku: 'A-1', price: '12.50', in_stock: true, added: '2026-01-02' },
    { id: 2, sku: 'B-2', price: '3', in_stock: false, added: null },
    { id: 3, sku: "C'3", price: '7.25', in_stock: true, added: '2026-02-03' },
  ])
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('navigation', { name: 'Tables' }).getByRole('link', { name: 'stock_items' })).toBeVisible()
})

test('an in-place cell edit shows the SQL it will run, and that statement is what lands', async ({ page }) => {
  await open(page, `/editor/${await oid(page, 'public.events')}`)
  await expect(cell(page, 2, 'label')).toHaveText('event 002')
  // By keyboard: focus the cell, Enter edits, Tab reaches 'View SQL'.
  await cell(page, 2, 'label').focus()
  await page.keyboard.press('Enter')
  const editor = page.getByRole('textbox', { name: 'Edit label' })
  await editor.fill("it's $$ a \\ label")
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'View SQL' })).toBeFocused()
  await page.keyboard.press('Enter')
  const sql = page.getByLabel('SQL to run')
  await expect(sql).toHaveText(
    `update "public"."events"\nset "label" = 'it''s $$ a \\ label'::text\nwhere "id" = '2'::bigint\n` +
      `returning "id"::text as "id", "label"::text as "label", "score"::text as "score", "payload"::text as "payload"`,
  )
  await expect(page.getByRole('button', { name: 'Hide SQL' })).toHaveAttribute('aria-expanded', 'true')
  // The shown statement follows the typed text.
  await editor.press('End')
  await editor.press('!')
  await expect(sql).toContainText(`set "label" = 'it''s $$ a \\ label!'::text`)
  await editor.press('Enter')
  await expect(editor).toBeHidden()
  await expect(cell(page, 2, 'label')).toHaveText("it's $$ a \\ label!")
  expect(await db(page, 'select label from events where id = 2')).toEqual([{ label: "it's $$ a \\ label!" }])

  // Text the column cannot hold has no SQL to show: the reason is there instead, nothing is written.
  await cell(page, 3, 'payload').dblclick()
  const json = page.getByRole('textbox', { name: 'Edit payload' })
  await json.fill('{not json')
  await expect(page.getByText('Enter valid JSON, e.g. {"key": "value"}, [1, 2] or "text"')).toBeVisible()
  await expect(page.getByRole('button', { name: 'View SQL' })).toBeDisabled()
  await json.press('Escape')
  await expect(json).toBeHidden()
  expect(await db(page, `select payload from events where id = 3`)).toEqual([{ payload: { i: 3 } }])

  // Scrolled out of the DOM (the rows are virtualized) and back, the typed text is still there.
  await cell(page, 1, 'label').dblclick()
  await page.getByRole('textbox', { name: 'Edit label' }).fill('half typed')
  await grid(page).evaluate((element) => element.scrollTo(0, element.scrollHeight))
  await expect(cell(page, 100, 'label')).toHaveText('event 100')
  await expect(page.getByRole('textbox', { name: 'Edit label' })).toHaveCount(0)
  await grid(page).evaluate((element) => element.scrollTo(0, 0))
  await expect(page.getByRole('textbox', { name: 'Edit label' })).toHaveValue('half typed')
  await page.getByRole('textbox', { name: 'Edit label' }).press('Escape')
  expect(await db(page, `select label from events where id = 1`)).toEqual([{ label: 'event 001' }])
})

test('a large CSV import can be cancelled from the keyboard; the database holds exactly the rows it reports', async ({ page }) => {
  await open(page, `/editor/${await oid(page, 'public.events')}`)
  await expect(cell(page, 1, 'label')).toHaveText('event 001')
  const lines = ['id,label,score']
  for (let i = 100_001; i <= 150_000; i++) lines.push(`${i},bulk ${i},${i % 10}`)
  await page.getByRole('button', { name: 'Import CSV', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import CSV into events' })
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'bulk.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) })
  await expect(dialog.getByRole('table', { name: 'CSV preview' })).toContainText('bulk 100001')
  await dialog.getByRole('button', { name: 'Import rows' }).click()
  await expect(dialog.getByRole('button', { name: 'Cancel import' })).toBeFocused()
  // Some batches are in: then Escape stops the import (the dialog stays, with the outcome).
  await expect(dialog.getByText(/^[1-9][\d,]* rows imported so far\.$/)).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('Escape')
  const status = dialog.getByRole('status')
  await expect(status).toContainText('Import cancelled', { timeout: 30_000 })
  const text = (await status.innerText()).replace(/,/g, '')
  const match = /after the first (\d+) rows of the file: (\d+) rows went into the table and stay there; the rest of the file was not imported\./.exec(text)
  expect(match, text).not.toBeNull()
  const [read, imported] = [Number(match![1]), Number(match![2])]
  expect(read).toBe(imported)
  expect(imported).toBeGreaterThan(0)
  expect(imported).toBeLessThan(50_000)
  expect(imported % 500).toBe(0)
  // No batch runs after the cancel: the count stays put.
  const counted = async () => (await db<{ n: number; hi: number | null }>(page, `select count(*)::int as n, max(id)::int as hi from events where id > 100000`))[0]!
  expect(await counted()).toEqual({ n: imported, hi: 100_000 + imported })
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  expect(await counted()).toEqual({ n: imported, hi: 100_000 + imported })
})

test('the table list counts a fresh table exactly (1,001 right after creation) and marks estimates of big tables "~"', async ({ page }) => {
  await signIn(page)
  await db(page, 'create table public.fresh_counts (id int); insert into public.fresh_counts select generate_series(1, 1001)')
  await db(page, `create table public.big_counts (id int); insert into public.big_counts select generate_series(1, 60000); analyze public.big_counts`)
  await page.goto(`/dashboard/project/${PROJECT}/editor/new`)
  await page.getByRole('button', { name: 'Opt out' }).click()
  const list = page.getByRole('main')
  await expect(list.getByRole('link', { name: 'fresh_counts', exact: true })).toContainText('1,001', { timeout: 30_000 })
  await expect(list.getByRole('link', { name: 'fresh_counts', exact: true }).getByTitle('Rows')).toHaveText('1,001')
  await expect(list.getByRole('link', { name: 'big_counts', exact: true }).getByTitle('Estimated rows')).toHaveText(/^~\d/)
})
