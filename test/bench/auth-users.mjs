// The Auth users page for `npm run bench` (issue 24): 100,000 users in auth.users, through the real
// page in headless Chromium, on the mock (its embedded Postgres, PGlite in the mock server's
// process) and on PostgreSQL 15 (a throwaway cluster behind postgres-meta and the self-hosted nginx,
// test/e2e/support/self-hosted.ts; skipped with a note when the tools are missing). Measured in the
// page: the first page painted after its answer's last byte, each next page painted after its
// answer, and a search by email prefix answered (the query's round trip); plus whether the search's
// plan uses the email prefix index and whether any list query ran count(*) or OFFSET.
/* global window, document, performance, MutationObserver, requestAnimationFrame, Request -- used in page callbacks */
import { readFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { tsImport } from 'tsx/esm/api'

export const AUTH_USERS_BUDGETS = { firstPageAfterAnswerMs: 300, nextPageAfterAnswerMs: 100, searchAnswerMs: 200 }
const USERS = 100_000
const NEXT_PAGES = 5
const TIMEOUT_MS = 120_000
const REF = 'acmeblogprod01'

/** Runs in the page before the app: records each pg-meta query with its send and last-byte times, and the list's paints. */
function instrument() {
  window.__queries = []
  window.__paints = []
  const original = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    if (!request.url.includes('/pg-meta/')) return original(input, init)
    const entry = { query: '', start: performance.now(), end: 0 }
    window.__queries.push(entry)
    request.clone().text().then((body) => (entry.query = JSON.parse(body || '{}').query ?? ''))
    const response = await original(input, init)
    response.clone().arrayBuffer().then(() => (entry.end = performance.now()), () => undefined)
    return response
  }
  // The list's inner box grows by 50 rows a page: each growth (and the first row) is painted at the next frame.
  let lastHeight = 0
  const observer = new MutationObserver(() => {
    const box = document.querySelector('[data-testid="users-list"] > div')
    const height = box ? parseFloat(box.style.height) || 0 : 0
    if (height > lastHeight && box.querySelector('[role="listitem"]')) {
      lastHeight = height
      requestAnimationFrame(() => window.__paints.push({ height, at: performance.now() }))
    }
  })
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] }))
}

const isListQuery = (query) => query.includes('from auth.users u') && query.includes('order by')

/** Prefixes of 10 to 100 users each; the figure is the median of their round trips. */
const SEARCHES = ['bench0500', 'bench06120', 'bench0777', 'bench08881', 'bench0999']

async function measure(context, url) {
  const page = await context.newPage()
  await page.addInitScript(instrument)
  await page.goto(url)
  await page.waitForFunction(() => window.__paints.length > 0, null, { timeout: TIMEOUT_MS })
  const figures = { first: 0, next: [], search: [], queries: [] }
  const state = () => page.evaluate(() => ({ queries: window.__queries, paints: window.__paints }))
  let { queries, paints } = await state()
  const firstAnswer = queries.find((q) => isListQuery(q.query) && q.end > 0)
  figures.first = paints[0].at - firstAnswer.end
  for (let i = 0; i < NEXT_PAGES; i++) {
    const before = paints.length
    await page.getByTestId('users-list').evaluate((list) => (list.scrollTop = list.scrollHeight))
    await page.waitForFunction((n) => window.__paints.length > n, before, { timeout: TIMEOUT_MS })
    ;({ queries, paints } = await state())
    const answer = queries.filter((q) => isListQuery(q.query) && q.query.includes(', u.id) < (') && q.end > 0).at(-1)
    figures.next.push(paints.at(-1).at - answer.end)
  }
  figures.search = []
  for (const prefix of SEARCHES) {
    await page.getByLabel('Search users').fill(prefix)
    const like = `like '${prefix}%'`
    await page.waitForFunction((like) => window.__queries.some((q) => q.query.includes(like) && q.end > 0), like, { timeout: TIMEOUT_MS })
    ;({ queries } = await state())
    const search = queries.find((q) => q.query.includes(like) && q.end > 0)
    figures.search.push(search.end - search.start)
    figures.searchQuery = search.query
  }
  figures.queries = queries.map((q) => q.query)
  await page.close()
  return figures
}

const ms = (value) => `${Math.round(value)} ms`
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const row = (label, value, budget) => [label, ms(value), ms(budget), value <= budget ? 'ok' : 'OVER BUDGET']

function rows(figures, plan) {
  const B = AUTH_USERS_BUDGETS
  const lists = figures.queries.filter(isListQuery)
  const bad = lists.filter((q) => /\boffset\b|count\(/i.test(q)).length
  const indexed = /users_email_prefix_idx/.test(plan)
  return [
    row('first page painted after its answer', figures.first, B.firstPageAfterAnswerMs),
    row(`next page painted after its answer (median of ${figures.next.length}: ${figures.next.map(Math.round).join('/')})`, median(figures.next), B.nextPageAfterAnswerMs),
    row(`search by email prefix answered (median of ${figures.search.length}: ${figures.search.map(Math.round).join('/')})`, median(figures.search), B.searchAnswerMs),
    ['search plan uses users_email_prefix_idx', indexed ? 'yes' : 'no', 'yes', indexed ? 'ok' : 'OVER BUDGET'],
    ['list queries with OFFSET or count(*)', String(bad), '0', bad === 0 ? 'ok' : 'OVER BUDGET'],
  ]
}

/** The mock: 98,000 more users in its embedded Postgres (2,000 are seeded), then the page. */
async function onMock({ browser, origin, apiBase, authUrl, demo, storageState }) {
  let token
  const sql = async (query) => {
    token ??= (await (await fetch(`${authUrl}/token?grant_type=password`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(demo) })).json()).access_token
    const response = await fetch(`${apiBase}/platform/pg-meta/${REF}/query`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', authorization: `Bearer ${token}`, 'x-connection-encrypted': 'postgresql://bench' },
      body: JSON.stringify({ query }),
    })
    const body = await response.json()
    if (!response.ok) throw new Error(`${query.slice(0, 80)}: ${body.message}`)
    return body
  }
  const started = performance.now()
  await sql(seedSql(2_001, USERS))
  // What autovacuum does on a server; the embedded Postgres has none.
  await sql('analyze auth.users')
  console.log(`  mock: seeded auth.users to ${USERS.toLocaleString('en')} users in ${Math.round(performance.now() - started)} ms`)
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } })
  try {
    const figures = await measure(context, `${origin}/dashboard/project/${REF}/auth/users`)
    const plan = (await sql(`explain ${figures.searchQuery}`)).map((r) => r['QUERY PLAN']).join('\n')
    return rows(figures, plan)
  } finally {
    await context.close()
    await sql(`delete from auth.users where email like 'bench%'`)
  }
}

/** Users `from`..`to` with emails user{n padded to 6}@example.com (bench-only rows are marked by their metadata). */
function seedSql(from, to) {
  return `
insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, created_at, updated_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, is_anonymous)
select '00000000-0000-0000-0000-000000000000', md5('bench-user-' || n)::uuid, 'authenticated', 'authenticated',
  'bench' || lpad(n::text, 6, '0') || '@example.com', case when n % 4 <> 0 then created end, created, created,
  case when n % 3 = 0 then created + interval '1 day' end, '{"provider":"email","providers":["email"]}', jsonb_build_object('full_name', 'Bench ' || n), false
from generate_series(${from}, ${to}) n, lateral (select timestamptz '2026-02-01 00:00:00+00' + n * interval '1 minute' as created) c;
insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email), 'email', u.created_at, u.created_at
from auth.users u where u.email like 'bench%';`
}

/** PostgreSQL 15: GoTrue's schema and the dashboard's indexes (docker/auth-indexes.sql), 100,000 users. */
async function onPostgres({ browser }) {
  const { missingTools, startSelfHosted } = await tsImport('../e2e/support/self-hosted.ts', import.meta.url)
  const missing = missingTools()
  if (missing.length) return { skipped: `needs ${missing.join('; ')}` }
  const { GOTRUE_SCHEMA_SQL } = await tsImport('../../mocks/pglite/seed-auth.ts', import.meta.url)
  console.log('  PostgreSQL 15: starting a throwaway cluster, postgres-meta and nginx…')
  const topology = await startSelfHosted()
  try {
    const psql = (query) => {
      const result = spawnSync(topology.psqlPath, ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', topology.databaseUrl, '-c', query], { encoding: 'utf8', timeout: 10 * 60_000 })
      if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}${result.error?.message ?? ''}`)
      return result.stdout.trim()
    }
    const started = performance.now()
    psql(GOTRUE_SCHEMA_SQL)
    psql(readFileSync(new URL('../../docker/auth-indexes.sql', import.meta.url), 'utf8'))
    psql(seedSql(1, USERS))
    psql('vacuum analyze auth.users')
    console.log(`  PostgreSQL 15: seeded auth.users with ${USERS.toLocaleString('en')} users in ${Math.round(performance.now() - started)} ms`)
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    try {
      const figures = await measure(context, `${topology.baseURL}/dashboard/project/default/auth/users`)
      return { rows: rows(figures, psql(`explain ${figures.searchQuery}`)) }
    } finally {
      await context.close()
    }
  } finally {
    await topology.close()
  }
}

/** Prints both tables beside their budgets; answers the exit code. */
export async function printAuthUsers(options) {
  let over = false
  console.log(`\nAuth users (${USERS.toLocaleString('en')} users in auth.users)`)
  const mockRows = await onMock(options)
  console.log('\nAuth users on the mock (embedded Postgres, the page in Chromium)\n')
  console.log(options.table([['', 'measured', 'budget', ''], ...mockRows]))
  over ||= mockRows.some((r) => r[3] === 'OVER BUDGET')
  const pg = await onPostgres(options)
  if (pg.skipped) console.log(`\nAuth users on PostgreSQL 15: skipped (${pg.skipped})`)
  else {
    console.log('\nAuth users on PostgreSQL 15 (postgres-meta + nginx, the page in Chromium)\n')
    console.log(options.table([['', 'measured', 'budget', ''], ...pg.rows]))
    over ||= pg.rows.some((r) => r[3] === 'OVER BUDGET')
  }
  return over ? 1 : 0
}
