import type { Page } from '@playwright/test'
import { expect, mock, signIn, test } from './support/fixtures'

const banner = (page: Page, id: string) => page.locator(`[data-banner="${id}"]`)

const ORGANIZATION_BANNERS = [
  {
    scenario: 'grace-period',
    id: 'grace-period',
    type: 'warning',
    title: 'Organization plan has exceeded its quota',
    message: 'You are given a grace period until 05 Dec, 2026',
    href: '/dashboard/org/northwind/billing',
  },
  {
    scenario: 'grace-period-over',
    id: 'grace-period-over',
    type: 'danger',
    title: 'Grace period is over',
    message: 'Your Projects will not be able to serve requests when you used up your quota.',
    href: '/dashboard/org/northwind/billing',
  },
  {
    scenario: 'restricted',
    id: 'restricted',
    type: 'danger',
    title: 'Services Restricted',
    message: 'Your Projects are unable to serve any requests as your Organization plan has used up its quota.',
    href: '/dashboard/org/northwind/billing',
  },
  {
    scenario: 'overdue-invoices',
    id: 'overdue-invoices',
    type: 'danger',
    title: 'Outstanding Invoices',
    message: 'Please pay invoices to avoid service disruption',
    href: '/dashboard/org/northwind/billing#invoices',
  },
  {
    scenario: 'overdue-invoices-other',
    id: 'overdue-invoices-other',
    type: 'warning',
    title: 'Outstanding Invoices in other Organization',
    message: 'Please pay invoices for other Organization to avoid service disruption.',
    href: '/dashboard/org/globex/billing#invoices',
  },
  {
    scenario: 'missing-billing',
    id: 'missing-billing',
    type: 'warning',
    title: 'Missing Billing Information',
    message: 'Please add a billing address. If you are a registered business, please add a tax ID too.',
    href: '/dashboard/org/northwind/billing#address',
  },
] as const

for (const expected of ORGANIZATION_BANNERS) {
  test(`the ${expected.scenario} scenario shows its banner with View Details`, async ({ page }) => {
    await mock.scenario(expected.scenario)
    await signIn(page)
    await page.goto('/dashboard/org/northwind')
    const element = banner(page, expected.id)
    await expect(element).toBeVisible()
    await expect(element).toHaveAttribute('data-type', expected.type)
    await expect(element).toContainText(expected.title)
    await expect(element).toContainText(expected.message)
    await expect(element.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', expected.href)
    await expect(page.locator('[data-banner]')).toHaveCount(1)
  })
}

test('a healthy organization shows no banner', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/org/northwind')
  await expect(page.getByRole('heading', { name: 'Northwind Labs' })).toBeVisible()
  await expect(page.locator('[data-banner]')).toHaveCount(0)
})

test('View Details of the outstanding invoices banner opens the invoices', async ({ page }) => {
  await mock.scenario('overdue-invoices')
  await signIn(page)
  await page.goto('/dashboard/org/northwind')
  await banner(page, 'overdue-invoices').getByRole('link', { name: 'View Details' }).click()
  await expect(page).toHaveURL(/\/dashboard\/org\/northwind\/billing#invoices$/)
  await expect(page.locator('section#invoices')).toBeInViewport()
  await expect(page.getByTestId('invoice-in_NW-0042')).toContainText('Unpaid')
})

test('the clock-skew scenario shows the clock banner with More information', async ({ page }) => {
  await mock.scenario('clock-skew')
  await signIn(page)
  await page.goto('/dashboard/organizations')
  const element = banner(page, 'clock-skew')
  await expect(element).toContainText(
    "Your computer's clock appears to be inaccurate. This can cause issues with certain features.",
  )
  await expect(element.getByRole('link', { name: 'More information' })).toBeVisible()
  await expect(element.getByRole('link', { name: 'View Details' })).toHaveCount(0)
})

test('the incident scenario shows the incident banner linking to the status page', async ({ page }) => {
  await mock.scenario('incident')
  await signIn(page)
  await page.goto('/dashboard/organizations')
  const element = banner(page, 'incident')
  await expect(element).toHaveAttribute('data-type', 'incident')
  await expect(element).toContainText('We are currently investigating a technical issue')
  await expect(element.getByRole('link', { name: 'Status page' })).toHaveAttribute('href', 'https://status.example.com')
})

test('the incident flag can also come from config.json', async ({ page }) => {
  await mock.config({ ongoingIncident: true })
  await signIn(page)
  await page.goto('/dashboard/organizations')
  await expect(banner(page, 'incident')).toBeVisible()
})

test('the outage notice is dismissible and stays dismissed after a reload', async ({ page }) => {
  await mock.scenario('notice')
  await signIn(page)
  await page.goto('/dashboard/organizations')
  const element = banner(page, 'outage-notice')
  await expect(element).toContainText('Brief Dashboard outage: May 16, 2025, 22:00–23:00 UTC (no impact to your apps)')
  await expect(element.getByRole('link', { name: 'Learn more' })).toBeVisible()
  await element.getByRole('button', { name: 'Dismiss' }).click()
  await expect(element).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('outage-notice-2025-05-16'))).toBe('true')
  await page.reload()
  await expect(page.getByTestId('organization-list')).toBeVisible()
  await expect(element).toBeHidden()
})

test('several banners stack in order', async ({ page }) => {
  await mock.scenario('incident', 'restricted', 'overdue-invoices-other', 'clock-skew')
  await signIn(page)
  await page.goto('/dashboard/org/northwind')
  await expect(banner(page, 'clock-skew')).toBeVisible()
  await expect(page.locator('[data-banner]')).toHaveCount(4)
  const order = await page
    .locator('[data-banner]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-banner')))
  expect(order).toEqual(['incident', 'restricted', 'overdue-invoices-other', 'clock-skew'])
})
