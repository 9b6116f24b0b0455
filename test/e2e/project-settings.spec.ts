import type { Page } from '@playwright/test'
import { expect, signIn, test } from './support/fixtures'

/** Opens the general settings with the consent toast answered (it sits over the danger zone's buttons). */
async function openGeneralSettings(page: Page, ref: string) {
  await signIn(page)
  await page.goto(`/dashboard/project/${ref}/settings/general`)
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click()
}

test('rename: a name with quotes shows at once in the breadcrumb, the heading and the organization list', async ({ page }) => {
  await openGeneralSettings(page, 'acmeblogprod01')
  await expect(page).toHaveTitle(/^General settings \| Blog/)
  const name = page.getByRole('textbox', { name: 'Project name' })
  await expect(name).toHaveValue('Blog')

  await name.fill('   ')
  await page.getByRole('button', { name: 'Save name' }).click()
  await expect(page.getByText('Enter a name for the project.')).toBeVisible()
  await name.fill('x'.repeat(70))
  await expect(page.getByText('Use at most 64 characters (this name has 70).')).toBeVisible()

  const hostile = `O'Brien's "blog" <b>`
  await name.fill(hostile)
  const patched = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith('/platform/projects/acmeblogprod01'))
  await page.getByRole('button', { name: 'Save name' }).click()
  expect(await (await patched).json()).toMatchObject({ name: hostile })
  await expect(page.getByLabel('Breadcrumb')).toContainText(hostile)
  await expect(page.getByText(`The project is now called ${hostile}.`)).toBeVisible()

  await page.goto('/dashboard/org/acme-hobby')
  await expect(page.getByTestId('project-card-acmeblogprod01')).toContainText(hostile)
})

test('pause asks first and restore brings the project back', async ({ page }) => {
  await openGeneralSettings(page, 'acmeblogprod01')
  await page.getByRole('button', { name: 'Pause project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Pause Blog?' })
  await expect(dialog).toContainText('Every connection to the database is closed')
  await dialog.getByRole('button', { name: 'Pause project' }).click()
  await expect(page.getByText('This project is paused')).toBeVisible()
  await page.getByRole('button', { name: 'Restore project' }).click()
  await expect(page.getByRole('button', { name: 'Pause project' })).toBeVisible()
})

test('delete is confirmed by typing the name and ends on the organization page without the project', async ({ page }) => {
  await openGeneralSettings(page, 'acmeblogprod01')
  await page.getByRole('button', { name: 'Delete project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete Blog?' })
  const confirm = dialog.getByRole('button', { name: 'Delete this project' })
  await expect(confirm).toBeDisabled()
  await dialog.getByRole('textbox', { name: 'Type "Blog" to confirm' }).fill('blog')
  await expect(confirm).toBeDisabled()
  await dialog.getByRole('textbox', { name: 'Type "Blog" to confirm' }).fill('Blog')
  const deleted = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().endsWith('/platform/projects/acmeblogprod01'))
  await confirm.click()
  await deleted
  await expect(page).toHaveURL(/\/dashboard\/org\/acme-hobby$/)
  await expect(page.getByTestId('project-card-acmetodolegacy')).toBeVisible()
  await expect(page.getByTestId('project-card-acmeblogprod01')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('project-card-acmetodolegacy')).toBeVisible()
  await expect(page.getByTestId('project-card-acmeblogprod01')).toHaveCount(0)
})

test('API keys: create with a description, the secret shown once, then masked, then revoked', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/project/northwindshop1/settings/api-keys')
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click()
  await expect(page).toHaveTitle(/^API keys \| Storefront/)
  const legacy = page.getByRole('table', { name: 'Legacy API keys' })
  await expect(legacy.getByTestId('api-key-service_role')).toContainText('••••')
  await expect(legacy).not.toContainText('service_role.')

  await page.getByRole('button', { name: 'Create API key' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create API key' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Bad "name"; drop`)
  await dialog.getByRole('button', { name: 'Create key' }).click()
  await expect(dialog.getByText('Use lowercase letters, digits and underscores, starting with a letter (at most 64).')).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(`Bad "name"; drop`)
  await dialog.getByRole('textbox', { name: 'Name' }).fill('billing_worker')
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Nightly invoices')
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/v1/projects/northwindshop1/api-keys'))
  await dialog.getByRole('button', { name: 'Create key' }).click()
  const secret = ((await (await created).json()) as { api_key: string }).api_key
  const shown = page.getByRole('dialog', { name: 'Your new API key' })
  await expect(shown.getByTestId('new-api-key')).toHaveText(secret)
  await expect(shown.getByText('It will not be shown again.', { exact: false })).toBeVisible()
  await shown.getByRole('button', { name: 'Done' }).click()

  const row = page.getByRole('table', { name: 'Secret keys' }).getByTestId('api-key-billing_worker')
  await expect(row).toContainText('Nightly invoices')
  await expect(row).toContainText('••••')
  await expect(page.getByText(secret)).toHaveCount(0)
  await page.reload()
  await expect(row).toContainText('Nightly invoices')
  await expect(page.getByText(secret)).toHaveCount(0)

  await row.getByRole('button', { name: 'Revoke billing_worker' }).click()
  const confirm = page.getByRole('dialog', { name: 'Revoke billing_worker?' })
  await expect(confirm).toContainText('Applications that use this key stop working at once.')
  const revoked = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().includes('/v1/projects/northwindshop1/api-keys/'))
  await confirm.getByRole('button', { name: 'Revoke key' }).click()
  await revoked
  await expect(row).toHaveCount(0)
})

test('network restrictions: garbage is named before anything is sent, valid CIDRs are saved by IP version', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/project/northwindshop1/settings/database')
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click()
  await expect(page).toHaveTitle(/^Database settings \| Storefront/)
  const cidrs = page.getByRole('textbox', { name: 'Allowed CIDRs (one per line)' })
  await expect(cidrs).toHaveValue('0.0.0.0/0\n::/0')
  let patches = 0
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/network-restrictions')) patches++
  })
  const garbage = `203.0.113.0/24\n10.0.0.1\n'; drop table x; --\n300.1.1.1/8`
  await cidrs.fill(garbage)
  await page.getByRole('button', { name: 'Save restrictions' }).click()
  const errors = page.getByRole('alert', { name: 'Invalid CIDRs' })
  await expect(errors).toContainText('"10.0.0.1" has no prefix length: add /32 for one IPv4 address or /128 for one IPv6 address.')
  await expect(errors).toContainText(`"'; drop table x; --" is not an IPv4 or IPv6 CIDR such as 203.0.113.0/24 or 2001:db8::/32.`)
  await expect(errors).toContainText('"300.1.1.1/8" is not an IPv4 or IPv6 CIDR')
  await expect(cidrs).toHaveValue(garbage)
  expect(patches).toBe(0)

  await cidrs.fill('203.0.113.0/24\n10.0.0.1/32\n2001:db8::/32')
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().endsWith('/network-restrictions'))
  await page.getByRole('button', { name: 'Save restrictions' }).click()
  expect(await (await saved).json()).toEqual({ config: { dbAllowedCidrs: ['203.0.113.0/24', '10.0.0.1/32'], dbAllowedCidrsV6: ['2001:db8::/32'] } })
  await expect(errors).toHaveCount(0)
  await page.reload()
  await expect(cidrs).toHaveValue('203.0.113.0/24\n10.0.0.1/32\n2001:db8::/32')

  const ssl = page.getByRole('switch', { name: 'Enforce SSL on incoming connections' })
  await expect(ssl).not.toBeChecked()
  await ssl.click({ force: true })
  await expect(page.getByText('SSL is now enforced.')).toBeVisible()
  await page.reload()
  await expect(ssl).toBeChecked()
})
