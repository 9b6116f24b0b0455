import type { APIRequestContext, Page } from '@playwright/test'
import { allowConsole, DEMO, expect, signIn, test } from './support/fixtures'

const PROJECT = 'acmeblogprod01'

async function authConfig(request: APIRequestContext) {
  const session = (await (await request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()) as { access_token: string }
  const response = await request.get(`/platform/auth/${PROJECT}/config`, { headers: { Authorization: `Bearer ${session.access_token}` } })
  return (await response.json()) as Record<string, unknown>
}

/** The PATCH bodies the page sends (the request event does not carry a streamed body; a route does). */
async function recordPatches(page: Page) {
  const bodies: unknown[] = []
  await page.route(`**/platform/auth/${PROJECT}/config`, async (route) => {
    if (route.request().method() === 'PATCH') bodies.push(JSON.parse(route.request().postData() ?? 'null'))
    await route.fallback()
  })
  return bodies
}

async function open(page: Page, path: string) {
  await signIn(page)
  await page.goto(`/dashboard/project/${PROJECT}${path}`)
  await page.getByRole('button', { name: 'Opt out' }).click()
}

test('email templates: a subject edited and saved alone, read back after a reload; the preview runs no script', async ({ page, request }) => {
  // The preview frame is sandboxed: the test's own init script (sign-in) cannot use storage there,
  // and the body's scripts are blocked, which Chromium reports on the console.
  allowConsole(page, /sandboxed and lacks the 'allow-same-origin' flag/, /Blocked script execution in 'about:srcdoc'/)
  const patches = await recordPatches(page)
  await open(page, '/auth/templates')
  await expect(page).toHaveTitle(/^Email templates \| /)
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Email templates' }).first()).toBeAttached()
  await expect(page.getByRole('tab', { name: 'Confirm signup' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Subject')).toHaveValue('Confirm Your Signup')
  await expect(page.getByTestId('template-variables')).toContainText('{{ .ConfirmationURL }}')
  const preview = page.getByTitle('Preview of the Confirm signup email')
  await expect(preview).toHaveAttribute('sandbox', '')
  await expect(preview.contentFrame().getByRole('link', { name: 'Confirm your mail' })).toHaveAttribute(
    'href',
    'https://example.com/auth/v1/verify?token=sample-token&type=signup',
  )
  for (const name of ['Invite user', 'Magic link', 'Change email address', 'Reset password', 'Reauthentication'])
    await expect(page.getByRole('tab', { name })).toBeVisible()

  await page.getByRole('tab', { name: 'Reset password' }).click()
  await page.getByLabel('Subject').fill('')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Enter a subject')).toBeVisible()
  await page.getByLabel('Subject').fill(`Reset your "Acmé" password`)
  await expect(page.getByTestId('email-templates-changes')).toHaveText('Unsaved changes: MAILER_SUBJECTS_RECOVERY')

  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Email templates saved')).toBeVisible()
  expect(patches).toEqual([{ MAILER_SUBJECTS_RECOVERY: `Reset your "Acmé" password` }])
  expect(await authConfig(request)).toMatchObject({ MAILER_SUBJECTS_RECOVERY: `Reset your "Acmé" password` })

  await page.reload()
  await page.getByRole('tab', { name: 'Reset password' }).click()
  await expect(page.getByLabel('Subject')).toHaveValue(`Reset your "Acmé" password`)

  // Hostile HTML in a body is shown in the sandboxed preview, never run in the page or the frame.
  await page.getByRole('tab', { name: 'Magic link' }).click()
  const body = page.getByLabel('Message body (HTML)')
  await body.fill(`<p id="shown">Hello {{ .Email }}</p><script>parent.document.title = 'pwned'; document.body.append('ran')</script><img src="data:," onerror="parent.document.title = 'pwned'">`)
  const frame = page.getByTitle('Preview of the Magic link email').contentFrame()
  await expect(frame.locator('#shown')).toHaveText('Hello user@example.com')
  await expect(frame.locator('body')).not.toContainText('ran')
  await expect(page).toHaveTitle(/^Email templates \| /)
  // Switching tabs keeps the edit; discarding drops it.
  await page.getByRole('tab', { name: 'Invite user' }).click()
  await page.getByRole('tab', { name: 'Magic link' }).click()
  await expect(body).toHaveValue(/id="shown"/)
  await page.getByRole('button', { name: 'Discard changes' }).click()
  await expect(body).toHaveValue(/Follow this link to login/)

  // At phone width the tabs wrap and the preview fits: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('tab', { name: 'Reauthentication' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
})

test('OAuth providers: each shows its callback URL with a copy button; a new secret is sent once and never shown', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const patches = await recordPatches(page)
  await open(page, '/auth/providers')
  // The project's API URL from its settings (the mock names its own: CONTRACT §13 app_config.endpoint).
  const callback = `${new URL(page.url()).origin}/project-api/${PROJECT}/auth/v1/callback`
  for (const provider of ['GitHub', 'Google', 'GitLab', 'Azure', 'Apple', 'Discord']) {
    await expect(page.getByText(`${provider} callback URL`)).toBeVisible()
    await expect(page.getByRole('button', { name: `Copy ${provider} callback URL` })).toBeVisible()
  }
  await expect(page.getByRole('main').getByText(callback)).toHaveCount(6)
  await page.getByRole('button', { name: 'Copy Google callback URL' }).click()
  await expect(page.getByRole('button', { name: 'Copied Google callback URL' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(callback)

  const secret = page.getByLabel('Google client secret')
  await expect(secret).toHaveAttribute('type', 'password')
  await expect(secret).toHaveAttribute('placeholder', 'Not set')
  await page.getByLabel('Google client ID').fill('google-client-id.apps.example.com')
  await secret.fill('google-secret-value-9f2c')
  const answer = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(`/platform/auth/${PROJECT}/config`))
  await page.getByRole('button', { name: 'Save changes' }).click()
  expect((await answer).status()).toBe(200)
  expect(patches).toEqual([{
    EXTERNAL_GOOGLE_CLIENT_ID: 'google-client-id.apps.example.com',
    EXTERNAL_GOOGLE_SECRET: 'google-secret-value-9f2c',
  }])
  expect(await (await answer).text()).not.toContain('google-secret-value-9f2c')
  await expect(page.getByText('Auth settings saved')).toBeVisible()
  await expect(secret).toHaveValue('')
  await expect(secret).toHaveAttribute('placeholder', 'Saved (hidden): type to replace it')
  const config = await authConfig(request)
  expect(config).toMatchObject({ EXTERNAL_GOOGLE_CLIENT_ID: 'google-client-id.apps.example.com', EXTERNAL_GOOGLE_SECRET: '********' })
  expect(JSON.stringify(config)).not.toContain('google-secret-value-9f2c')
})
