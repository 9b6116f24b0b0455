import { expect, signIn, test } from './support/fixtures'

test('a signed-in user sees their organizations', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/organizations')
  const list = page.getByTestId('organization-list')
  await expect(list.getByRole('link', { name: 'Northwind Labs' })).toBeVisible()
  await expect(list.getByRole('link')).toHaveCount(3)
})
