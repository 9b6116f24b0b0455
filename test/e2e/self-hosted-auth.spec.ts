// Self-hosted Auth (CONTRACT §8, §11) on real PostgreSQL 15: GoTrue's auth schema is created here
// (its tables from the mock's GOTRUE_SCHEMA_SQL plus docker/auth-indexes.sql, which the compose file
// applies), seeded with 60,000 users. The users list reads them through postgres-meta; the admin
// calls go through a gateway rendered with DASHBOARD_GOTRUE_URL / DASHBOARD_GOTRUE_SERVICE_KEY to a
// recording stand-in of the auth service, which must see the service key that the browser never saw.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { GOTRUE_SCHEMA_SQL } from '../../mocks/pglite/seed-auth'
import { expect, test, type SelfHosted } from './support/self-hosted'

test.describe.configure({ timeout: 180_000 })

const repo = fileURLToPath(new URL('../..', import.meta.url))
const SERVICE_KEY = 'gotrue-service-key.e2e-7f3a91'
const USERS = 60_000

interface Recorded {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

/** GoTrue's stand-in: records each call and applies the admin ones to auth.users, as GoTrue would. */
async function startRecordingAuthService(selfHosted: SelfHosted) {
  const recorded: Recorded[] = []
  const run = (sql: string) =>
    spawnSync(selfHosted.psqlPath, ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', selfHosted.databaseUrl, '-c', sql], {
      encoding: 'utf8',
    }).stdout.trim()
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      recorded.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(value))
      }
      const url = req.url ?? ''
      const input = (body ? JSON.parse(body) : {}) as Record<string, unknown>
      if (req.method === 'GET' && url === '/settings')
        return json(200, { external: { email: true, phone: false, github: true }, disable_signup: false, mailer_autoconfirm: true })
      if (req.method === 'POST' && (url === '/admin/users' || url === '/invite')) {
        const email = String(input.email)
        const id = run(`insert into auth.users (id, aud, role, email, email_confirmed_at, invited_at, created_at, updated_at, raw_app_meta_data, raw_user_meta_data)
          values (gen_random_uuid(), 'authenticated', 'authenticated', ${quote(email)}, ${input.email_confirm ? 'now()' : 'null'},
          ${url === '/invite' ? 'now()' : 'null'}, now(), now(), '{"provider":"email","providers":["email"]}', '{}') returning id`)
        run(`insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
          values (${quote(id)}, ${quote(id)}, jsonb_build_object('sub', ${quote(id)}, 'email', ${quote(email)}), 'email', now(), now())`)
        return json(200, { id, email, aud: 'authenticated' })
      }
      const user = /^\/admin\/users\/([0-9a-f-]{36})$/.exec(url)
      if (user && req.method === 'PUT') {
        if (typeof input.ban_duration === 'string')
          run(`update auth.users set banned_until = ${input.ban_duration === 'none' ? 'null' : `now() + ${quote(input.ban_duration)}::interval`} where id = ${quote(user[1]!)}`)
        return json(200, { id: user[1] })
      }
      if (user && req.method === 'DELETE') {
        run(`delete from auth.users where id = ${quote(user[1]!)}`)
        return json(200, {})
      }
      return json(404, { code: 404, msg: 'Not found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    recorded,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function createAuthSchema(selfHosted: SelfHosted) {
  selfHosted.psql('drop schema if exists auth cascade')
  selfHosted.psql(GOTRUE_SCHEMA_SQL)
  selfHosted.psql(readFileSync(join(repo, 'docker/auth-indexes.sql'), 'utf8'))
  selfHosted.psql(`
insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data)
select md5('sh-user-' || n)::uuid, 'authenticated', 'authenticated', 'member' || lpad(n::text, 5, '0') || '@example.com',
  case when n % 4 <> 0 then created end, created, created, case when n % 3 = 0 then created + interval '1 day' end,
  '{"provider":"email","providers":["email"]}', jsonb_build_object('full_name', 'Member ' || n)
from generate_series(1, ${USERS}) n, lateral (select timestamptz '2024-01-01 00:00:00+00' + n * interval '1 minute' as created) c;
insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select id::text, id, jsonb_build_object('sub', id::text, 'email', email), 'email', created_at, created_at from auth.users;
analyze auth.users;`)
}

/** Everything the browser sent and received, to show the service key was never among it. */
async function recordBrowserTraffic(page: Page) {
  const seen: string[] = []
  const queries: string[] = []
  page.on('request', (request) => seen.push(request.url(), JSON.stringify(request.headers())))
  // Bodies are read where the request passes through a route (the request event does not carry them).
  await page.route('**/platform/**', async (route) => {
    const body = route.request().postData() ?? ''
    seen.push(body)
    if (new URL(route.request().url()).pathname === '/platform/pg-meta/default/query') {
      const { query } = JSON.parse(body || '{}') as { query?: string }
      if (query) queries.push(query)
    }
    await route.continue()
  })
  page.on('response', async (response) => {
    seen.push(JSON.stringify(response.headers()))
    const type = response.headers()['content-type'] ?? ''
    if (/json|text|javascript/.test(type)) seen.push(await response.text().catch(() => ''))
  })
  return { seen, queries }
}

const usersList = (page: Page) => page.getByRole('list', { name: 'Users' })

test('users from auth.users on PostgreSQL 15, keyset-paged without count(*); admin calls reach the auth service with the key nginx adds', async ({
  page,
  selfHosted,
}) => {
  createAuthSchema(selfHosted)
  const auth = await startRecordingAuthService(selfHosted)
  const gateway = await selfHosted.startGateway('gotrue', {
    DASHBOARD_GOTRUE_URL: auth.url,
    DASHBOARD_GOTRUE_SERVICE_KEY: SERVICE_KEY,
  })
  const traffic = await recordBrowserTraffic(page)
  try {
    await page.goto(`${gateway.baseURL}/dashboard/project/default/auth/users`)
    await expect(page).toHaveTitle(/Users/)
    // Above 50,000 rows the total is the planner's estimate; its count(*) branch never runs.
    await expect(page.getByTestId('users-total')).toHaveText(/^About [\d,]+ users \(estimate\)$/)
    const totalQuery = traffic.queries.find((query) => query.includes('reltuples'))
    expect(totalQuery).toBeDefined()
    const plan = selfHosted.psql(`explain (analyze, costs off, timing off) ${totalQuery!}`)
    const scans = plan.split('\n').filter((line) => / on users\b/.test(line))
    expect(scans.length, plan).toBeGreaterThan(0)
    for (const line of scans) expect(line, plan).toContain('never executed')

    // Newest first, 50 a page; scrolling to the end asks for the next page after the last row's key.
    await expect(usersList(page).getByRole('button', { name: 'Open user member60000@example.com' })).toBeVisible()
    await usersList(page).evaluate((list) => (list.scrollTop = list.scrollHeight))
    await expect(usersList(page).getByRole('button', { name: 'Open user member59950@example.com' })).toBeAttached()
    const listQueries = traffic.queries.filter((query) => query.includes('from auth.users u'))
    expect(listQueries.some((query) => query.includes('(u.created_at, u.id) < ('))).toBe(true)
    for (const query of listQueries) {
      expect(query).not.toMatch(/\boffset\b/i)
      expect(query).not.toMatch(/count\(/i)
    }

    // Search by email prefix, answered through the expression index.
    await page.getByLabel('Search users').fill('MEMBER0001')
    await expect(usersList(page).getByRole('button', { name: /^Open user / })).toHaveCount(10)
    await expect(usersList(page).getByRole('button', { name: 'Open user member00019@example.com' })).toBeVisible()
    const searchQuery = traffic.queries.findLast((query) => query.includes("like 'member0001%'"))
    expect(searchQuery).toBeDefined()
    expect(selfHosted.psql(`explain ${searchQuery!}`)).toContain('users_email_prefix_idx')

    // Create, ban, invite and delete: each call reaches the auth service through the gateway.
    await page.getByLabel('Search users').fill('')
    await page.getByRole('button', { name: 'Add user' }).click()
    await page.getByRole('menuitem', { name: 'Create new user' }).click()
    const create = page.getByRole('dialog', { name: 'Create a new user' })
    await create.getByLabel('Email address').fill('self.hosted@example.com')
    await create.getByLabel('User password').fill('correct-Horse-battery-staple-42')
    await create.getByRole('button', { name: 'Create user' }).click()
    await expect(create).toBeHidden()
    await page.getByLabel('Search users').fill('self.hosted')
    await usersList(page).getByRole('button', { name: 'Open user self.hosted@example.com' }).click()
    const panel = page.getByRole('dialog', { name: 'self.hosted@example.com', exact: true })
    await panel.getByRole('button', { name: 'Ban user' }).click()
    const ban = page.getByRole('dialog', { name: 'Ban self.hosted@example.com' })
    await ban.getByRole('combobox', { name: 'Ban duration' }).click()
    await page.getByRole('option', { name: '7 days' }).click()
    await ban.getByRole('button', { name: 'Ban user' }).click()
    await expect(panel.getByText(/^Banned until/)).toBeVisible()
    await panel.getByRole('button', { name: 'Delete user' }).click()
    await page.getByRole('dialog', { name: 'Delete user self.hosted@example.com' }).getByRole('button', { name: 'Delete user' }).click()
    await expect(page.getByText('No users match this search.')).toBeVisible()

    await page.getByRole('button', { name: 'Add user' }).click()
    await page.getByRole('menuitem', { name: 'Send invitation' }).click()
    const invite = page.getByRole('dialog', { name: 'Invite a user' })
    await invite.getByLabel('Email address').fill('invited@example.com')
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByText('Invitation sent to invited@example.com')).toBeVisible()

    const calls = auth.recorded.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url.replace(/[0-9a-f-]{36}/, '{id}')}`)
    expect(calls).toEqual(['POST /admin/users', 'PUT /admin/users/{id}', 'DELETE /admin/users/{id}', 'POST /invite'])
    const writes = auth.recorded.filter((call) => call.method !== 'GET')
    expect(JSON.parse(writes[0]!.body)).toMatchObject({ email: 'self.hosted@example.com', email_confirm: true })
    expect(JSON.parse(writes[1]!.body)).toEqual({ ban_duration: '168h' })
    expect(JSON.parse(writes[3]!.body)).toEqual({ email: 'invited@example.com' })
    for (const call of auth.recorded) {
      expect(call.headers.apikey).toBe(SERVICE_KEY)
      expect(call.headers.authorization).toBe(`Bearer ${SERVICE_KEY}`)
      expect(call.headers.cookie).toBeUndefined()
    }
    expect(selfHosted.psql(`select count(*) from auth.users where email = 'self.hosted@example.com'`)).toBe('0')

    // The settings page reads the service's public settings, read-only, each with its variable.
    await page.goto(`${gateway.baseURL}/dashboard/project/default/auth/providers`)
    await expect(page.getByText('GOTRUE_EXTERNAL_GITHUB_ENABLED')).toBeVisible()
    expect(auth.recorded.at(-1)).toMatchObject({ method: 'GET', url: '/settings' })
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
    // The callback URL to register with each OAuth provider: the public API URL's /auth/v1/callback.
    await expect(page.getByRole('main').getByText('http://localhost:8000/auth/v1/callback')).toHaveCount(6)
    await page.goto(`${gateway.baseURL}/dashboard/project/default/auth/templates`)
    await expect(page).toHaveTitle(/^Email templates \| /)
    const variables = page.getByRole('table', { name: 'Email template variables' })
    await expect(variables.getByRole('row', { name: /Reset password/ })).toContainText('GOTRUE_MAILER_SUBJECTS_RECOVERY')
    await expect(variables).toContainText('GOTRUE_MAILER_TEMPLATES_CONFIRMATION')
    await expect(page.getByLabel('Subject')).toHaveCount(0)

    // The key never reached the browser: not in config.json, nor in any request or answer it saw.
    const config = await (await fetch(`${gateway.baseURL}/dashboard/config.json`)).text()
    expect(config).not.toContain(SERVICE_KEY)
    expect(traffic.seen.length).toBeGreaterThan(0)
    expect(traffic.seen.filter((text) => text.includes(SERVICE_KEY))).toEqual([])
  } finally {
    await gateway.close()
    await auth.close()
    selfHosted.psql('drop schema if exists auth cascade')
  }
})

test('without DASHBOARD_GOTRUE_URL the auth pages say the service is not configured; the users list still reads auth.users', async ({
  page,
  selfHosted,
}) => {
  try {
    selfHosted.psql('drop schema if exists auth cascade')
    selfHosted.psql(GOTRUE_SCHEMA_SQL)
    selfHosted.psql(`insert into auth.users (id, email, created_at) values (md5('only')::uuid, 'only.user@example.com', now())`)
    const unmapped = await fetch(`${selfHosted.baseURL}/platform/auth/default/users`, { method: 'POST', body: '{}' })
    expect(unmapped.status).toBe(404)

    await page.goto('/dashboard/project/default/auth/users')
    await expect(usersList(page).getByRole('button', { name: 'Open user only.user@example.com' })).toBeVisible()
    await page.goto('/dashboard/project/default/auth/providers')
    await expect(page.getByText('The auth service is not configured')).toBeVisible()
    await expect(page.getByText('DASHBOARD_GOTRUE_URL')).toBeVisible()
    await page.goto('/dashboard/project/default/auth/templates')
    await expect(page.getByText('The auth service is not configured')).toBeVisible()
  } finally {
    selfHosted.psql('drop schema if exists auth cascade')
  }
})
