import { allowConsole, expect, signIn, test } from './support/fixtures'

const STRONG = 'correct-Horse-battery-Staple-42!'

test.describe('create a project', () => {
  test.use({ timezoneId: 'Europe/Berlin' })

  test('from /new/{slug} through COMING_UP to ACTIVE_HEALTHY', async ({ page }) => {
    test.setTimeout(60_000)
    await signIn(page)
    await page.goto('/dashboard/new/northwind')
    // Nearest region to Berlin by great-circle distance.
    await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('Central EU (Frankfurt)')
    await page.getByRole('textbox', { name: 'Project name' }).fill('Inventory')
    await page.getByLabel('Database password').fill(STRONG)
    await expect(page.getByTestId('password-strength-message')).toHaveText('This password is strong.')
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/platform/projects') && response.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Create new project' }).click()
    const project = (await (await created).json()) as { ref: string; status: string }
    expect(project.status).toBe('COMING_UP')

    await expect(page).toHaveURL(new RegExp(`/dashboard/project/${project.ref}$`))
    await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible()
    const status = page.getByTestId('project-status')
    await expect(status).toHaveAttribute('data-status', 'COMING_UP')
    await expect(status).toHaveText('Coming up')
    await expect(page.getByText('Setting up your project')).toBeVisible()
    // The page polls every 5 s; the mock turns the project healthy on the third poll.
    await expect(status).toHaveAttribute('data-status', 'ACTIVE_HEALTHY', { timeout: 30_000 })
    await expect(status).toHaveText('Healthy')
    await expect(page.getByTestId('connection-string')).toContainText(project.ref)

    await page.goto('/dashboard/org/northwind')
    const card = page.getByTestId(`project-card-${project.ref}`)
    await expect(card.getByTestId('project-status')).toHaveText('Healthy')
    await expect(card).toContainText('Central EU (Frankfurt) · AWS · Postgres')
  })
})

test('the password meter asks the server and shows its verdict', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/new/northwind')
  const password = page.getByLabel('Database password')
  const check = page.waitForResponse(
    (response) => response.url().endsWith('/platform/profile/password-check') && response.request().method() === 'POST',
  )
  await password.fill('password')
  expect(await (await check).json()).toMatchObject({
    result: { score: 0, feedback: { warning: 'This is a commonly used password.' } },
  })
  await expect(page.getByTestId('password-strength-message')).toHaveText('This password is not acceptable.')
  // The warning is the server's (the mock's wording), not the browser estimate's.
  await expect(page.getByTestId('password-strength-requirement')).toHaveText(
    'You need a stronger password. This is a commonly used password.',
  )
  const bar = page.getByRole('progressbar', { name: 'Password strength' })
  await expect(bar).toHaveAttribute('aria-valuenow', '10')
  await expect(bar).toHaveAttribute('data-color', 'red')

  await page.route('**/platform/profile/password-check', (route) =>
    route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
  )
  allowConsole(page, /status of 503 .*\/platform\/profile\/password-check/)
  await password.fill('another-Password-1')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to check password strength: Service unavailable' }),
  ).toBeVisible()

  await password.fill('x'.repeat(100))
  await expect(page.getByText('Maximum length of password exceeded')).toBeVisible()
  await expect(page.getByText('Password should be less than 100 characters')).toBeVisible()
})

test('zxcvbn loads only on the create-project page', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await signIn(page)
  await page.goto('/dashboard/organizations')
  await expect(page.getByTestId('organization-list')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts.some((url) => url.includes('zxcvbn'))).toBe(false)

  await page.getByTestId('organization-list').getByRole('link', { name: 'Northwind Labs' }).click()
  await page.getByRole('link', { name: 'New project' }).click()
  await expect(page.getByRole('heading', { name: 'Create a new project' })).toBeVisible()
  await expect.poll(() => scripts.some((url) => /zxcvbn-[\w-]+\.js$/.test(url))).toBe(true)
})

test('the free plan explains its project limit', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/new/acme-hobby')
  await page.getByRole('textbox', { name: 'Project name' }).fill('Second')
  await page.getByLabel('Database password').fill(STRONG)
  await expect(page.getByTestId('password-strength-message')).toHaveText('This password is strong.')
  await page.getByRole('button', { name: 'Create new project' }).click()
  await expect(page).toHaveURL(/\/dashboard\/project\/[a-z]{20}$/)

  // Two active free projects now: a third is refused with an explanation.
  await page.goto('/dashboard/new/acme-hobby')
  await expect(page.getByText('The free project limit is reached')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create new project' })).toBeDisabled()
})
