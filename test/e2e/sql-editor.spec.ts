import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO, expect, mock, signIn, test } from './support/fixtures'

// Requests and errors these tests provoke on purpose (the console guard of support/fixtures.ts).
// One pattern: Playwright would read a second array item as the option's settings.
test.use({ consoleAllowed: [/Failed to load resource: the server responded with a status of (400|401|503)/] })

// The mock server runs the embedded Postgres in its own Node process; its first start after a reset
// competes for the CPU with the browser.
test.describe.configure({ timeout: 60_000 })

const PROJECT = 'northwindshop1'
const UUID_URL = new RegExp(`/project/${PROJECT}/sql/([0-9a-f-]{36})$`)

async function open(page: Page, path = '/sql/new') {
  await page.goto(`/dashboard/project/${PROJECT}${path}`)
  await page.getByRole('button', { name: 'Opt out' }).click()
}

const editor = (page: Page) => page.getByRole('textbox', { name: 'SQL query' })
const grid = (page: Page) => page.getByRole('main').getByRole('grid', { name: 'Query result' })
const runButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Run', exact: true })

/** Types into the editor as a user does (CodeMirror handles the keys: brackets, completion). */
async function type(page: Page, text: string) {
  await editor(page).click()
  await page.keyboard.insertText(text)
}

/** The platform API as the demo user, to check what was really stored or run. */
async function platform(request: APIRequestContext) {
  const session = await (await request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()
  const headers = { Authorization: `Bearer ${session.access_token}`, 'x-connection-encrypted': 'postgresql://e2e' }
  return {
    snippets: async () => {
      const response = await request.get(`/platform/projects/${PROJECT}/content?type=sql`, { headers })
      return (await response.json()).data as { id: string; name: string; content: { sql: string } }[]
    },
    query: async (sql: string) =>
      (await request.post(`/platform/pg-meta/${PROJECT}/query`, { headers, data: { query: sql } })).json(),
  }
}

test('a new snippet is created at the first edit, saved as the user types, and still there after a reload', async ({ page, request }) => {
  await signIn(page)
  await open(page)
  await type(page, 'select full_name from customers order by id')
  await expect(page).toHaveURL(UUID_URL)
  const id = UUID_URL.exec(page.url())![1]!
  // The mock server starts its embedded Postgres in the same Node process (the completion schema): give it time.
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 30_000 })
  const api = await platform(request)
  expect((await api.snippets()).find((s) => s.id === id)?.content.sql).toBe('select full_name from customers order by id')
  await expect(page.getByRole('navigation', { name: 'Snippets' }).getByRole('button', { name: 'Untitled query', exact: true })).toBeVisible()

  await page.reload()
  await expect(editor(page)).toHaveText('select full_name from customers order by id', { timeout: 20_000 })
  await expect(page.getByTestId('save-status')).toHaveText('Saved')
})

test('a failed save keeps the text in the browser and retries until the server has it', async ({ page, request }) => {
  // Retries back off (2 s, 5 s, 15 s): the last one may come a while after the server is back.
  test.setTimeout(60_000)
  await signIn(page)
  await open(page)
  let failing = true
  await page.route('**/platform/projects/*/content', (route) =>
    route.request().method() === 'PUT' && failing ? route.fulfill({ status: 503, json: { message: 'down' } }) : route.fallback(),
  )
  await type(page, 'select 1 as kept')
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved: could not save, kept in this browser and retrying')
  const id = UUID_URL.exec(page.url())![1]!
  // A reload while the server refuses: the draft in this browser brings the text back.
  await page.reload()
  await expect(editor(page)).toHaveText('select 1 as kept', { timeout: 20_000 })
  failing = false
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 30_000 })
  expect((await (await platform(request)).snippets()).find((s) => s.id === id)?.content.sql).toBe('select 1 as kept')
})

test('Ctrl+Enter runs the text, a bare SELECT under the limit shows all its rows without a note, and the CSV export holds the rows', async ({ page }) => {
  await signIn(page)
  await open(page)
  await type(page, 'select id, full_name, null as nothing, \'\' as empty from customers order by id')
  await page.keyboard.press('Control+Enter')
  await expect(grid(page).getByRole('gridcell', { name: 'Ada Lovelace' })).toBeVisible({ timeout: 30_000 })
  // Ctrl+Enter ran the query instead of inserting a line.
  await expect(editor(page)).toHaveText("select id, full_name, null as nothing, '' as empty from customers order by id")
  await expect(page.getByRole('main').getByText('8 rows', { exact: false })).toBeVisible()
  // 8 rows under a limit of 100: nothing was cut, nothing to say (issue 25 item 7).
  await expect(grid(page).getByRole('columnheader', { name: 'full_name' })).toBeVisible()
  await expect(page.getByTestId('limit-note')).toHaveCount(0)
  // NULL is shown apart from an empty string.
  const firstRow = grid(page).getByRole('row').nth(1)
  await expect(firstRow.getByRole('gridcell').nth(2)).toHaveText('NULL')
  await expect(firstRow.getByRole('gridcell').nth(2)).toHaveAttribute('data-null', 'true')
  await expect(firstRow.getByRole('gridcell').nth(3)).toHaveText('')
  // A click makes a cell the active one, the arrows move it, a double click opens the full value.
  await firstRow.getByRole('gridcell', { name: 'Ada Lovelace' }).click()
  await expect(firstRow.getByRole('gridcell', { name: 'Ada Lovelace' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(grid(page).getByRole('gridcell', { name: 'Grace Hopper' })).toBeFocused()
  await expect(firstRow.getByRole('gridcell', { name: 'Ada Lovelace' })).toHaveAttribute('aria-selected', 'false')
  await grid(page).getByRole('gridcell', { name: 'Alan Turing' }).dblclick()
  await expect(page.getByRole('dialog', { name: 'full_name' }).getByLabel('Cell value')).toHaveText('Alan Turing')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Export' }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Download CSV' }).click()
  const csv = await readFile((await (await downloading).path())!, 'utf8')
  const lines = csv.split(/\r?\n/)
  expect(lines[0]).toBe('id,full_name,nothing,empty')
  expect(lines[1]).toBe('1,Ada Lovelace,,')
  expect(lines).toHaveLength(9)

  // The limit choice is remembered: No limit adds nothing.
  await page.getByRole('combobox', { name: 'Row limit' }).selectOption({ label: 'No limit' })
  await runButton(page).click()
  await expect(grid(page).getByRole('gridcell', { name: 'Ada Lovelace' })).toBeVisible()
  await expect(page.getByTestId('limit-note')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Row limit' })).toHaveValue('none')
})

test('the row limit cuts the last statement of a script when it returns more, and says so only then', async ({ page }) => {
  await signIn(page)
  await open(page)
  await expect(page.getByRole('combobox', { name: 'Row limit' })).toHaveValue('100')
  await type(page, 'create table limit_probe (n int);\ninsert into limit_probe select generate_series(1, 1000);\nselect n from limit_probe order by n;')
  await runButton(page).click()
  await expect(grid(page).getByRole('gridcell', { name: '1', exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('main').getByText('100 rows ·')).toBeVisible()
  await expect(page.getByTestId('limit-note')).toHaveText(
    'Limited to 100 rows: a limit was added to the query. Choose No limit to see every row.',
  )

  // A one-row count is not cut: no note.
  await editor(page).click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.insertText('select count(*) from limit_probe')
  await runButton(page).click()
  await expect(grid(page).getByRole('gridcell', { name: '1000' })).toBeVisible()
  await expect(page.getByRole('main').getByText('1 row ·')).toBeVisible()
  await expect(page.getByTestId('limit-note')).toHaveCount(0)

  // Exactly as many rows as the limit: nothing was cut.
  await editor(page).click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.insertText('select n from limit_probe where n <= 100')
  await runButton(page).click()
  await expect(page.getByRole('main').getByText('100 rows ·')).toBeVisible()
  await expect(page.getByTestId('limit-note')).toHaveCount(0)
})

test('Ctrl+Shift+Enter runs the statement under the cursor', async ({ page }) => {
  await signIn(page)
  await open(page)
  await type(page, 'select 1 as first_one; select 2 as second_one;')
  await page.keyboard.press('Home')
  await page.keyboard.press('Control+Shift+Enter')
  await expect(grid(page).getByRole('columnheader', { name: 'first_one' })).toBeVisible({ timeout: 30_000 })
  await expect(grid(page).getByRole('columnheader', { name: 'second_one' })).toHaveCount(0)
})

test('a failed query shows Postgres\'s error and marks its position in the editor', async ({ page }) => {
  await signIn(page)
  await open(page)
  await type(page, 'select id from no_such_table')
  await runButton(page).click()
  const error = page.getByTestId('query-error')
  await expect(error).toContainText('relation "no_such_table" does not exist', { timeout: 30_000 })
  await expect(error).toContainText('LINE 1:')
  await expect(page.locator('.cm-sql-error')).toHaveText('no_such_table')
})

test('destructive statements ask first and run only when confirmed', async ({ page, request }) => {
  await signIn(page)
  await open(page)
  const api = await platform(request)
  await type(page, 'delete from order_items')
  await runButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Run destructive statements?' })
  await expect(dialog).toContainText('delete from order_items')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(await api.query('select count(*)::int as n from order_items')).toEqual([{ n: 15 }])

  await runButton(page).click()
  await page.getByRole('dialog', { name: 'Run destructive statements?' }).getByRole('button', { name: 'Execute' }).click()
  await expect(page.getByRole('main').getByText('Success. No rows returned.', { exact: false })).toBeVisible({ timeout: 30_000 })
  expect(await api.query('select count(*)::int as n from order_items')).toEqual([{ n: 0 }])
})

test('Explain shows the plan as a tree with the costliest step marked', async ({ page }) => {
  await signIn(page)
  await open(page)
  await type(page, 'select * from orders join customers on customers.id = orders.customer_id where customers.country = \'US\'')
  await page.getByRole('button', { name: 'Explain' }).click()
  await page.getByRole('menuitem', { name: 'Explain (estimate)' }).click()
  const tree = page.getByRole('tree', { name: 'Query plan' })
  await expect(tree).toBeVisible({ timeout: 30_000 })
  await expect(tree.getByRole('treeitem').first()).toContainText('Join')
  await expect(tree).toContainText('on customers')
  await expect(tree.getByText('Costliest step')).toHaveCount(1)
})

test('history keeps the runs, searchable, and puts a past query back in the editor', async ({ page }) => {
  await signIn(page)
  await open(page)
  await type(page, 'select 11 as eleven')
  await runButton(page).click()
  await expect(grid(page).getByRole('gridcell', { name: '11' })).toBeVisible({ timeout: 30_000 })
  await editor(page).click()
  await page.keyboard.press('Control+a')
  await page.keyboard.insertText('select nope')
  await editor(page).press('Control+Enter')
  await expect(page.getByTestId('query-error')).toBeVisible()

  await page.getByRole('tab', { name: 'History' }).click()
  const history = page.getByRole('list', { name: 'Query history' })
  await expect(history.getByRole('listitem')).toHaveCount(2)
  await expect(history.getByRole('listitem').first()).toContainText('select nope')
  await expect(history.getByRole('listitem').first()).toContainText('Error: column "nope" does not exist')
  await expect(history.getByRole('listitem').nth(1)).toContainText('1 row')
  await page.getByRole('textbox', { name: 'Search history' }).fill('eleven')
  await expect(history.getByRole('listitem')).toHaveCount(1)
  await history.getByRole('button', { name: /^Put back in the editor: select 11/ }).click()
  await expect(editor(page)).toHaveText('select 11 as eleven')
})

test('SQL handed over by the assistant becomes a new saved snippet', async ({ page, request }) => {
  await signIn(page)
  await open(page, `/sql/new?snippet=${encodeURIComponent('select 42 as answer')}`)
  await expect(page).toHaveURL(UUID_URL)
  const id = UUID_URL.exec(page.url())![1]!
  await expect(editor(page)).toHaveText('select 42 as answer')
  await expect(page.getByTestId('save-status')).toHaveText('Saved')
  expect((await (await platform(request)).snippets()).find((s) => s.id === id)?.content.sql).toBe('select 42 as answer')
  await runButton(page).click()
  await expect(grid(page).getByRole('gridcell', { name: '42' })).toBeVisible({ timeout: 30_000 })
})

test("Run works before the editor's code has loaded: it runs the snippet's whole text", async ({ page }) => {
  await signIn(page)
  // Hold the code editor's chunk back, as a slow connection does, until the run is under way.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/sql-code-editor-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await open(page, `/sql/new?snippet=${encodeURIComponent('select 43 as early')}`)
  await expect(page.getByLabel('Loading the editor')).toBeVisible()
  await runButton(page).click()
  await expect(grid(page).getByRole('gridcell', { name: '43' })).toBeVisible({ timeout: 30_000 })
  release()
  await expect(editor(page)).toHaveText('select 43 as early')
})

test('snippets can be renamed, starred, searched and deleted after confirming', async ({ page, request }) => {
  await signIn(page)
  await open(page)
  await type(page, 'select 7 as lucky')
  await expect(page.getByTestId('save-status')).toHaveText('Saved')
  await page.getByRole('button', { name: 'Rename snippet' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename snippet' })
  await rename.getByRole('textbox', { name: 'Name' }).fill('Lucky number')
  await rename.getByRole('button', { name: 'Rename' }).click()
  await page.getByRole('button', { name: 'Add to favorites' }).click()
  const list = page.getByRole('navigation', { name: 'Snippets' })
  await expect(list.getByText('Favorites')).toBeVisible()
  await expect(list.getByRole('button', { name: 'Lucky number', exact: true })).toBeVisible()
  await expect(page.getByTestId('save-status')).toHaveText('Saved')
  const stored = (await (await platform(request)).snippets()).find((s) => s.name === 'Lucky number')
  expect(stored).toMatchObject({ favorite: true, content: { sql: 'select 7 as lucky' } })

  await list.getByRole('textbox', { name: 'Search snippets' }).fill('no such words')
  await expect(list.getByText('No snippet matches your search.')).toBeVisible()
  await list.getByRole('textbox', { name: 'Search snippets' }).fill('lucky')
  await list.getByRole('button', { name: 'Actions for Lucky number' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete Lucky number?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(new RegExp(`/project/${PROJECT}/sql/new$`))
  expect((await (await platform(request)).snippets()).some((s) => s.name === 'Lucky number')).toBe(false)
})

test('in mock mode the demo database keeps its tables across reloads until it is reset', async ({ page }) => {
  // The browser runs PGlite itself here (config mock: true), persisted in IndexedDB: the first start
  // downloads PGlite and loads the build's seeded data directory (seconds, more on a loaded machine).
  test.setTimeout(180_000)
  await mock.config({ mock: true })
  await signIn(page)
  await open(page)
  await type(page, 'create table public.notes (id int); insert into public.notes values (7);')
  await runButton(page).click()
  await expect(page.getByRole('main').getByText('Success. No rows returned.', { exact: false })).toBeVisible({ timeout: 60_000 })

  // The first query of the reloaded page also needs pgcrypto (the vault's encryption), whose files are
  // put in place only after the database has started: it works all the same.
  await page.reload()
  await editor(page).click()
  await page.keyboard.press('Control+a')
  await page.keyboard.insertText(
    "select vault.create_secret('kept secret', 'e2e_secret');\n" +
      "select n.id as note_id, s.decrypted_secret from public.notes n, vault.decrypted_secrets s where s.name = 'e2e_secret'",
  )
  await runButton(page).click()
  await expect(grid(page).getByRole('gridcell', { name: '7' })).toBeVisible({ timeout: 60_000 })
  await expect(grid(page).getByRole('gridcell', { name: 'kept secret' })).toBeVisible()
  await editor(page).click()
  await page.keyboard.press('Control+a')
  await page.keyboard.insertText('select id as note_id from public.notes')

  await page.getByRole('button', { name: 'Reset demo database' }).click()
  await page.getByRole('dialog', { name: 'Reset the demo database?' }).getByRole('button', { name: 'Reset' }).click()
  await expect(page.getByText('The demo database is back to its original data.')).toBeVisible({ timeout: 30_000 })
  await runButton(page).click()
  await expect(page.getByTestId('query-error')).toContainText('relation "public.notes" does not exist')

  // The data directory lives in IndexedDB, per project, and goes with the session.
  const persisted = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''))
  expect(await persisted()).toContain('dashboard-mock-northwindshop1')
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/sign-in/)
  await expect.poll(persisted, { timeout: 30_000 }).not.toContain('dashboard-mock-northwindshop1')
})

test('in mock mode create database works: the template databases are fetched only then, and the new database is kept', async ({ page }) => {
  // The seeded data directory leaves the template databases out (a smaller first download); the
  // demo loads them when a statement copies one.
  test.setTimeout(180_000)
  await mock.config({ mock: true })
  const templates: string[] = []
  page.on('request', (request) => {
    if (/mock-template-databases/.test(request.url())) templates.push(request.url())
  })
  await signIn(page)
  await open(page)
  await type(page, 'select 1 as warm')
  await runButton(page).click()
  await expect(grid(page).getByRole('gridcell', { name: '1' })).toBeVisible({ timeout: 60_000 })
  expect(templates).toEqual([])

  await editor(page).click()
  await page.keyboard.press('Control+a')
  await page.keyboard.insertText('create database "Demo copy"')
  await runButton(page).click()
  await expect(page.getByRole('main').getByText('Success. No rows returned.', { exact: false })).toBeVisible({ timeout: 60_000 })
  expect(templates).toHaveLength(1)

  await page.reload()
  await editor(page).click()
  await page.keyboard.press('Control+a')
  await page.keyboard.insertText("select datname from pg_database where datname = 'Demo copy'")
  await runButton(page).click()
  await expect(grid(page).getByRole('gridcell', { name: 'Demo copy' })).toBeVisible({ timeout: 60_000 })
})

test('a large result is read off the page (the answer worker) and every row arrives', async ({ page }) => {
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  await signIn(page)
  await open(page)
  await page.getByRole('combobox', { name: 'Row limit' }).selectOption({ label: 'No limit' })
  // About 1.4 MB of JSON: over the size the page parses itself.
  await type(page, "select g as n, md5(g::text) as hash, g % 7 = 0 as sevens from generate_series(1, 20000) g")
  await runButton(page).click()
  await expect(page.getByRole('main').getByText('20,000 rows ·')).toBeVisible({ timeout: 30_000 })
  await expect(grid(page).getByRole('gridcell', { name: 'c4ca4238a0b923820dcc509a6f75849b' })).toBeVisible()
  expect(workers.some((url) => /json-answer/.test(url))).toBe(true)
  // The last row too, in order: the slices were put back together whole.
  await grid(page).getByRole('gridcell').first().click()
  await page.keyboard.press('Control+End')
  await expect(grid(page).getByRole('gridcell', { name: '20000', exact: true })).toBeVisible()
  // The export holds every row (it waits for the last slice).
  await page.getByRole('button', { name: 'Export' }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Download CSV' }).click()
  const lines = (await readFile((await (await downloading).path())!, 'utf8')).split(/\r?\n/)
  expect(lines).toHaveLength(20_001)
  expect(lines[20_000]).toBe('20000,d9798cdf31c02d86b8b81cc119d94836,false')
  // The worker sent the query itself: the answer's body never reached the page's thread.
  const answerWorker = page.workers().find((worker) => /json-answer/.test(worker.url()))!
  const sentByWorker = await answerWorker.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
  expect(sentByWorker.filter((url) => url.endsWith('/query'))).toHaveLength(1)

  // As a chart (issue 38 item 4): the answer's columns come ahead of its rows, the rows after.
  await editor(page).click()
  await page.keyboard.press('Control+a')
  await page.keyboard.insertText('select g as n, (g * 7919) % 100003 as value from generate_series(1, 20000) g')
  await page.getByRole('main').getByText('Chart', { exact: true }).click()
  await runButton(page).click()
  const chart = page.getByRole('img', { name: 'Chart of value by n' })
  await expect(chart).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/^20,000 rows drawn as [\d,]+ points/)).toBeVisible()
  // Downsampled as the reports are: each stretch's lowest and highest value.
  await expect(chart).toHaveAccessibleDescription(/^Bar chart of 2000 points, n from \d+ to 19,9\d\d\. value from \d+ to 100,00\d/)
  await page.getByRole('main').getByText('Grid', { exact: true }).click()
  await expect(page.getByRole('main').getByText('20,000 rows ·')).toBeVisible()
  await grid(page).getByRole('gridcell').first().click()
  await page.keyboard.press('Control+End')
  await expect(grid(page).getByRole('gridcell', { name: String((20_000 * 7919) % 100_003), exact: true })).toBeVisible()
})
