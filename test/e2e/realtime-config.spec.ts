import type { APIRequestContext } from '@playwright/test'
import { DEMO, expect, signIn, test } from './support/fixtures'

const PROJECT = 'acmeblogprod01'
/** The first query of a run waits for the embedded Postgres to start. */
const FIRST_QUERY_TIMEOUT_MS = 30_000

/** Runs SQL on the project's database through the pg-meta call, as the pages do. */
async function token(request: APIRequestContext) {
  return ((await (await request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()) as { access_token: string }).access_token
}

async function sql<T = Record<string, unknown>>(request: APIRequestContext, query: string): Promise<T[]> {
  const session = { access_token: await token(request) }
  const response = await request.post(`/platform/pg-meta/${PROJECT}/query`, {
    headers: { Authorization: `Bearer ${session.access_token}`, 'x-connection-encrypted': 'postgresql://e2e' },
    data: { query },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as T[]
}

/** The mock keeps its settings for the whole run: each test starts from a new project's. */
async function privateOnly(request: APIRequestContext, value: boolean) {
  const response = await request.patch(`/platform/projects/${PROJECT}/config/realtime`, { headers: { Authorization: `Bearer ${await token(request)}` }, data: { private_only: value } })
  expect(response.ok(), await response.text()).toBe(true)
}

const dropRealtimePolicies = `do $$ declare p record; begin
  for p in select polname from pg_policy where polrelid = 'realtime.messages'::regclass loop
    execute format('drop policy %I on realtime.messages', p.polname);
  end loop; end $$`

test('realtime settings and policies: private-only saved after the changes are shown, the no-policy note, a policy from a template in the database', async ({ page, request }) => {
  test.setTimeout(150_000)
  await sql(request, dropRealtimePolicies)
  await privateOnly(request, false)
  try {
    await signIn(page)
    await page.goto(`/dashboard/project/${PROJECT}/realtime/settings`)
    await page.getByRole('button', { name: 'Opt out' }).click()
    const privateOnly = page.getByRole('switch', { name: /Allow only private channels/ })
    await expect(privateOnly).not.toBeChecked({ timeout: FIRST_QUERY_TIMEOUT_MS })
    await privateOnly.click({ force: true })
    await expect(page.getByLabel('Changes to save')).toContainText('Allow only private channels: off → on')

    // Leaving with the edit asks first; staying keeps it.
    await page.getByRole('link', { name: 'Realtime policies' }).click()
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' })
    await leave.getByRole('button', { name: 'Stay on this page' }).click()
    await expect(privateOnly).toBeChecked()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByTestId('form-save-bar')).toContainText('Realtime settings saved')

    await page.getByRole('link', { name: 'Realtime policies' }).click()
    await expect(page).toHaveURL(/\/realtime\/policies$/)
    const card = page.getByRole('region', { name: 'Policies of realtime.messages' })
    await expect(page.getByText('Only private channels are allowed and realtime.messages has no policy: no one can join private channels.', { exact: false })).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
    await card.getByRole('button', { name: 'Create policy' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create a policy on realtime.messages' })
    await dialog.getByRole('combobox', { name: 'Start from a template' }).click()
    await page.getByRole('option', { name: 'Authenticated users can receive broadcasts on topic room-1' }).click()
    await expect(dialog.getByLabel('SQL to run')).toHaveText(
      `create policy "Receive broadcasts on one topic" on "realtime"."messages"\n  as permissive\n  for select\n  to "authenticated"\n  using ((select realtime.topic()) = 'room-1' and realtime.messages.extension in ('broadcast'));`,
    )
    await dialog.getByRole('button', { name: 'Create policy' }).click()
    await expect(dialog).toBeHidden()
    await expect(card.getByRole('article', { name: 'Policy Receive broadcasts on one topic' })).toBeVisible()
    await expect(page.getByText('no one can join private channels', { exact: false })).toBeHidden()
    const [policy] = await sql<{ cmd: string; roles: string; qual: string }>(
      request,
      `select cmd, roles::text, qual from pg_policies where schemaname = 'realtime' and tablename = 'messages' and policyname = 'Receive broadcasts on one topic'`,
    )
    expect(policy).toMatchObject({ cmd: 'SELECT', roles: '{authenticated}' })
    expect(policy!.qual).toContain("realtime.topic()")
    expect(policy!.qual).toContain("'room-1'::text")
  } finally {
    await sql(request, dropRealtimePolicies)
    await privateOnly(request, false)
  }
})
