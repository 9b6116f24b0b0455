import { expect, signIn, test } from './support/fixtures'

test('a signed-in user sees their organizations', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/organizations')
  const list = page.getByTestId('organization-list')
  await expect(list.getByRole('link', { name: 'Northwind Labs' })).toBeVisible()
  await expect(list.getByRole('listitem', { name: /./ })).toHaveCount(4)
  await list.getByRole('link', { name: 'Storefront', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard\/project\/northwindshop1$/)
})
