import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO, expect, mock, signIn, test } from './support/fixtures'

const PROJECT = 'acmeblogprod01'
/** The first query of a run may wait for the embedded Postgres to start. */
const FIRST_QUERY_TIMEOUT_MS = 60_000

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

async function platformGet(page: Page, path: string) {
  const session = await (await page.request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${session.access_token}` } })
  expect(response.ok()).toBe(true)
  return response.json()
}

async function open(page: Page, path: string) {
  await page.goto(`/dashboard/project/${PROJECT}${path}`)
  // The cookie toast sits bottom right, over the pages' buttons.
  await page.getByRole('button', { name: 'Opt out' }).click()
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
  // The handed-over SQL becomes a new snippet: /sql/new?snippet=… is soon replaced by the snippet's id.
  await expect(page).toHaveURL(new RegExp(`/project/${PROJECT}/sql/(new\\?snippet=|[0-9a-f-]{36}$)`))
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

test('query performance: enables pg_stat_statements, shows real figures, resets through the dialog', async ({
  page,
}) => {
  await signIn(page)
  await runSql(page, 'drop extension if exists pg_stat_statements')
  await open(page, '/advisors/query-performance')
  const note = page.getByRole('alert', { name: 'Needs the pg_stat_statements extension' })
  await expect(note).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  // The SQL is shown before it runs.
  await note.getByRole('button', { name: 'Enable pg_stat_statements' }).click()
  const enable = page.getByRole('dialog', { name: 'Enable pg_stat_statements' })
  await expect(enable.getByLabel('SQL to run')).toHaveText(
    'create schema if not exists "extensions";\ncreate extension if not exists "pg_stat_statements" with schema "extensions" cascade;',
  )
  await enable.getByRole('button', { name: 'Enable pg_stat_statements' }).click()
  await expect(enable).toBeHidden()
  await expect(page.getByRole('button', { name: 'Reset statistics' })).toBeVisible()
  const [installed] = await runSql(
    page,
    "select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_stat_statements'",
  )
  expect(installed).toEqual({ schema: 'extensions' })

  // Start from zero, through the confirmation dialog.
  await page.getByRole('button', { name: 'Reset statistics' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset query statistics' })
  await dialog.getByRole('button', { name: 'Reset statistics' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Query statistics reset')).toBeVisible()

  for (let i = 0; i < 3; i++) {
    await runSql(page, "select count(*) as e2e_marker from public.orders where status = 'paid'")
  }
  await page.getByRole('textbox', { name: 'Search queries' }).fill('E2E_MARKER')
  await expect(page).toHaveURL(/search=E2E_MARKER/)
  await page.getByRole('button', { name: 'Refresh' }).click()
  const table = page.getByRole('table', { name: 'Query statistics' })
  const row = table.getByRole('row').filter({ hasText: 'e2e_marker' })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('cell').nth(0)).toHaveText(
    'select count(*) as e2e_marker from public.orders where status = $1',
  )
  await expect(row.getByRole('cell').nth(2)).toHaveText('3')
  await expect(row.getByRole('cell').nth(3)).toHaveText('3')
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d+\.\d+ (ms|s)$/)
  await expect(page.getByRole('figure', { name: 'Share of total query time' })).toBeVisible()

  // Sorting by frequency is kept in the URL.
  await page.getByText('Most frequent').click()
  await expect(page).toHaveURL(/sort=calls/)
  await expect(row).toHaveCount(1)
})

test('an advisor rule hides a lint for one entity; the page is gated by the Disable Advisor rules preview', async ({
  page,
}) => {
  await signIn(page)
  await open(page, '/advisors/rules/security')
  await expect(page.getByRole('heading', { name: 'Advisor rules are a feature preview' })).toBeVisible()
  await page.getByRole('button', { name: 'Enable the preview' }).click()
  const previews = page.getByRole('dialog', { name: 'Dashboard feature previews' })
  await previews.getByRole('button', { name: 'Enable' }).click()
  await page.keyboard.press('Escape')
  await expect(previews).toBeHidden()

  const form = page.getByRole('form', { name: 'New advisor rule' })
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(form.getByText('Choose a lint.')).toBeVisible()
  await form.getByRole('combobox', { name: 'Lint' }).click()
  await page.getByRole('option', { name: 'RLS disabled in public' }).click()
  await form.getByRole('combobox', { name: 'Applies to' }).click()
  await page.getByRole('option', { name: 'public.orders' }).click({ timeout: FIRST_QUERY_TIMEOUT_MS })
  await form.getByRole('textbox', { name: 'Note' }).fill('Orders are only read by the service role')
  await form.getByRole('button', { name: 'Add rule' }).click()
  const rules = page.getByRole('table', { name: 'Advisor rules' })
  await expect(rules.getByRole('row').filter({ hasText: 'public.orders' })).toContainText(
    'Orders are only read by the service role',
  )
  // What the platform keeps for the project (CONTRACT §9).
  expect(await platformGet(page, `/platform/projects/${PROJECT}/advisors/exceptions`)).toEqual([
    {
      id: expect.any(String),
      lint_name: 'rls_disabled_in_public',
      entity: 'public.orders',
      note: 'Orders are only read by the service role',
      created_at: expect.any(String),
    },
  ])

  await page.getByRole('link', { name: 'Security advisor' }).click()
  const rls = lintGroup(page, 'RLS disabled in public')
  await expect(rls.getByRole('listitem', { name: 'public.customers' })).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  await expect(rls.getByRole('listitem', { name: 'public.orders' })).toHaveCount(0)
  await expect(page.getByText('1 finding is hidden by')).toBeVisible()

  // Removing the rule brings the finding back.
  await page.getByRole('link', { name: 'advisor rules', exact: true }).click()
  await rules.getByRole('button', { name: 'Remove the rule for RLS disabled in public on public.orders' }).click()
  await page.getByRole('dialog', { name: 'Remove advisor rule' }).getByRole('button', { name: 'Remove rule' }).click()
  await expect(page.getByText('No rules yet: every lint applies to every entity.')).toBeVisible()
  await page.getByRole('link', { name: 'Security advisor' }).click()
  const orders = lintGroup(page, 'RLS disabled in public').getByRole('listitem', { name: 'public.orders' })
  await expect(orders).toBeVisible()

  // With the preview on, a finding offers to switch its lint off for it: the form starts filled in.
  await orders.getByRole('link', { name: 'Switch RLS disabled in public off for public.orders' }).click()
  await expect(form.getByRole('combobox', { name: 'Lint' })).toHaveValue('RLS disabled in public')
  await expect(form.getByRole('combobox', { name: 'Applies to' })).toHaveValue('public.orders')
})

test('self-hosted, advisor rules need no preview and are kept in IndexedDB; a project-wide rule hides the lint', async ({
  page,
}) => {
  await mock.config({ platform: false, authUrl: '' })
  const platformCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/advisors/exceptions')) platformCalls.push(request.url())
  })
  await page.goto('/dashboard/project/default/advisors/rules/security')
  const form = page.getByRole('form', { name: 'New advisor rule' })
  await form.getByRole('combobox', { name: 'Lint' }).click()
  await page.getByRole('option', { name: 'RLS disabled in public' }).click()
  await form.getByRole('textbox', { name: 'Note' }).fill('Local development database')
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(
    page.getByRole('table', { name: 'Advisor rules' }).getByRole('row').filter({ hasText: 'Whole project' }),
  ).toContainText('Local development database')
  const stored = await page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const request = indexedDB.open('dashboard-advisor-rules')
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const all = request.result.transaction('exceptions').objectStore('exceptions').getAll()
          all.onsuccess = () => resolve(all.result)
        }
      }),
  )
  expect(stored).toEqual([
    expect.objectContaining({ projectRef: 'default', lint_name: 'rls_disabled_in_public', entity: null }),
  ])

  await page.goto('/dashboard/project/default/advisors/security')
  await expect(page.getByText('4 findings are hidden by')).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  await expect(lintGroup(page, 'RLS disabled in public')).toHaveCount(0)
  expect(platformCalls).toEqual([])
})

test('the advisor pages have no serious accessibility violations', async ({ page }) => {
  await signIn(page)
  await open(page, '/advisors/security')
  await expect(lintGroup(page, 'RLS disabled in public')).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  const pages = [
    ['/advisors/security', page.getByRole('list', { name: 'RLS disabled in public findings' })],
    [
      '/advisors/query-performance',
      page.getByRole('alert', { name: 'Needs the pg_stat_statements extension' }),
    ],
    ['/advisors/query-performance?tab=findings', page.getByRole('list', { name: 'Unindexed foreign keys findings' })],
    ['/advisors/rules/security', page.getByRole('heading', { name: 'Advisor rules are a feature preview' })],
  ] as const
  for (const [path, ready] of pages) {
    await page.goto(`/dashboard/project/${PROJECT}${path}`)
    await expect(ready).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
    // color-contrast is left out: the theme's dimmed text (page descriptions everywhere) is below 4.5:1,
    // which is the theme's to fix, not these pages'.
    const { violations } = await new AxeBuilder({ page }).include('main').disableRules(['color-contrast']).analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  }
})

test('a foreign key without an index appears in the performance advisor; its fix, run in the SQL editor, clears it', async ({
  page,
}) => {
  await signIn(page)
  // Tables made here go with the mock's reset before the next test (it drops the public schema).
  await runSql(
    page,
    `create table public.e2e_perf_parent (id bigint primary key);
    create table public.e2e_perf_child (id bigint primary key, parent_id bigint,
      constraint e2e_perf_child_parent_fk foreign key (parent_id) references public.e2e_perf_parent (id));`,
  )
  await open(page, '/advisors/query-performance?tab=findings')
  await expect(page.getByRole('tab', { name: 'Performance advisor' })).toHaveAttribute('aria-selected', 'true')

  const unindexed = lintGroup(page, 'Unindexed foreign keys')
  const child = unindexed.getByRole('listitem', { name: 'public.e2e_perf_child' })
  await expect(child).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  await expect(child).toContainText(
    'Foreign key e2e_perf_child_parent_fk on public.e2e_perf_child (parent_id) has no covering index.',
  )
  // The referenced table needs no index of its own: its primary key is one.
  await expect(unindexed.getByRole('listitem', { name: 'public.e2e_perf_parent' })).toHaveCount(0)

  await child.getByRole('link', { name: 'Open the fix for public.e2e_perf_child in the SQL editor' }).click()
  await expect(page).toHaveURL(new RegExp(`/project/${PROJECT}/sql/(new\\?snippet=|[0-9a-f-]{36}$)`))
  await expect(page.getByText('create index on "public"."e2e_perf_child" ("parent_id");')).toBeVisible()
  await page.getByRole('button', { name: 'Run' }).click()
  // What is really in the database afterwards: an index on the foreign key's column.
  const childIndexes = async () => {
    const rows = await runSql(page, "select indexdef from pg_indexes where tablename = 'e2e_perf_child'")
    return rows.map((row) => String(row.indexdef).replace(/^.* USING /, '')).sort()
  }
  await expect.poll(childIndexes).toEqual(['btree (id)', 'btree (parent_id)'])

  await page.goBack()
  await expect(page.getByRole('tab', { name: 'Performance advisor' })).toHaveAttribute('aria-selected', 'true')
  // The page reads the lints again: the seed's own unindexed foreign keys are still there, this one is gone.
  await expect(unindexed.getByRole('listitem', { name: 'public.orders' })).toBeVisible({
    timeout: FIRST_QUERY_TIMEOUT_MS,
  })
  await expect(unindexed.getByRole('listitem', { name: 'public.e2e_perf_child' })).toHaveCount(0)
  // The new index, not scanned yet, serves the foreign key: no 'Unused index' finding takes its place.
  await expect(page.getByText(/^Index .* on public\.e2e_perf_child has never been used\.$/)).toHaveCount(0)
})
