import { expect, signIn, test } from './support/fixtures'

// Issue 25 item 12: bare and unknown paths under an existing project.
const REF = 'northwindshop1'
// The mock server starts its embedded Postgres at the first database page after a reset: give it time.
test.describe.configure({ timeout: 90_000 })

test('the table editor bare path opens its index: the table list', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}/editor`)
  await expect(page).toHaveURL(new RegExp(`/project/${REF}/editor/new$`))
  await expect(page.getByRole('link', { name: /customers/ }).first()).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText('Project not found')).toHaveCount(0)
})

test('the SQL editor bare path opens a new snippet', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}/sql`)
  await expect(page).toHaveURL(new RegExp(`/project/${REF}/sql/new$`))
  await expect(page.getByRole('textbox', { name: 'SQL query' })).toBeVisible({ timeout: 60_000 })
})

test('an unknown path under an existing project is a page-not-found inside the project, with its pages', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}/no-such-page/here`)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('Project not found')).toHaveCount(0)
  // The project's layout stays: its navigation and its name in the header.
  await expect(page.getByRole('navigation', { name: 'Project navigation' })).toBeVisible()
  const pages = page.getByRole('list', { name: 'Pages of this project' })
  await expect(pages.getByRole('link', { name: 'Table editor' })).toHaveAttribute('href', `/dashboard/project/${REF}/editor/new`)
  await pages.getByRole('link', { name: 'SQL editor' }).click()
  await expect(page).toHaveURL(new RegExp(`/project/${REF}/sql/new$`))
  await expect(page.getByRole('textbox', { name: 'SQL query' })).toBeVisible({ timeout: 60_000 })
})

test('a project that does not exist still says so', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/project/nosuchproject1/editor')
  await expect(page).toHaveURL(/\/dashboard\/organizations/)
  await expect(page.getByText('This project does not exist').first()).toBeVisible()
})
