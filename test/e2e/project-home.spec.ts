import { expect, signIn, test } from './support/fixtures'

test('project home names the project, its region and a connection string on that region (issue 25 item 6)', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/project/northwindshop1')
  await expect(page.getByRole('heading', { level: 1, name: 'Storefront' })).toBeVisible()
  await expect(page).toHaveTitle(/^Project home \| Storefront/)
  await expect(page.getByText('East US (North Virginia)')).toBeVisible()
  const connection = page.getByTestId('connection-string')
  await expect(connection).toHaveText('postgresql://postgres.northwindshop1:[YOUR-PASSWORD]@aws-0-us-east-1.pooler.example.com:6543/postgres')
  await expect(page.getByTestId('service-db').getByText('Healthy')).toBeVisible()
  await expect(page.getByRole('link', { name: 'SQL editor' })).toHaveCount(2)
  await expect(page.getByText('Nothing yet: snippets you save and tables you open show here.')).toBeVisible()
})

test('Connect: three methods in every format, the password never filled, the API URL and publishable key', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/project/northwindshop1')
  const settings = page.waitForResponse((response) => response.url().endsWith('/platform/projects/northwindshop1/settings'))
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect to Storefront' })
  await settings
  const text = dialog.getByTestId('connect-connection-string')
  await expect(text).toHaveText('postgresql://postgres:[YOUR-PASSWORD]@db.northwindshop1.example.com:5432/postgres')
  await expect(dialog.getByTestId('connect-note')).toContainText('IPv6 only')

  await dialog.getByText('Transaction pooler').click()
  await expect(text).toHaveText('postgresql://postgres.northwindshop1:[YOUR-PASSWORD]@aws-0-us-east-1.pooler.example.com:6543/postgres')
  await expect(dialog.getByTestId('connect-note')).toContainText('Prepared statements are not supported')
  await dialog.getByRole('combobox', { name: 'Format' }).selectOption('JDBC')
  await expect(text).toHaveText(
    'jdbc:postgresql://aws-0-us-east-1.pooler.example.com:6543/postgres?user=postgres.northwindshop1&password=[YOUR-PASSWORD]',
  )
  await dialog.getByText('Session pooler').click()
  await dialog.getByRole('combobox', { name: 'Format' }).selectOption('Node (Prisma)')
  await expect(text).toContainText('aws-0-us-east-1.pooler.example.com:5432/postgres')

  await dialog.getByRole('tab', { name: 'API' }).click()
  // The mock's project API URL is its own runtime's (CONTRACT §13 settings).
  const apiUrl = `${new URL(page.url()).origin}/project-api/northwindshop1`
  await expect(dialog.getByTestId('connect-api-url')).toHaveText(apiUrl)
  const key = (await dialog.getByTestId('connect-publishable-key').textContent()) ?? ''
  expect(key).toMatch(/^sb_publishable_/)
  await dialog.getByRole('combobox', { name: 'Framework' }).selectOption('Python')
  await expect(dialog.getByTestId('connect-client-snippet')).toHaveText(
    `from supabase import create_client\n\nsupabase = create_client("${apiUrl}", "${key}")`,
  )
  await expect(dialog.getByRole('button', { name: 'Copy API URL' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('an unhealthy service is named and the page checks again until it recovers', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/project/globexsearch01')
  const rest = page.getByTestId('service-rest')
  await expect(rest.getByText('Unhealthy')).toBeVisible()
  await expect(rest.getByText('The API gateway is not answering.')).toBeVisible()
  await expect(page.getByText('One service is unhealthy. Checking again every 5 seconds.')).toBeVisible()
  // The mock's service recovers on the next poll.
  await expect(rest.getByText('Healthy')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('One service is unhealthy.', { exact: false })).toBeHidden()
})
