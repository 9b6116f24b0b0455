import type { APIRequestContext, Page } from '@playwright/test'
import { allowConsole, DEMO, expect, mock, signIn, test } from './support/fixtures'

const PROJECT = 'acmeblogprod01'
/** The first query of a run waits for the embedded Postgres to start. */
const FIRST_QUERY_TIMEOUT_MS = 30_000

/** Runs SQL on the project's database through the pg-meta call, as the pages do. */
async function sql<T = Record<string, unknown>>(request: APIRequestContext, query: string): Promise<T[]> {
  const session = (await (await request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()) as { access_token: string }
  const response = await request.post(`/platform/pg-meta/${PROJECT}/query`, {
    headers: { Authorization: `Bearer ${session.access_token}`, 'x-connection-encrypted': 'postgresql://e2e' },
    data: { query },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as T[]
}

async function open(page: Page, path: string) {
  await signIn(page)
  await page.goto(`/dashboard/project/${PROJECT}/database/${path}`)
  await page.getByRole('button', { name: 'Opt out' }).click()
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await sql(request, 'select 1')
})
test.beforeEach(() => test.setTimeout(90_000))

const sqlToRun = (page: Page) => page.getByRole('dialog').getByLabel('SQL to run')

test('functions: create a trigger function, then a trigger that fires on insert, disable it, and see both in the catalog', async ({ page, request }) => {
  await sql(request, 'create table public.audit_log (what text)')
  await open(page, 'functions')
  await expect(page).toHaveTitle(/^Functions \|/)
  await expect(page.getByText('No functions yet. Create one to keep logic next to your data.')).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })

  await page.getByRole('button', { name: 'Create function' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create function' })
  await dialog.getByLabel('Name').fill('log_insert')
  await dialog.getByLabel('Return type').fill('trigger')
  await dialog.getByRole('switch', { name: 'Security definer (runs with the rights of its owner)' }).check()
  await dialog.getByRole('switch', { name: 'Set search_path' }).uncheck()
  await expect(dialog.getByText('Security definer without a search_path')).toBeVisible()
  await dialog.getByRole('switch', { name: 'Set search_path' }).check()
  await dialog.getByRole('textbox', { name: 'search_path' }).fill('public')
  await expect(dialog.getByText('Security definer without a search_path')).toBeHidden()
  const body = dialog.getByRole('textbox', { name: 'Function body' })
  await body.fill("begin insert into public.audit_log values (tg_op || ' ' || tg_table_name); return new; end")
  await expect(sqlToRun(page)).toHaveText(
    'create or replace function "public"."log_insert"()\nreturns trigger\nlanguage "plpgsql"\nvolatile\nsecurity definer\nset search_path = "public"\n' +
      "as 'begin insert into public.audit_log values (tg_op || '' '' || tg_table_name); return new; end';",
  )
  await dialog.getByRole('button', { name: 'Create function' }).click()
  await expect(dialog).toBeHidden()
  const functions = page.getByRole('table', { name: 'Database functions' })
  await expect(functions.getByRole('row', { name: /public\.log_insert/ })).toContainText('trigger')
  expect(await sql(request, `select prosecdef, proconfig from pg_proc where proname = 'log_insert'`)).toEqual([{ prosecdef: true, proconfig: ['search_path=public'] }])

  await page.goto(`/dashboard/project/${PROJECT}/database/triggers`)
  await expect(page).toHaveTitle(/^Triggers \|/)
  await expect(page.getByText('No triggers yet.')).toBeVisible()
  await page.getByRole('button', { name: 'Create trigger' }).click()
  const create = page.getByRole('dialog', { name: 'Create trigger' })
  await create.getByRole('textbox', { name: 'Name' }).fill('audit orders')
  await create.getByRole('combobox', { name: 'Table' }).click()
  await page.getByRole('option', { name: 'public.orders', exact: true }).click()
  await create.getByRole('combobox', { name: 'Function' }).click()
  // Only trigger functions are offered.
  await expect(page.getByRole('option')).toHaveText(['public.log_insert()'])
  await page.getByRole('option', { name: 'public.log_insert()' }).click()
  await expect(sqlToRun(page)).toHaveText('create trigger "audit orders"\nAFTER INSERT on "public"."orders"\nfor each ROW\nexecute function "public"."log_insert"();')
  await create.getByRole('button', { name: 'Create trigger' }).click()
  await expect(create).toBeHidden()
  const row = page.getByRole('table', { name: 'Triggers' }).getByRole('row', { name: /audit orders/ })
  await expect(row).toContainText('enabled')
  await sql(request, 'insert into public.orders (customer_id) values (1)')
  expect(await sql(request, 'select what from public.audit_log')).toEqual([{ what: 'INSERT orders' }])

  await row.getByRole('button', { name: 'Disable audit orders on public.orders' }).click()
  await expect(sqlToRun(page)).toHaveText('alter table "public"."orders" disable trigger "audit orders";')
  await page.getByRole('dialog').getByRole('button', { name: 'Disable trigger' }).click()
  await expect(row).toContainText('disabled')
  expect(await sql(request, `select tgenabled from pg_trigger where tgname = 'audit orders'`)).toEqual([{ tgenabled: 'D' }])
})

test('functions: a failing body shows the database error and keeps what was typed; edit keeps the signature', async ({ page, request }) => {
  await sql(request, 'create function public.add_one(n integer) returns integer language sql as $$ select n + 1 $$')
  await open(page, 'functions')
  const row = page.getByRole('row', { name: /public\.add_one/ })
  await expect(row).toContainText('n integer', { timeout: FIRST_QUERY_TIMEOUT_MS })
  await row.getByRole('button', { name: 'Edit public.add_one' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit function public.add_one' })
  await expect(dialog.getByText('(n integer) returns integer', { exact: true })).toBeVisible()
  const body = dialog.getByRole('textbox', { name: 'Function body' })
  await body.fill('select n + missing_column')
  allowConsole(page, /status of 400/)
  await dialog.getByRole('button', { name: 'Save function' }).click()
  await expect(dialog.getByText('The function was not saved')).toBeVisible()
  await expect(dialog).toContainText('missing_column')
  await expect(body).toHaveText('select n + missing_column')
  await body.fill('select n + 2')
  await dialog.getByRole('button', { name: 'Save function' }).click()
  await expect(dialog).toBeHidden()
  expect(await sql(request, 'select public.add_one(1) as v')).toEqual([{ v: 3 }])
})

test('enumerated types: create a type, add a value before another, rename one; pg_enum has them in order', async ({ page, request }) => {
  await open(page, 'types')
  await expect(page).toHaveTitle(/^Enumerated types \|/)
  await expect(page.getByText('No enumerated types yet.')).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  await page.getByRole('button', { name: 'Create type' }).click()
  const create = page.getByRole('dialog', { name: 'Create enumerated type' })
  await create.getByLabel('Name').fill('Order status')
  await create.getByRole('textbox', { name: 'Value 1' }).fill('new')
  await create.getByRole('button', { name: 'Add value' }).click()
  await create.getByRole('textbox', { name: 'Value 2' }).fill('shipped')
  await expect(sqlToRun(page)).toHaveText(`create type "public"."Order status" as enum ('new', 'shipped');`)
  await create.getByRole('button', { name: 'Create type' }).click()
  await expect(create).toBeHidden()

  await page.getByRole('button', { name: 'Add a value to public.Order status' }).click()
  const add = page.getByRole('dialog', { name: 'Add a value to public.Order status' })
  await add.getByRole('combobox', { name: 'Position' }).click()
  await page.getByRole('option', { name: 'Before' }).click()
  await add.getByRole('combobox', { name: 'Existing value' }).click()
  await page.getByRole('option', { name: 'shipped' }).click()
  await add.getByLabel('New value').fill("packed 'n' ready")
  await expect(sqlToRun(page)).toHaveText(`alter type "public"."Order status" add value 'packed ''n'' ready' before 'shipped';`)
  await add.getByRole('button', { name: 'Add value' }).click()
  await expect(add).toBeHidden()

  await page.getByRole('button', { name: 'Rename a value of public.Order status' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename a value of public.Order status' })
  await rename.getByLabel('New name').fill('created')
  await rename.getByRole('button', { name: 'Rename value' }).click()
  await expect(rename).toBeHidden()
  await expect(page.getByRole('row', { name: /Order status/ })).toContainText("createdpacked 'n' readyshipped")
  expect(
    (await sql<{ enumlabel: string }>(request, `select e.enumlabel from pg_enum e join pg_type t on t.oid = e.enumtypid where t.typname = 'Order status' order by e.enumsortorder`)).map((r) => r.enumlabel),
  ).toEqual(['created', "packed 'n' ready", 'shipped'])
})

test('roles: create a login role with a strong password; system roles are read-only', async ({ page, request }) => {
  await open(page, 'roles')
  await expect(page).toHaveTitle(/^Roles \|/)
  const roles = page.getByRole('table', { name: 'Roles' })
  await expect(roles.getByRole('row', { name: /^postgres/ })).toContainText('System role, read-only', { timeout: FIRST_QUERY_TIMEOUT_MS })
  await expect(roles.getByRole('button', { name: 'Edit postgres' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Create role' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create role' })
  await dialog.getByLabel('Name').fill('Reporting "team"')
  await dialog.getByLabel('Password', { exact: true }).fill('abc')
  await expect(dialog.getByTestId('password-strength-message')).toHaveText('This password is not acceptable.')
  await dialog.getByRole('button', { name: 'Create role' }).click()
  await expect(dialog.getByText('Choose a stronger password')).toBeVisible()
  await dialog.getByLabel('Password', { exact: true }).fill('correct-Horse-battery-staple-42')
  await expect(dialog.getByTestId('password-strength-message')).toHaveText('This password is strong.')
  await dialog.getByRole('checkbox', { name: 'Create databases' }).check()
  await dialog.getByLabel('Connection limit').fill('3')
  // The preview masks the password; the statement sent carries the real one.
  await expect(sqlToRun(page)).toHaveText(
    `create role "Reporting ""team""" with LOGIN NOSUPERUSER CREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS CONNECTION LIMIT 3 PASSWORD '********';`,
  )
  await dialog.getByRole('button', { name: 'Create role' }).click()
  await expect(dialog).toBeHidden()
  await expect(roles.getByRole('row', { name: /Reporting "team"/ })).toContainText('Create databases')
  expect(await sql(request, `select rolcanlogin, rolcreatedb, rolconnlimit from pg_roles where rolname = 'Reporting "team"'`)).toEqual([
    { rolcanlogin: true, rolcreatedb: true, rolconnlimit: 3 },
  ])
})

test('publications: create a publication, add a table, remove it; pg_publication_tables follows', async ({ page, request }) => {
  await open(page, 'publications')
  await expect(page).toHaveTitle(/^Publications \|/)
  await page.getByRole('button', { name: 'Create publication' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create publication' })
  await dialog.getByLabel('Name').fill('analytics')
  await dialog.getByRole('checkbox', { name: 'Truncate' }).uncheck()
  await expect(sqlToRun(page)).toHaveText(`create publication "analytics" with (publish = 'insert, update, delete');`)
  await dialog.getByRole('button', { name: 'Create publication' }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row', { name: /analytics/ })
  await expect(row).toContainText('No tables')

  await row.getByRole('button', { name: 'Add a table to analytics' }).click()
  const add = page.getByRole('dialog', { name: 'Add a table to analytics' })
  await add.getByRole('combobox', { name: 'Table' }).click()
  await page.getByRole('option', { name: 'public.orders', exact: true }).click()
  await expect(sqlToRun(page)).toHaveText('alter publication "analytics" add table "public"."orders";')
  await add.getByRole('button', { name: 'Add table' }).click()
  await expect(add).toBeHidden()
  await expect(row).toContainText('public.orders')
  expect(await sql(request, `select schemaname, tablename from pg_publication_tables where pubname = 'analytics'`)).toEqual([{ schemaname: 'public', tablename: 'orders' }])

  await row.getByRole('button', { name: 'Remove public.orders from analytics' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remove table' }).click()
  await expect(row).toContainText('No tables')
  expect(await sql(request, `select tablename from pg_publication_tables where pubname = 'analytics'`)).toEqual([])
})

test('a read-only member sees the pages with the reason and cannot create', async ({ page }) => {
  await mock.scenario('read-only-member')
  await open(page, 'roles')
  await expect(page.getByText('Read-only access')).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  await expect(page.getByRole('button', { name: 'Create role' })).toBeDisabled()
})

test('schema visualizer: tables with keys, a foreign key edge, moved nodes kept, export, and a click opens the table editor', async ({ page, request }) => {
  await open(page, 'schemas?schema=public')
  await expect(page).toHaveTitle(/^Schema visualizer \|/)
  const diagram = page.getByTestId('schema-diagram')
  await expect(diagram).toHaveAttribute('data-ready', 'true', { timeout: FIRST_QUERY_TIMEOUT_MS })
  await expect(page.getByRole('link', { name: 'Open public.orders in the table editor' })).toBeVisible()
  await expect(diagram.getByLabel('Foreign key orders.customer_id → customers.id')).toHaveCount(1)
  await expect(diagram.getByLabel('Foreign key order_items.order_id → orders.id')).toHaveCount(1)
  const orders = page.getByTestId('schema-table').filter({ has: page.getByRole('link', { name: 'Open public.orders in the table editor' }) })
  await expect(orders.getByTitle('Foreign key')).toHaveCount(1)
  await expect(orders.getByTitle('Primary key')).toHaveCount(1)

  // A moved table keeps its place on the next visit.
  const node = page.getByRole('group', { name: 'Table public.orders' })
  const before = await node.boundingBox()
  await page.mouse.move(before!.x + 100, before!.y + 12)
  await page.mouse.down()
  await page.mouse.move(before!.x + 160, before!.y + 92, { steps: 5 })
  await page.mouse.up()
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('schema-visualizer:acmeblogprod01:public') ?? '{}') as Record<string, { x: number; y: number }>)
  expect(Object.keys(saved)).toContain('orders')
  await page.reload()
  await expect(diagram).toHaveAttribute('data-ready', 'true', { timeout: FIRST_QUERY_TIMEOUT_MS })
  const transform = await page.getByRole('group', { name: 'Table public.orders' }).evaluate((el) => (el as HTMLElement).style.transform)
  const [x, y] = [...transform.matchAll(/-?[\d.]+/g)].map((m) => Number(m[0]))
  expect(x).toBeCloseTo(saved.orders!.x, 1)
  expect(y).toBeCloseTo(saved.orders!.y, 1)

  // Zoomed out, tables draw compact bodies (their column count for screen readers), and the export
  // still holds every column.
  for (let i = 0; i < 10; i++) await page.getByRole('button', { name: 'Zoom Out' }).click()
  await expect(orders.getByTitle('Primary key')).toHaveCount(0)
  await expect(orders.getByText(/^\d+ columns \(zoom in or select the table to read them\)$/)).toHaveCount(1)
  // A table selected from the keyboard lists its columns at any zoom.
  await node.focus()
  await page.keyboard.press('Enter')
  await expect(orders.getByTitle('Primary key')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(orders.getByTitle('Primary key')).toHaveCount(0)
  const svg = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export SVG' }).click()
  const file = await svg
  expect(file.suggestedFilename()).toBe('public-schema.svg')
  const text = (await (await file.createReadStream()).toArray()).join('')
  expect(text).toContain('<svg')
  expect(text).toContain('order_items')
  expect(text).toContain('PK id')
  expect(text).toContain('FK customer_id')
  expect(text).toContain('full_name')
  await page.getByRole('button', { name: 'Fit View' }).click()
  await expect(orders.getByTitle('Primary key')).toHaveCount(1)
  const png = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export PNG' }).click()
  expect((await png).suggestedFilename()).toBe('public-schema.png')

  const [customers] = await sql<{ id: number }>(request, `select 'public.customers'::regclass::oid::int as id`)
  const id = customers!.id
  await page.getByRole('group', { name: 'Table public.customers' }).getByText('full_name').click()
  await expect(page).toHaveURL(new RegExp(`/project/acmeblogprod01/editor/${id}$`))
})
