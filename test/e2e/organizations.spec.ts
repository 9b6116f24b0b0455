import { expect, signIn, test } from './support/fixtures'

test('the organization page lists projects with status, region, provider, engine and branches', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/org/northwind')
  await expect(page.getByRole('heading', { name: 'Northwind Labs' })).toBeVisible()
  await expect(page.getByTestId('plan-badge')).toHaveText('Pro plan')
  const storefront = page.getByTestId('project-card-northwindshop1')
  await expect(storefront.getByTestId('project-status').first()).toHaveText('Healthy')
  await expect(
    storefront.getByRole('list', { name: 'Branches' }).getByRole('link', { name: 'Storefront · checkout-v2' }),
  ).toBeVisible()
  await expect(page.getByTestId('project-card-northwindstats')).toContainText('Central EU (Frankfurt) · AWS · OrioleDB')

  await page.getByRole('textbox', { name: 'Search projects' }).fill('analytics')
  await expect(page.getByTestId('project-card-northwindshop1')).toBeHidden()
  await page.getByRole('textbox', { name: 'Search projects' }).fill('')
  await page.getByText('Table', { exact: true }).click()
  await expect(page.getByRole('table', { name: 'Projects' }).getByLabel('Branch of Storefront:')).toBeVisible()
})

test('members are listed with the roles of the plan', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/org/globex?tab=members')
  const members = page.getByRole('table', { name: 'Members' })
  await expect(members.getByText('li.wong')).toBeVisible()
  await expect(
    page.getByText('Roles on the Team plan: Owner, Admin, Developer, Read-only, Project-scoped roles.'),
  ).toBeVisible()
  await expect(page.getByTestId('member-kim.lee')).toContainText('Developer · 1 project')
})

test('joining an organization with a valid invitation', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/join?token=invite-initech-developer')
  await expect(page.getByText('You have been invited to join Initech.')).toBeVisible()
  await expect(page.getByText('Developer', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Join organization' }).click()
  await expect(page).toHaveURL(/\/dashboard\/org\/initech$/)
  await expect(page.getByRole('heading', { name: 'Initech' })).toBeVisible()
  // The invitation is used up.
  await page.goto('/dashboard/join?token=invite-initech-developer')
  await expect(page.getByText('This invitation is not valid')).toBeVisible()
})

test('joining with an invalid or expired invitation explains why', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/join?token=no-such-invitation')
  await expect(page.getByRole('alert').filter({ hasText: 'This invitation is not valid' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Join organization' })).toHaveCount(0)
  await page.goto('/dashboard/join?token=invite-expired-2025')
  await expect(page.getByRole('alert').filter({ hasText: 'This invitation has expired' })).toBeVisible()
})
