import type { APIRequestContext, Page } from '@playwright/test'
import { allowConsole, DEMO, expect, signIn, test } from './support/fixtures'

const PROJECT = 'acmeblogprod01'
/** The first query of a run waits for the embedded Postgres to start. */
const FIRST_QUERY_TIMEOUT_MS = 30_000

/** Runs SQL on the project's database through the pg-meta call, as the page does. */
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

const usersList = (page: Page) => page.getByRole('list', { name: 'Users' })
const openUser = (page: Page, name: string) => usersList(page).getByRole('button', { name: `Open user ${name}` }).click()

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await sql(request, 'select 1')
})
test.beforeEach(() => test.setTimeout(90_000))

test('lists, counts, searches and filters the seeded users', async ({ page }) => {
  await open(page, '/auth/users')
  await expect(page).toHaveTitle(/Users/)
  await expect(page.getByTestId('users-total')).toHaveText('2,000 users in total', { timeout: FIRST_QUERY_TIMEOUT_MS })
  await expect(usersList(page).getByRole('listitem').first()).toBeVisible()

  await page.getByLabel('Search users').fill('USER001')
  await expect(page).toHaveURL(/search=USER001/)
  await expect(usersList(page).getByRole('button', { name: 'Open user user0010@example.com' })).toBeVisible()
  await expect(usersList(page).getByRole('button', { name: /^Open user / })).toHaveCount(7)
  // While searching, the header counts the matches, not every user; the field says how it matches.
  await expect(page.getByTestId('users-total')).toHaveText('7 users match')
  await expect(page.getByText('Matches from the start of the email or phone number, or a whole user id')).toBeVisible()

  await page.getByLabel('Search users').fill('nobody-by-this-name')
  await expect(page.getByText('No users match this search.')).toBeVisible()
  await expect(page.getByTestId('users-total')).toHaveText('0 users match')

  await page.getByLabel('Search users').fill('')
  await page.getByRole('combobox', { name: 'Show' }).click()
  await page.getByRole('option', { name: 'Banned users' }).click()
  await expect(page).toHaveURL(/filter=banned/)
  // Virtualised: the rows on screen are all banned ones.
  await expect(usersList(page).getByRole('listitem').first()).toContainText('Banned')
  await expect(usersList(page).getByRole('listitem').filter({ hasNotText: 'Banned' })).toHaveCount(0)
})

test('creates a user whose email has quotes and unicode; the row is in auth.users', async ({ page, request }) => {
  allowConsole(page, /status of 422/)
  await open(page, '/auth/users')
  const email = `o'brien+"ü"@exämple.com`
  await page.getByRole('button', { name: 'Add user' }).click({ timeout: FIRST_QUERY_TIMEOUT_MS })
  await page.getByRole('menuitem', { name: 'Create new user' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create a new user' })
  await dialog.getByRole('button', { name: 'Create user' }).click()
  await expect(dialog.getByText('Enter an email address')).toBeVisible()
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByLabel('User password').fill('correct-Horse-battery-staple-42')
  await expect(dialog.getByText('This password is strong.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Create user' }).click()
  await expect(dialog).toBeHidden()
  expect(
    await sql(request, `select email, email_confirmed_at is not null as confirmed from auth.users where email = 'o''brien+"ü"@exämple.com'`),
  ).toEqual([{ email, confirmed: true }])
  await page.getByLabel('Search users').fill(`o'brien`)
  await expect(usersList(page).getByRole('button', { name: `Open user ${email}` })).toBeVisible()

  // The same address again: the auth service's words, and what was typed is kept.
  await page.getByRole('button', { name: 'Add user' }).click()
  await page.getByRole('menuitem', { name: 'Create new user' }).click()
  await dialog.getByLabel('Email address').fill(email)
  await dialog.getByLabel('User password').fill('correct-Horse-battery-staple-42')
  await dialog.getByRole('button', { name: 'Create user' }).click()
  await expect(dialog.getByText('A user with this email address has already been registered')).toBeVisible()
  await expect(dialog.getByLabel('Email address')).toHaveValue(email)
})

test('invites a user by email; an invalid address is refused before sending', async ({ page, request }) => {
  await open(page, '/auth/users')
  await page.getByRole('button', { name: 'Add user' }).click({ timeout: FIRST_QUERY_TIMEOUT_MS })
  await page.getByRole('menuitem', { name: 'Send invitation' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite a user' })
  await dialog.getByLabel('Email address').fill('not an email')
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(dialog.getByText('Enter a valid email address, such as name@example.com')).toBeVisible()
  await dialog.getByLabel('Email address').fill('new.hire@example.com')
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Invitation sent to new.hire@example.com')).toBeVisible()
  expect(await sql(request, `select invited_at is not null as invited from auth.users where email = 'new.hire@example.com'`)).toEqual([{ invited: true }])
  await page.getByLabel('Search users').fill('new.hire')
  await expect(usersList(page).getByRole('button', { name: 'Open user new.hire@example.com' })).toBeVisible()
})

test('bans and unbans a user; edits metadata, refusing text that is not JSON', async ({ page, request }) => {
  await open(page, '/auth/users?search=user0010%40example.com')
  await openUser(page, 'user0010@example.com')
  const panel = page.getByRole('dialog', { name: 'user0010@example.com', exact: true })
  await expect(panel.getByText('Authenticator app (totp, verified)')).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  await expect(panel.getByTestId('user-metadata')).toContainText('"full_name": "User 10"')

  await panel.getByRole('button', { name: 'Ban user' }).click()
  const ban = page.getByRole('dialog', { name: 'Ban user0010@example.com' })
  await ban.getByRole('combobox', { name: 'Ban duration' }).click()
  await page.getByRole('option', { name: '7 days' }).click()
  await ban.getByRole('button', { name: 'Ban user' }).click()
  await expect(ban).toBeHidden()
  await expect(panel.getByText(/^Banned until/)).toBeVisible()
  const [banned] = await sql<{ days: number }>(request, `select round(extract(epoch from banned_until - now()) / 86400)::int as days from auth.users where email = 'user0010@example.com'`)
  expect(banned!.days).toBe(7)
  await panel.getByRole('button', { name: 'Unban user' }).click()
  await expect(panel.getByRole('button', { name: 'Ban user' })).toBeVisible()
  expect(await sql(request, `select banned_until from auth.users where email = 'user0010@example.com'`)).toEqual([{ banned_until: null }])

  await panel.getByRole('button', { name: 'Edit user metadata' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit user metadata' })
  const input = edit.getByLabel('User metadata (JSON)')
  await input.fill('{"full_name": "Ada", plan: pro}')
  await edit.getByRole('button', { name: 'Save metadata' }).click()
  await expect(edit.getByText(/^This is not valid JSON/)).toBeVisible()
  await expect(input).toHaveValue('{"full_name": "Ada", plan: pro}')
  await input.fill('["not", "an", "object"]')
  await edit.getByRole('button', { name: 'Save metadata' }).click()
  await expect(edit.getByText('User metadata must be a JSON object, such as {"full_name": "Ada"}')).toBeVisible()
  await input.fill(`{"full_name": "Ada O'Hara ✨", "plan": "pro"}`)
  await edit.getByRole('button', { name: 'Save metadata' }).click()
  await expect(edit).toBeHidden()
  await expect(panel.getByTestId('user-metadata')).toContainText('"plan": "pro"')
  expect(await sql(request, `select raw_user_meta_data from auth.users where email = 'user0010@example.com'`)).toEqual([
    { raw_user_meta_data: { full_name: "Ada O'Hara ✨", plan: 'pro' } },
  ])

  await panel.getByRole('button', { name: 'Remove factor Authenticator app' }).click()
  await page.getByRole('dialog', { name: 'Remove MFA factor Authenticator app' }).getByRole('button', { name: 'Remove factor' }).click()
  await expect(panel.getByText('No MFA factors.')).toBeVisible()
  expect(await sql(request, `select count(*)::int as n from auth.mfa_factors f join auth.users u on u.id = f.user_id where u.email = 'user0010@example.com'`)).toEqual([{ n: 0 }])
})

test('deletes one user from its panel and several at once; an unknown id says so', async ({ page, request }) => {
  await open(page, '/auth/users?search=user002')
  await openUser(page, 'user0020@example.com')
  const panel = page.getByRole('dialog', { name: 'user0020@example.com', exact: true })
  await panel.getByRole('button', { name: 'Delete user' }).click({ timeout: FIRST_QUERY_TIMEOUT_MS })
  await page.getByRole('dialog', { name: 'Delete user user0020@example.com' }).getByRole('button', { name: 'Delete user' }).click()
  await expect(panel).toBeHidden()
  await expect(usersList(page).getByRole('button', { name: 'Open user user0020@example.com' })).toBeHidden()

  await usersList(page).getByRole('checkbox', { name: 'Select user0021@example.com' }).check()
  await usersList(page).getByRole('checkbox', { name: 'Select user0022@example.com' }).check()
  await page.getByRole('button', { name: 'Delete 2 users' }).click()
  await page.getByRole('dialog', { name: 'Delete 2 users' }).getByRole('button', { name: 'Delete 2 users' }).click()
  await expect(usersList(page).getByRole('button', { name: 'Open user user0021@example.com' })).toBeHidden()
  expect(
    await sql(request, `select email from auth.users where email in ('user0020@example.com', 'user0021@example.com', 'user0022@example.com')`),
  ).toEqual([])

  await page.goto(`/dashboard/project/${PROJECT}/auth/users?user=00000000-0000-0000-0000-000000000000`)
  await expect(page.getByRole('dialog').getByText('User not found')).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
})

test('audit logs: a user created, banned and deleted appear newest first, filtered by user and action', async ({ page, request }) => {
  // Each test starts from a fresh mock: the three admin calls the Users page makes, then the log.
  const session = (await (await request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()) as { access_token: string }
  const headers = { Authorization: `Bearer ${session.access_token}` }
  const created = await request.post(`/platform/auth/${PROJECT}/users`, { headers, data: { email: 'audited@example.com', password: 'correct-Horse-battery-staple-42', email_confirm: true } })
  const { id } = (await created.json()) as { id: string }
  expect((await request.put(`/platform/auth/${PROJECT}/users/${id}`, { headers, data: { ban_duration: '24h' } })).ok()).toBe(true)
  expect((await request.delete(`/platform/auth/${PROJECT}/users/${id}`, { headers })).ok()).toBe(true)

  await open(page, '/auth/audit-logs')
  const entries = page.getByTestId('audit-entry')
  await expect(entries.first()).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  const actions = async () => (await entries.evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')))).map(([, action, , subject]) => `${action} ${subject}`)
  expect((await actions()).slice(0, 3)).toEqual(['user_deleted audited@example.com', 'user_modified audited@example.com', 'user_signedup audited@example.com'])

  await page.getByLabel('User', { exact: true }).fill('audited')
  await expect(page).toHaveURL(/user=audited/)
  await expect(entries).toHaveCount(3)
  await page.getByLabel('Action').selectOption('user_modified')
  await expect(entries).toHaveCount(1)
  await entries.first().getByRole('button', { name: /^Show the payload of user_modified/ }).click()
  await expect(page.getByTestId('audit-payload')).toContainText(`"user_id": "${id}"`)
  await page.getByLabel('User', { exact: true }).fill('nobody-')
  await expect(page.getByText('No entries match this filter.')).toBeVisible()
})

test('auth hooks: a custom access token hook function picked from the project gets its grant and the hook points at it', async ({ page, request }) => {
  await open(page, '/auth/hooks')
  await page.getByRole('button', { name: 'Add the Customize access token (JWT) claims hook' }).click({ timeout: FIRST_QUERY_TIMEOUT_MS })
  const dialog = page.getByRole('dialog', { name: 'Customize access token (JWT) claims' })
  await dialog.getByText('Template: public.custom_access_token_hook').click()
  await dialog.getByRole('button', { name: 'Create this function' }).click()
  await expect(dialog.getByText('The auth service cannot run this function yet')).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  await dialog.getByRole('button', { name: 'Grant access' }).click()
  await expect(dialog.getByText('supabase_auth_admin may run public.custom_access_token_hook.')).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })
  expect(
    await sql(request, `select has_function_privilege('supabase_auth_admin', 'public.custom_access_token_hook(jsonb)', 'execute') as granted, has_function_privilege('anon', 'public.custom_access_token_hook(jsonb)', 'execute') as anon`),
  ).toEqual([{ granted: true, anon: false }])
  await dialog.getByRole('button', { name: 'Save hook' }).click()
  await expect(dialog).toBeHidden()
  const card = page.getByTestId('auth-hook-custom_access_token')
  await expect(card).toContainText('Enabled')
  await expect(card).toContainText('public.custom_access_token_hook')
})

test('toggles a provider: saved and read back from the config, the secret stays masked, edits survive a failed save', async ({ page, request }) => {
  await open(page, '/auth/providers')
  const github = page.getByRole('switch', { name: 'Enable GitHub sign-in' })
  await expect(github).toBeChecked({ timeout: FIRST_QUERY_TIMEOUT_MS })
  await expect(page.getByLabel('GitHub client secret')).toHaveValue('')
  await expect(page.getByLabel('GitHub client secret')).toHaveAttribute('placeholder', 'Saved (hidden): type to replace it')

  await page.getByLabel('Email OTP length').fill('')
  await github.click({ force: true })
  await expect(page.getByTestId('auth-settings-changes')).toHaveText(/EXTERNAL_GITHUB_ENABLED/)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Enter a whole number, 0 or more')).toBeVisible()
  await page.getByLabel('Email OTP length').fill('8')

  const patch = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/auth/'))
  await page.getByRole('button', { name: 'Save changes' }).click()
  expect((await patch).status()).toBe(200)
  await expect(page.getByText('Auth settings saved')).toBeVisible()
  await expect(github).not.toBeChecked()

  const session = (await (await request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()) as { access_token: string }
  const config = (await (await request.get(`/platform/auth/${PROJECT}/config`, { headers: { Authorization: `Bearer ${session.access_token}` } })).json()) as Record<string, unknown>
  expect(config).toMatchObject({ EXTERNAL_GITHUB_ENABLED: false, MAILER_OTP_LENGTH: 8, EXTERNAL_GITHUB_SECRET: '********' })

  // A failed save keeps the edit.
  allowConsole(page, /status of 500/)
  await page.route('**/platform/auth/*/config', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500, json: { message: 'The auth service is restarting' } }) : route.fallback(),
  )
  await page.getByRole('switch', { name: 'Allow anonymous sign-ins' }).click({ force: true })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(/The auth service is restarting/)).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('switch', { name: 'Allow anonymous sign-ins' })).toBeChecked()
})
