import { expect, mock, signIn, test } from './support/fixtures'

for (const anchor of ['address', 'invoices'] as const) {
  test(`/org/{slug}/billing#${anchor} scrolls to its section on load`, async ({ page }) => {
    await signIn(page)
    await page.goto(`/dashboard/org/northwind/billing#${anchor}`)
    const section = page.locator(`section#${anchor}`)
    await expect(section).toBeInViewport()
    await expect(page.getByRole('heading', { name: 'Current plan' })).not.toBeInViewport()
  })
}

test('the billing page shows plan, usage, invoices and changes the plan after a confirmation', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/org/northwind/billing')
  await expect(page.getByTestId('current-plan')).toHaveText('Pro plan')
  await expect(page.getByRole('progressbar', { name: 'Database size usage' })).toHaveAttribute(
    'aria-valuetext',
    '5.6 GB of 8 GB included',
  )
  await expect(page.getByTestId('invoice-in_nw_1')).toContainText('$0')
  await expect(page.getByTestId('invoice-in_nw_3')).toContainText(/01 Nov 2026, \d\d:15:30 \([+-]\d{4}\)/)

  await page.getByRole('button', { name: 'Upgrade to Team' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change to the Team plan' })
  await expect(dialog.getByTestId('new-monthly-price')).toHaveText(
    'Your new monthly price is $599.00 / month (now $25.00 / month).',
  )
  await expect(dialog.getByRole('list', { name: 'What changes' })).toContainText('Log retention: 7 days → 28 days')
  await dialog.getByRole('button', { name: 'Upgrade to Team' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('current-plan')).toHaveText('Team plan')
})

test('the billing address needs line1 and clears the missing billing banner once saved', async ({ page }) => {
  await mock.scenario('missing-billing')
  await signIn(page)
  await page.goto('/dashboard/org/northwind/billing#address')
  await expect(page.locator('[data-banner="missing-billing"]')).toBeVisible()
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByText('Address line 1 is required')).toBeVisible()
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('2 Pier Road')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByText('Billing address saved.')).toBeVisible()
  await expect(page.locator('[data-banner="missing-billing"]')).toBeHidden()
})
