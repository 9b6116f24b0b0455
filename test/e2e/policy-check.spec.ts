import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO, expect, signIn, test } from './support/fixtures'

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
  await page.goto(`/dashboard/project/${PROJECT}${path}`)
  await page.getByRole('button', { name: 'Opt out' }).click()
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await sql(request, 'select 1')
})
test.beforeEach(() => test.setTimeout(120_000))

const rows = (request: APIRequestContext) => sql(request, 'select id, owner::text, body from public.check_notes order by id')

test('policy check: an update of another user\'s note is denied naming the policy, and nothing is written', async ({ page, request }) => {
  const [owner, other] = await sql<{ id: string; email: string }>(request, `select id::text, email from auth.users where email in ('user0010@example.com', 'user0011@example.com') order by email`)
  await sql(
    request,
    `drop table if exists public.check_notes;
    create table public.check_notes (id int primary key, owner uuid not null, body text);
    insert into public.check_notes values (1, '${owner!.id}', 'first');
    grant usage on schema public to anon, authenticated;
    grant select, insert, update, delete on public.check_notes to anon, authenticated;
    alter table public.check_notes enable row level security;
    create policy "Owners read" on public.check_notes for select to authenticated using ((select auth.uid()) = owner);
    create policy "Owners update" on public.check_notes for update to authenticated using ((select auth.uid()) = owner) with check ((select auth.uid()) = owner);`,
  )
  const before = await rows(request)

  // From the table's page to its policies.
  const [created] = await sql<{ oid: number }>(request, `select 'public.check_notes'::regclass::oid::int as oid`)
  const viewport = page.viewportSize()!
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, `/database/tables/${created!.oid}`)
  const toPolicies = page.getByRole('link', { name: 'Policies and policy check' })
  await expect(toPolicies).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  await page.setViewportSize(viewport)
  await toPolicies.click()
  await expect(page).toHaveURL(/\/database\/policies\?schema=public&search=check_notes/)
  const card = page.getByRole('region', { name: 'Policies of public.check_notes' })
  await card.getByRole('button', { name: 'Policy check of public.check_notes' }).click({ timeout: FIRST_QUERY_TIMEOUT_MS })

  const dialog = page.getByRole('dialog', { name: 'Policy check: public.check_notes' })
  await dialog.getByRole('combobox', { name: 'Operation' }).click()
  await page.getByRole('option', { name: 'update' }).click()
  await dialog.getByRole('combobox', { name: 'User' }).fill('user0011')
  await page.getByRole('option', { name: other!.email }).click()

  // Bad input is named and kept.
  await dialog.getByRole('textbox', { name: 'Changes (JSON, optional)' }).fill('{"body": ')
  await dialog.getByRole('button', { name: 'Check' }).click()
  await expect(dialog.getByText('Enter the id of the row to check')).toBeVisible()
  await expect(dialog.getByText(/^Not valid JSON/)).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Changes (JSON, optional)' })).toHaveValue('{"body": ')

  await dialog.getByRole('textbox', { name: 'id (primary key)' }).fill('1')
  await dialog.getByRole('textbox', { name: 'Changes (JSON, optional)' }).fill('{"body": "taken over"}')
  await dialog.getByRole('button', { name: 'Check' }).click()

  const result = dialog.getByRole('region', { name: 'Policy check result' })
  await expect(result.getByRole('status')).toContainText('Denied', { timeout: FIRST_QUERY_TIMEOUT_MS })
  await expect(result.getByRole('status')).toContainText(`No permissive policy's USING is true for this row: the row is filtered out of the update ("Owners update" is false).`)
  await expect(result.getByText('Row Level Security is on for this table (not forced: the table owner bypasses it).')).toBeVisible()
  const table = result.getByRole('table', { name: 'Policies checked' })
  await expect(table.getByRole('row', { name: /Owners update/ })).toContainText('UPDATEpermissiveyesfalsefalse')
  await expect(table.getByRole('row', { name: /Owners read/ })).toContainText('SELECTpermissiveyesfalsenot used')
  await expect(result.getByText("Postgres's own attempt: the update changed 0 rows (then rolled back).")).toBeVisible()

  expect(await rows(request)).toEqual(before)

  // The dialog and its answer: nothing serious for axe; on a phone it fills the screen, nothing scrolls sideways but the policy table.
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').disableRules(['color-contrast']).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(result.getByRole('status')).toBeVisible()
  expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(390)
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  await sql(request, 'drop table public.check_notes')
})
