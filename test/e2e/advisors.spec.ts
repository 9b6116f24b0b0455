import type { Page } from '@playwright/test'
import { DEMO, expect, signIn, test } from './support/fixtures'

const PROJECT = 'acmeblogprod01'
/** The first query of a run may wait for the embedded Postgres to start. */
const FIRST_QUERY_TIMEOUT_MS = 30_000

/** Runs SQL on the project's database through the platform's query call, as a test's setup. */
async function runSql(page: Page, query: string) {
  const session = await (await page.request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()
  const response = await page.request.post(`/platform/pg-meta/${PROJECT}/query`, {
    data: { query },
    headers: { Authorization: `Bearer ${session.access_token}`, 'x-connection-encrypted': 'e2e' },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as Record<string, unknown>[]
}

async function open(page: Page, path: string) {
  await page.goto(`/dashboard/project/${PROJECT}${path}`)
  const optOut = page.getByRole('button', { name: 'Opt out' })
  if (await optOut.isVisible().catch(() => false)) await optOut.click()
}

// The embedded Postgres starts (seconds) and each lint run reads the whole catalog.
test.describe.configure({ timeout: 120_000 })

const lintGroup = (page: Page, title: string) => page.getByRole('list', { name: `${title} findings` })

test('a table with RLS off appears in the security advisor; its fix, run in the SQL editor, clears it', async ({
  page,
}) => {
  await signIn(page)
  await runSql(page, 'create table public.e2e_notes (id bigint primary key, body text)')
  await open(page, '/advisors/security')
  await expect(page.getByRole('heading', { name: 'Security advisor' })).toBeVisible()

  const rls = lintGroup(page, 'RLS disabled in public')
  await expect(rls.getByRole('listitem', { name: 'public.e2e_notes' })).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  await expect(rls.getByRole('listitem', { name: 'public.e2e_notes' })).toContainText(
    'Table public.e2e_notes is served by the API, but row level security is not enabled on it.',
  )
  // Filter by level: errors only still shows it, info only does not.
  await page.getByText('Infos (', { exact: false }).click()
  await expect(page).toHaveURL(/level=INFO/)
  await expect(rls).toBeHidden()
  await page.getByText('Errors (', { exact: false }).click()
  await expect(rls.getByRole('listitem', { name: 'public.e2e_notes' })).toBeVisible()

  // The table link goes to the table editor by the table's oid.
  const [{ oid }] = (await runSql(page, "select 'public.e2e_notes'::regclass::oid::int8 as oid")) as [{ oid: number }]
  await expect(rls.getByRole('link', { name: 'Open public.e2e_notes in the table editor' })).toHaveAttribute(
    'href',
    `/dashboard/project/${PROJECT}/editor/${oid}`,
  )

  await rls.getByRole('link', { name: 'Open the fix for public.e2e_notes in the SQL editor' }).click()
  await expect(page).toHaveURL(new RegExp(`/project/${PROJECT}/sql/new\\?snippet=`))
  await expect(page.getByText('alter table "public"."e2e_notes" enable row level security;')).toBeVisible()
  await page.getByRole('button', { name: 'Run' }).click()
  // What is really in the database afterwards: RLS is on.
  await expect
    .poll(async () => {
      const [row] = await runSql(
        page,
        "select relrowsecurity as rls_on from pg_class where oid = 'public.e2e_notes'::regclass",
      )
      return row?.rls_on
    })
    .toBe(true)

  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Security advisor' })).toBeVisible()
  await expect(lintGroup(page, 'RLS disabled in public').getByRole('listitem', { name: 'public.orders' })).toBeVisible()
  await expect(page.getByRole('listitem', { name: 'public.e2e_notes' })).toHaveCount(0)
  // With RLS on and no policy, the table now shows up as an info finding instead.
  await page.getByText('All (', { exact: false }).click()
  await expect(
    lintGroup(page, 'RLS enabled, no policy').getByRole('listitem', { name: 'public.e2e_notes' }),
  ).toBeVisible()
})

test('Ask the assistant opens the panel with the finding as the question', async ({ page }) => {
  await signIn(page)
  await open(page, '/advisors/security')
  const orders = lintGroup(page, 'RLS disabled in public').getByRole('listitem', { name: 'public.orders' })
  await expect(orders).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  await orders.getByRole('button', { name: 'Ask the assistant about public.orders' }).click()
  await expect(page).toHaveURL(/aiAssistantPanelOpen=true/)
  const box = page.getByRole('textbox', { name: 'Message the assistant' })
  await expect(box).toHaveValue(/RLS disabled in public.*Table public\.orders is served by the API/s)
})
