import type { Page } from '@playwright/test'
import { expect, signIn, test } from './support/fixtures'
import { recordRequestBodies } from './support/request-bodies'

/** Issue 23 item 4 (JWT) on the mock: signing keys are created as standby, rotated to, revoked and deleted. */
const PROJECT = 'northwindshop1'
test.describe.configure({ timeout: 180_000 })

async function open(page: Page) {
  await signIn(page)
  await page.goto(`/dashboard/project/${PROJECT}/settings/jwt`)
  await page.getByRole('button', { name: 'Opt out' }).click()
}

const keysPath = `/v1/projects/${PROJECT}/config/auth/signing-keys`
const sent = (page: Page, method: string) =>
  page.waitForRequest((request) => request.method() === method && new URL(request.url()).pathname.startsWith(keysPath))
const row = (page: Page, status: string) => page.getByRole('table', { name: 'Signing keys' }).getByRole('row').filter({ hasText: status })

test('create a standby key, rotate to it, revoke the legacy secret and delete it; the state survives a reload', async ({ page }) => {
  const sentBodies = await recordRequestBodies(page)
  await open(page)
  await expect(page).toHaveTitle(/^JWT signing keys \| Storefront/)
  await expect(row(page, 'Current')).toContainText('HS256 (legacy JWT secret)', { timeout: 60_000 })
  await expect(page.getByRole('button', { name: 'Rotate keys' })).toBeDisabled()

  await page.getByRole('button', { name: 'Create standby key' }).click()
  const create = page.getByRole('dialog', { name: 'Create a standby key' })
  await create.getByRole('radio', { name: 'RS256' }).check()
  const posted = sent(page, 'POST')
  await create.getByRole('button', { name: 'Create standby key' }).click()
  await posted
  expect(await sentBodies.bodies('POST', keysPath)).toEqual([{ algorithm: 'RS256', status: 'standby' }])
  await expect(create).toBeHidden()
  await expect(row(page, 'Standby')).toContainText('RS256')
  await expect(page.getByRole('button', { name: 'Create standby key' })).toBeDisabled()

  await page.getByRole('button', { name: 'Rotate keys' }).click()
  const rotate = page.getByRole('dialog', { name: 'Rotate the signing keys?' })
  await expect(rotate).toContainText('stay valid until they expire')
  await expect(rotate).toContainText('including the legacy anon and service_role API keys, keep working until you revoke it')
  const patched = sent(page, 'PATCH')
  await rotate.getByRole('button', { name: 'Rotate keys' }).click()
  expect(new URL((await patched).url()).pathname).toMatch(new RegExp(`${keysPath}/[0-9a-f-]{36}$`))
  expect(await sentBodies.bodies('PATCH', keysPath)).toEqual([{ status: 'in_use' }])
  await expect(rotate).toBeHidden()
  await expect(row(page, 'Current')).toContainText('RS256')
  await expect(row(page, 'Previously used')).toContainText('HS256 (legacy JWT secret)')

  await row(page, 'Previously used').getByRole('button', { name: /^Revoke HS256 key/ }).click()
  const revoke = page.getByRole('dialog', { name: /^Revoke HS256 key/ })
  await expect(revoke).toContainText('the legacy anon and service_role API keys stop working too')
  const revoked = sent(page, 'PATCH')
  await revoke.getByRole('button', { name: 'Revoke key' }).click()
  await revoked
  expect(await sentBodies.bodies('PATCH', keysPath)).toEqual([{ status: 'in_use' }, { status: 'revoked' }])
  await expect(row(page, 'Revoked')).toContainText('HS256')

  await page.reload()
  await expect(row(page, 'Current')).toContainText('RS256', { timeout: 60_000 })
  await expect(row(page, 'Revoked')).toContainText('HS256')

  await row(page, 'Revoked').getByRole('button', { name: /^Delete HS256 key/ }).click()
  const deleted = sent(page, 'DELETE')
  await page.getByRole('dialog', { name: /^Delete HS256 key/ }).getByRole('button', { name: 'Delete key' }).click()
  await deleted
  await expect(row(page, 'Revoked')).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'Signing keys' }).getByRole('row')).toHaveCount(2)
})

test('at 390 px the signing keys page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page)
  await expect(page.getByRole('table', { name: 'Signing keys' })).toBeVisible({ timeout: 60_000 })
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
})
