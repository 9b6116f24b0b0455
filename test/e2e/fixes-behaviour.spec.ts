import { expect, mock, signIn, test } from './support/fixtures'

// Issue 11, items 3, 6, 7 and 8 (behaviour the spec states).

test('item 6: an aal1 user cannot open project creation in an organization that requires MFA', async ({ page }) => {
  await mock.scenario('mfa-required')
  await signIn(page)
  await page.goto('/dashboard/new/globex')
  await expect(page).toHaveURL(/\/dashboard\/org\/globex\?returnTo=%2Fnew%2Fglobex$/)
  await expect(page.getByRole('heading', { name: 'Globex Corporation' })).toBeVisible()
})

test('item 8: "Create an organization" creates one on the plan of the link and lands on it', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/organizations')
  await page.getByRole('link', { name: 'New organization' }).click()
  await expect(page.getByRole('heading', { name: 'Create a new organization' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Plan: Free' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Name' }).fill('Umbrella Research')
  await page.getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: 'Startup' }).click()
  await page.getByRole('button', { name: 'Create organization' }).click()
  await expect(page).toHaveURL(/\/dashboard\/org\/umbrella-research$/)
  await expect(page.getByRole('heading', { name: 'Umbrella Research' })).toBeVisible()
  await expect(page.getByTestId('plan-badge')).toHaveText('Free plan')
})

test('item 8: a paid plan from ?plan=team asks for billing details', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/new?plan=team')
  await expect(page.getByRole('heading', { name: 'Plan: Team' })).toBeVisible()
  const billing = page.getByRole('region', { name: 'Billing details' })
  await page.getByRole('textbox', { name: 'Name' }).fill('Stark Industries')
  await page.getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: 'Company' }).click()
  await billing.getByRole('textbox', { name: 'Billing email' }).fill('ap@stark.example')
  await billing.getByRole('textbox', { name: 'Address' }).fill('10880 Malibu Point')
  await billing.getByRole('textbox', { name: 'Country code' }).fill('US')
  await billing.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Create organization' }).click()
  await expect(page).toHaveURL(/\/dashboard\/org\/stark-industries$/)
  await expect(page.getByTestId('plan-badge')).toHaveText('Team plan')
})

test('item 7: self-hosted disabledFeatures switches the logs off (entry and page)', async ({ page }) => {
  await mock.config({ platform: false, authUrl: '', disabledFeatures: 'logs:all' })
  await page.goto('/dashboard/project/default')
  const navigation = page.getByRole('navigation', { name: 'Project navigation' })
  await expect(navigation.getByRole('link', { name: 'SQL editor' })).toBeVisible()
  await expect(navigation.getByRole('link', { name: 'Logs', exact: true })).toHaveCount(0)
  await page.goto('/dashboard/project/default/logs')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('item 3: the assistant request carries the session token and the panel says what is shared', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/project/acmeblogprod01?aiAssistantPanelOpen=true')
  const consent = page.getByRole('button', { name: 'Opt out' })
  await consent.click()
  const panel = page.getByRole('complementary', { name: 'AI assistant' })
  await expect(panel.getByTestId('assistant-shared-context')).toContainText('Shared with the assistant:')
  const request = page.waitForRequest((r) => r.url().endsWith('/assistant/v1/chat/completions') && r.method() === 'POST')
  const box = panel.getByRole('textbox', { name: 'Message the assistant' })
  await box.fill('show me my tables')
  await box.press('Enter')
  const session = JSON.parse((await page.evaluate(() => localStorage.getItem('dashboard-auth-session'))) ?? '{}') as {
    access_token?: string
  }
  expect((await request).headers()['authorization']).toBe(`Bearer ${session.access_token}`)
})
