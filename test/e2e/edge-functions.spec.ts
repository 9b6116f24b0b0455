import type { Page } from '@playwright/test'
import { allowConsole, DEMO, expect, mock, signIn, test } from './support/fixtures'

const REF = 'acmeblogprod01'
/** A function's answer or a deploy, on a machine that may be busy (the worker and the mock's databases start on first use). */
const SLOW = { timeout: 30_000 }

/** Writes one file's text into the function editor (CodeMirror). */
async function writeCode(page: Page, file: string, code: string) {
  await page.getByRole('tab', { name: file }).click()
  const editor = page.getByRole('textbox', { name: `Code of ${file}` })
  await editor.fill(code)
}

/** Deploys a new function from the editor and waits for its page. */
async function deployNew(page: Page, slug: string, code: string) {
  await page.goto(`/dashboard/project/${REF}/functions/new`)
  await page.getByLabel('Function name').fill(slug)
  await page.getByRole('switch', { name: 'Verify JWT' }).uncheck()
  await writeCode(page, 'index.ts', code)
  await page.getByRole('button', { name: 'Deploy function' }).click()
  await expect(page.getByRole('heading', { level: 1, name: slug })).toBeVisible(SLOW)
}

/** Closes the test panel and waits until it is gone. */
async function closeTest(page: Page) {
  await page.getByRole('button', { name: 'Close the test panel' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
}

/** Opens the test panel, sends the request as it is set, and gives the response region. */
async function sendTest(page: Page, body?: string) {
  await page.getByRole('button', { name: 'Test', exact: true }).click()
  const panel = page.getByRole('dialog')
  if (body !== undefined) await panel.getByLabel('Body (JSON)').fill(body)
  await panel.getByRole('button', { name: 'Send request' }).click()
  return panel
}

test('deploy from the editor, invoke in the test panel, see the invocation and its console line, redeploy, delete', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}/functions`)
  await expect(page.getByRole('heading', { name: 'Deploy your first function' })).toBeVisible()
  await page.getByRole('link', { name: 'Open the editor' }).click()

  // A syntax error: refused with the file and line, and the text stays.
  await page.getByLabel('Function name').fill('greet')
  allowConsole(page, /status of 400 .*\/functions\/deploy\?slug=greet/)
  await writeCode(
    page,
    'index.ts',
    "const greeting: string = 'hi'\nconst x = ;\nDeno.serve(() => new Response(greeting))",
  )
  await page.getByRole('button', { name: 'Deploy function' }).click()
  const failure = page.getByRole('alert').filter({ hasText: 'Deploy failed' })
  await expect(failure.getByRole('button', { name: 'index.ts, line 2' })).toBeVisible()
  await page.reload()
  await expect(page.getByText('Draft restored')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Code of index.ts' })).toContainText('const x = ;')

  await writeCode(
    page,
    'index.ts',
    'Deno.serve(async (req: Request) => {\n  const { name } = await req.json()\n  console.log(`greeting ${name}`)\n  return Response.json({ message: `Hello ${name}!` })\n})',
  )
  await page.getByRole('button', { name: 'Deploy function' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'greet' })).toBeVisible(SLOW)
  await expect(page.getByText('Version 1', { exact: true })).toBeVisible()
  await expect(page.getByText(`/project-api/${REF}/functions/v1/greet`).first()).toBeVisible()

  const panel = await sendTest(page, '{"name": "Ada"}')
  const response = panel.getByRole('region', { name: 'Response' })
  await expect(response.getByTestId('response-status')).toHaveText(/^200/, SLOW)
  await expect(response.getByLabel('Response body')).toContainText('"message": "Hello Ada!"')
  await expect(response.getByRole('table', { name: 'Response headers' })).toContainText('application/json')
  await closeTest(page)

  await page.getByRole('tab', { name: 'Invocations' }).click()
  await expect(page.getByRole('table', { name: 'Invocations' })).toContainText('POST')
  await page
    .getByRole('button', { name: /Details of the request/ })
    .first()
    .click()
  await expect(page.getByRole('dialog', { name: 'Request details' })).toContainText('"status_code": 200')
  await page.getByRole('button', { name: 'Close the request details' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await page.getByRole('tab', { name: 'Logs' }).click()
  await expect(page.getByRole('table', { name: 'Function logs' })).toContainText('greeting Ada')

  // Edit and redeploy: version 2 answers with the new code.
  await page.getByRole('tab', { name: 'Code' }).click()
  await expect(page.getByRole('textbox', { name: 'Code of index.ts' })).toContainText('greeting')
  await page.getByRole('button', { name: 'Edit' }).click()
  await writeCode(page, 'index.ts', "Deno.serve(() => Response.json({ message: 'version two' }))")
  await page.getByRole('button', { name: 'Deploy changes' }).click()
  await expect(page.getByText('Version 2', { exact: true })).toBeVisible(SLOW)
  const second = await sendTest(page, '{}')
  await expect(second.getByLabel('Response body')).toContainText('version two', SLOW)
  await closeTest(page)

  await page.getByRole('tab', { name: 'Details' }).click()
  await page.getByRole('button', { name: 'Delete function' }).click()
  await page.getByRole('dialog', { name: 'Delete "greet"?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('heading', { name: 'Deploy your first function' })).toBeVisible()
})

test('a function that throws, one that loops forever and one that fails to start answer with errors, never freeze the page', async ({
  page,
}) => {
  test.setTimeout(90_000)
  allowConsole(page, /status of (500|503|546) .*\/functions\/v1\/(thrower|broken|looper)/)
  await signIn(page)
  await deployNew(page, 'thrower', "Deno.serve(() => {\n  throw new Error('boom from the function')\n})")
  let panel = await sendTest(page, '{}')
  await expect(panel.getByTestId('response-status')).toHaveText(/^500/, SLOW)
  await expect(panel.getByLabel('Response body')).toContainText('boom from the function')
  await closeTest(page)
  await page.getByRole('tab', { name: 'Logs' }).click()
  await page.getByRole('combobox', { name: 'Level' }).click()
  await page.getByRole('option', { name: 'error' }).click()
  await expect(page.getByRole('table', { name: 'Function logs' })).toContainText('boom from the function')

  // Accepted by the type stripper, refused by the JavaScript engine: shown in the test panel.
  await deployNew(page, 'broken', "const a = 1\nlet a = 2\nDeno.serve(() => new Response('never'))")
  panel = await sendTest(page, '{}')
  await expect(panel.getByTestId('response-status')).toHaveText(/^503/, SLOW)
  await expect(panel.getByLabel('Response body')).toContainText('SyntaxError')
  await closeTest(page)

  await deployNew(page, 'looper', 'Deno.serve(() => {\n  while (true) {}\n})')
  panel = await sendTest(page, '{}')
  // The page stays responsive while the function loops.
  await expect(panel.getByRole('button', { name: 'Send request' })).toBeVisible()
  await expect(panel.getByTestId('response-status')).toHaveText(/^546/, { timeout: 45_000 })
  await expect(panel.getByLabel('Response body')).toContainText('WORKER_LIMIT')
})

test('secrets: add several from a .env, reserved names refused with the reason, a function reads one, delete', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}/functions/secrets`)
  await expect(page.getByText('No secrets yet.')).toBeVisible()
  const field = page.getByLabel('Secrets', { exact: true })
  await field.fill('SUPABASE_URL=x\nGREETING=Bonjour')
  await expect(page.getByText(/SUPABASE_URL: names starting with SUPABASE_ are reserved/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save secret' })).toBeDisabled()
  await field.fill('# from .env\nGREETING=Bonjour\nSTRIPE_KEY="sk_test_1"')
  await page.getByRole('button', { name: 'Save 2 secrets' }).click()
  const table = page.getByRole('table', { name: 'Secrets' })
  await expect(table).toContainText('GREETING')
  await expect(table).toContainText('STRIPE_KEY')
  await expect(table).not.toContainText('Bonjour')

  await deployNew(page, 'reads-secret', "Deno.serve(() => Response.json({ greeting: Deno.env.get('GREETING') }))")
  const panel = await sendTest(page, '{}')
  await expect(panel.getByLabel('Response body')).toContainText('"greeting": "Bonjour"')
  await closeTest(page)

  await page.goto(`/dashboard/project/${REF}/functions/secrets`)
  await table.getByRole('button', { name: 'Delete STRIPE_KEY' }).click()
  await page.getByRole('dialog', { name: 'Delete secret STRIPE_KEY?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(table).not.toContainText('STRIPE_KEY')
  await expect(table).toContainText('GREETING')
})

test("the database template reads a table through the project's REST API with the client library", async ({ page }) => {
  test.setTimeout(60_000)
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}/functions/new`)
  await page.getByRole('combobox', { name: 'Template' }).click()
  await page.getByRole('option', { name: 'Database call with the client library' }).click()
  await expect(page.getByLabel('Function name')).toHaveValue('read-table')
  await expect(page.getByRole('textbox', { name: 'Code of index.ts' })).toContainText('supabase.from(table)')
  await page.getByRole('button', { name: 'Deploy function' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'read-table' })).toBeVisible(SLOW)
  // The project's embedded Postgres starts on its first query (seconds on a busy machine): started
  // here, so the function's read is timed against its 10 s limit, not against that start.
  const session = await page.evaluate(
    () => JSON.parse(localStorage.getItem('dashboard-auth-session') ?? '{}') as { access_token: string },
  )
  const warm = await page.request.post(`/platform/pg-meta/${REF}/query`, {
    headers: { Authorization: `Bearer ${session.access_token}`, 'x-connection-encrypted': 'e2e' },
    data: { query: 'select 1' },
    timeout: 120_000,
  })
  expect(warm.ok()).toBe(true)
  await page.getByRole('button', { name: 'Test', exact: true }).click()
  const panel = page.getByRole('dialog')
  await panel.getByLabel('Query').fill('table=customers')
  await panel.getByRole('button', { name: 'Send request' }).click()
  await expect(panel.getByTestId('response-status')).toHaveText(/^200/, { timeout: 45_000 })
  await expect(panel.getByLabel('Response body')).toContainText('Ada Lovelace')
})

test('in mock mode in the browser, the function runs in its own Web Worker, reused after the first call', async ({
  page,
}) => {
  test.setTimeout(180_000)
  // The in-browser mock starts MSW, the compiler worker and the function's worker in the page.
  const BROWSER_MOCK = { timeout: 60_000 }
  await mock.config({ mock: true })
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}/functions/new`)
  await page.getByRole('switch', { name: 'Verify JWT' }).uncheck()
  await page.getByRole('button', { name: 'Deploy function' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'hello-world' })).toBeVisible(BROWSER_MOCK)
  const panel = await sendTest(page, '{"name": "Grace"}')
  await expect(panel.getByLabel('Response body')).toContainText('Hello Grace!', BROWSER_MOCK)
  const workers = () => page.workers().filter((worker) => worker.url().startsWith('blob:')).length
  expect(workers()).toBe(1)
  await panel.getByLabel('Body (JSON)').fill('{"name": "Linus"}')
  await panel.getByRole('button', { name: 'Send request' }).click()
  await expect(panel.getByLabel('Response body')).toContainText('Hello Linus!', BROWSER_MOCK)
  expect(workers()).toBe(1)
})

test('overview figures, verify JWT and the logs search and live tail of one function', async ({ page }) => {
  test.setTimeout(90_000)
  allowConsole(page, /status of 401 .*\/functions\/v1\/counter/)
  await signIn(page)
  await deployNew(
    page,
    'counter',
    "Deno.serve(() => {\n  console.log('tick')\n  console.warn('slow tick')\n  return new Response('ok')\n})",
  )
  const panel = await sendTest(page, '{}')
  await expect(panel.getByTestId('response-status')).toHaveText(/^200/, SLOW)
  await closeTest(page)

  await page.getByRole('tab', { name: 'Overview' }).click()
  const invocations = page.getByRole('group', { name: 'Invocations' })
  await expect(invocations).toContainText('1')
  await expect(page.getByRole('group', { name: 'Median execution time' })).toContainText(/\d+ ms/)
  await page.getByText('Last week', { exact: true }).click()
  await expect(page).toHaveURL(/period=week/)
  await expect(invocations).toContainText('1')

  await page.getByRole('tab', { name: 'Logs' }).click()
  const logs = page.getByRole('table', { name: 'Function logs' })
  await expect(logs).toContainText('slow tick')
  await page.getByLabel('Search').fill('slow')
  await page.getByLabel('Search').press('Enter')
  await expect(page).toHaveURL(/search=slow/)
  await expect(logs.getByRole('row')).toHaveCount(2)
  await page.getByRole('switch', { name: 'Live tail' }).check()
  const again = await sendTest(page, '{}')
  await expect(again.getByTestId('response-status')).toHaveText(/^200/, SLOW)
  await closeTest(page)
  await expect(logs.getByRole('row')).toHaveCount(3)

  // Verify JWT on: a request without a key is refused; the anon key is let through.
  await page.getByRole('tab', { name: 'Details' }).click()
  await page.getByRole('switch', { name: 'Verify JWT' }).check()
  await expect(page.getByText('Verify JWT on for "counter"')).toBeVisible()
  const checked = await sendTest(page)
  await expect(checked.getByTestId('response-status')).toHaveText(/^200/, SLOW)
  await checked.getByRole('textbox', { name: 'Headers' }).fill('Authorization: none')
  await checked.getByRole('button', { name: 'Send request' }).click()
  await expect(checked.getByTestId('response-status')).toHaveText(/^401/, SLOW)
})

test('the test panel sends the request as a user picked from Auth: the function sees that user in Authorization', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signIn(page)
  // The user's id, read from auth.users as the picker reads it (the embedded Postgres starts on its first query).
  const session = (await (await request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()) as {
    access_token: string
  }
  const read = await request.post(`/platform/pg-meta/${REF}/query`, {
    headers: { Authorization: `Bearer ${session.access_token}`, 'x-connection-encrypted': 'e2e' },
    data: { query: "select id::text as id from auth.users where email = 'user0010@example.com'" },
    timeout: 120_000,
  })
  const [user] = (await read.json()) as { id: string }[]
  expect(user?.id).toMatch(/^[0-9a-f-]{36}$/)

  await page.goto(`/dashboard/project/${REF}/functions/new`)
  await page.getByLabel('Function name').fill('whoami')
  // Verify JWT stays on: the user's token has to pass the gateway's check.
  await writeCode(
    page,
    'index.ts',
    [
      'Deno.serve((req: Request) => {',
      "  const token = (req.headers.get('Authorization') ?? '').replace('Bearer ', '')",
      "  const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')))",
      '  return Response.json({ role: claims.role, sub: claims.sub, email: claims.email })',
      '})',
    ].join('\n'),
  )
  await page.getByRole('button', { name: 'Deploy function' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'whoami' })).toBeVisible(SLOW)

  await page.getByRole('button', { name: 'Test', exact: true }).click()
  const panel = page.getByRole('dialog')
  await panel.getByRole('combobox', { name: 'Role' }).click()
  await page.getByRole('option', { name: 'a user from Auth' }).click()
  await expect(panel.getByRole('button', { name: 'Send request' })).toBeDisabled()
  await panel.getByRole('combobox', { name: 'User' }).fill('user0010')
  await page.getByRole('option', { name: 'user0010@example.com' }).click()
  await panel.getByRole('button', { name: 'Send request' }).click()
  await expect(panel.getByTestId('response-status')).toHaveText(/^200/, SLOW)
  const body = panel.getByLabel('Response body')
  await expect(body).toContainText(`"sub": "${user!.id}"`)
  await expect(body).toContainText('"role": "authenticated"')
  await expect(body).toContainText('"email": "user0010@example.com"')
})

test("every page of a function, the editor and the secrets page name themselves and the function in the document's title", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}/functions/new`)
  await expect(page).toHaveTitle(/^Deploy a new function \| .+ \| Dashboard$/)
  await page.goto(`/dashboard/project/${REF}/functions/secrets`)
  await expect(page).toHaveTitle(/^Edge Function secrets \| .+ \| Dashboard$/)
  await deployNew(page, 'titled', "Deno.serve(() => new Response('ok'))")
  await expect(page).toHaveTitle(/^Overview \| titled \| Edge Functions \| .+ \| Dashboard$/)
  for (const tab of ['Invocations', 'Logs', 'Code', 'Details', 'Overview']) {
    await page.getByRole('tab', { name: tab }).click()
    await expect(page).toHaveTitle(new RegExp(`^${tab} \\| titled \\| Edge Functions \\| .+ \\| Dashboard$`))
  }
  // A deep link names it too.
  await page.goto(`/dashboard/project/${REF}/functions/titled/logs`)
  await expect(page).toHaveTitle(/^Logs \| titled \| Edge Functions \| .+ \| Dashboard$/)
})
