import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO, expect, signIn, test } from './support/fixtures'

/**
 * View as a role (issue 34, CONTRACT §15) on the mock: a table whose policies let each user see and
 * change only their own rows, read and written from the SQL editor, the table editor and GraphQL as
 * one of its users, as anon, and back as postgres.
 */
const PROJECT = 'acmeblogprod01'
const USER = 'user0001@example.com'
const AS_USER = `authenticated (${USER})`
// A query that fails on purpose (its error's line number is checked) answers 400.
test.use({ consoleAllowed: [/Failed to load resource: the server responded with a status of 400/] })

async function sql<T = Record<string, unknown>>(request: APIRequestContext, query: string): Promise<T[]> {
  const session = (await (await request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()) as { access_token: string }
  const response = await request.post(`/platform/pg-meta/${PROJECT}/query`, {
    headers: { Authorization: `Bearer ${session.access_token}`, 'x-connection-encrypted': 'postgresql://e2e' },
    data: { query },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as T[]
}

test.beforeEach(async ({ request }) => {
  test.setTimeout(180_000)
  await sql(
    request,
    `create table public.memos (id int primary key, owner uuid not null, body text not null);
     alter table public.memos enable row level security;
     create policy "own memos" on public.memos for all to authenticated using (owner = auth.uid()) with check (owner = auth.uid());
     grant usage on schema public to anon, authenticated;
     grant select, insert, update, delete on public.memos to anon, authenticated;
     insert into public.memos values
       (1, md5('user-1')::uuid, 'first of user0001'), (2, md5('user-1')::uuid, 'second of user0001'),
       (3, md5('user-2')::uuid, 'of user0002');`,
  )
})

async function viewAsUser(page: Page) {
  await page.getByRole('button', { name: 'Role: postgres' }).click()
  const form = page.getByRole('dialog', { name: 'Role to run queries as' })
  await form.getByRole('radio', { name: 'Authenticated user' }).check()
  await form.getByRole('combobox', { name: 'User' }).fill('user0001')
  await page.getByRole('option', { name: USER }).click()
  await form.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('button', { name: `Viewing as ${AS_USER}`, exact: true })).toBeVisible()
}

/** The texts the page sends to the pg-meta query call. */
const queries = async (page: Page) => {
  const sent: string[] = []
  await page.route(`**/platform/pg-meta/${PROJECT}/query`, (route) => {
    const body = route.request().postData()
    if (body) sent.push((JSON.parse(body) as { query: string }).query)
    return route.fallback()
  })
  return sent
}

test('SQL editor and table editor as a user see and change only that user’s rows; anon sees none; the choice is kept and cleared in one click', async ({ page, request }) => {
  await signIn(page)
  const sent = await queries(page)
  await page.goto(`/dashboard/project/${PROJECT}/sql/new`)
  await page.getByRole('button', { name: 'Opt out' }).click()
  await viewAsUser(page)

  const editor = page.getByRole('textbox', { name: 'SQL query' })
  await editor.click()
  await page.keyboard.insertText('select body from public.memos order by id')
  await page.getByRole('main').getByRole('button', { name: 'Run', exact: true }).click()
  const grid = page.getByRole('grid', { name: 'Query result' })
  await expect(grid.getByRole('gridcell', { name: 'second of user0001' })).toBeVisible({ timeout: 60_000 })
  await expect(grid.getByRole('gridcell', { name: 'of user0002' })).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: `2 rows` })).toContainText(`as ${AS_USER}`)
  expect(sent.at(-1)).toMatch(/^select set_config\('role', 'authenticated', true\), set_config\('request\.jwt\.claims', '\{"aud":"authenticated","role":"authenticated","sub":"[0-9a-f-]{36}","email":"user0001@example\.com"/)
  expect(sent.at(-1)).toContain("; select body from public.memos order by id")

  // Errors keep the line numbers of the person's own text.
  await editor.click()
  await page.keyboard.press('Control+a')
  await page.keyboard.insertText('select 1;\nselect nope from public.memos')
  await page.getByRole('main').getByRole('button', { name: 'Run', exact: true }).click()
  await expect(page.getByTestId('query-error')).toContainText('LINE 2: select nope from public.memos', { timeout: 30_000 })

  // The table editor reads, counts, exports and deletes as the same user (kept per project).
  await page.goto(`/dashboard/project/${PROJECT}/editor`)
  await page.getByRole('link', { name: 'memos', exact: true }).click()
  await expect(page.getByRole('button', { name: `Viewing as ${AS_USER}`, exact: true })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^2 rows/ })).toHaveText(`2 rows visible to ${AS_USER}`, { timeout: 30_000 })
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile((await (await download).path())!, 'utf8')
  expect(csv).toContain('first of user0001')
  expect(csv).not.toContain('of user0002')

  await page.getByRole('checkbox', { name: 'Select all rows' }).check()
  await page.getByRole('button', { name: 'Delete 2 rows' }).click()
  await page.getByRole('dialog', { name: 'Delete 2 rows?' }).getByRole('button', { name: 'Delete 2 rows' }).click()
  await expect(page.getByText('Deleted 2 rows')).toBeVisible({ timeout: 30_000 })
  expect(await sql(request, 'select body from public.memos order by id')).toEqual([{ body: 'of user0002' }])

  // As anon: nothing is visible.
  await page.getByRole('button', { name: `Stop viewing as ${AS_USER}` }).click()
  await expect(page.getByRole('status').filter({ hasText: /^1 row$/ })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Role: postgres' }).click()
  await page.getByRole('dialog', { name: 'Role to run queries as' }).getByRole('radio', { name: 'anon' }).check()
  await page.getByRole('dialog', { name: 'Role to run queries as' }).getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('No rows are visible to anon: Row Level Security hides the others, if there are any.')).toBeVisible({ timeout: 30_000 })
})

test('custom claims are checked before use: not JSON, or another role, says why and keeps the text', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${PROJECT}/sql/new`)
  await page.getByRole('button', { name: 'Opt out' }).click()
  await page.getByRole('button', { name: 'Role: postgres' }).click()
  const form = page.getByRole('dialog', { name: 'Role to run queries as' })
  await form.getByRole('radio', { name: 'Custom claims' }).check()
  const claims = form.getByRole('textbox', { name: 'Claims (JSON)' })
  await claims.fill(`{"sub": "o'brien"`)
  await form.getByRole('button', { name: 'Apply' }).click()
  await expect(form.getByText(/^The claims are not valid JSON/)).toBeVisible()
  await expect(claims).toHaveValue(`{"sub": "o'brien"`)
  await claims.fill('{"role": "postgres"}')
  await form.getByRole('button', { name: 'Apply' }).click()
  await expect(form.getByText('Custom claims run as the authenticated role: leave "role" out or set it to "authenticated"')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Role: postgres' })).toBeVisible()
})

test('GraphQL as a user sends that user’s token and shows only their rows', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${PROJECT}/api/graphiql`)
  await viewAsUser(page)
  await expect(page.getByRole('status').filter({ hasText: `Queries run as ${AS_USER}` })).toBeVisible({ timeout: 30_000 })
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first()
  await expect(editor).toBeVisible({ timeout: 60_000 })
  await editor.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Delete')
  await page.keyboard.insertText('{ memosCollection { edges { node { body } } } }')
  const answered = page.waitForResponse((r) => r.url().includes('/api/graphql?role=authenticated') && r.request().method() === 'POST')
  await page.getByRole('button', { name: /Execute query/ }).click()
  const response = await answered
  expect(response.request().headers()['x-graphql-authorization']).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/)
  const result = page.locator('.graphiql-response')
  await expect(result).toContainText('second of user0001', { timeout: 30_000 })
  await expect(result).not.toContainText('of user0002')
})
