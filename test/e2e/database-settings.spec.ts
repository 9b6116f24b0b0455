import type { Page, Request } from '@playwright/test'
import { allowConsole, expect, signIn, test } from './support/fixtures'

const PATH = '/dashboard/project/northwindshop1/settings/database'
const STRONG = 'Quartz-Lantern-Meadow-7-Orbit!'

/** The bodies of the PATCHes to a path, read when they are sent (ky's bodies are only readable when routed). */
async function recordPatches(page: Page, path: string, fail?: () => boolean) {
  const bodies: unknown[] = []
  await page.route(`**/platform/projects/*/${path}`, async (route) => {
    const request: Request = route.request()
    if (request.method() !== 'PATCH') return route.fallback()
    bodies.push(request.postDataJSON())
    if (fail?.())
      return route.fulfill({ status: 500, json: { message: 'The platform could not apply the change. Try again.' } })
    return route.fallback()
  })
  return bodies
}

async function open(page: Page) {
  await page.goto(PATH)
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click()
  await expect(page).toHaveTitle(/^Database settings \| Storefront/)
}

test('resetting the database password: meter, match, confirmation, the request body, and the input kept on failure', async ({
  page,
}) => {
  allowConsole(page, /status of 500/)
  await signIn(page)
  let failNext = true
  const bodies = await recordPatches(page, 'db-password', () => {
    const fail = failNext
    failNext = false
    return fail
  })
  await open(page)
  const form = page.getByRole('form', { name: 'Database password' })
  const password = form.getByLabel('New database password')
  const repeat = form.getByLabel('Confirm the new password')

  await password.fill('password')
  await expect(form.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute(
    'aria-valuetext',
    'This password is not acceptable.',
  )
  await form.getByRole('button', { name: 'Reset password' }).click()
  await expect(form).toContainText('Choose a stronger password.')

  await password.fill(STRONG)
  await repeat.fill(`${STRONG}x`)
  await expect(form.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute(
    'aria-valuetext',
    'This password is strong.',
  )
  await form.getByRole('button', { name: 'Reset password' }).click()
  await expect(form).toContainText('The passwords do not match.')
  expect(bodies).toEqual([])

  await repeat.fill(STRONG)
  await form.getByRole('button', { name: 'Reset password' }).click()
  const confirm = page.getByRole('dialog', { name: 'Reset the database password?' })
  await confirm.getByRole('button', { name: 'Reset password' }).click()
  // The platform fails: the reason shows and both fields keep what the user typed.
  await expect(form.getByRole('alert')).toContainText('The platform could not apply the change. Try again.')
  await expect(password).toHaveValue(STRONG)
  await expect(repeat).toHaveValue(STRONG)

  await form.getByRole('button', { name: 'Reset password' }).click()
  await confirm.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText('The database password was reset.')).toBeVisible()
  await expect(password).toHaveValue('')
  expect(bodies).toEqual([{ password: STRONG }, { password: STRONG }])
})

test('connection pooler: checks the numbers, lists the changes, sends only them, and keeps edits on failure', async ({
  page,
}) => {
  allowConsole(page, /status of 500/)
  await signIn(page)
  let fail = false
  const bodies = await recordPatches(page, 'config/pgbouncer', () => fail)
  await open(page)
  const form = page.getByRole('form', { name: 'Connection pooler' })
  const poolSize = form.getByRole('textbox', { name: 'Pool size' })
  const maxClients = form.getByRole('textbox', { name: 'Max client connections' })
  await expect(poolSize).toHaveValue('15')
  await expect(maxClients).toHaveValue('200')
  await expect(form.getByRole('button', { name: 'Save pooler settings' })).toBeDisabled()

  await poolSize.fill('1.5')
  await maxClients.fill("200'; drop")
  await form.getByRole('button', { name: 'Save pooler settings' }).click()
  await expect(form).toContainText('Pool size must be a whole number from 1 to 1000.')
  await expect(form).toContainText('Max client connections must be a whole number from 1 to 100000.')
  await poolSize.fill('500')
  await maxClients.fill('300')
  await form.getByRole('button', { name: 'Save pooler settings' }).click()
  await expect(form).toContainText('Pool size cannot be larger than the max client connections.')
  expect(bodies).toEqual([])

  await form
    .locator('label')
    .filter({ hasText: /^Session$/ })
    .click()
  await poolSize.fill('40')
  await expect(form.getByRole('list', { name: 'Changes to save' })).toHaveText(
    ['Pool mode: transaction → session', 'Pool size: 15 → 40', 'Max client connections: 200 → 300'].join(''),
  )
  fail = true
  await form.getByRole('button', { name: 'Save pooler settings' }).click()
  await expect(form.getByRole('alert')).toContainText('The platform could not apply the change. Try again.')
  await expect(poolSize).toHaveValue('40')
  await expect(maxClients).toHaveValue('300')
  await expect(form.getByRole('radio', { name: 'Session' })).toBeChecked()

  fail = false
  await maxClients.fill('200')
  await form.getByRole('button', { name: 'Save pooler settings' }).click()
  await expect(page.getByText('Connection pooler settings saved.')).toBeVisible()
  await expect(form.getByRole('list', { name: 'Changes to save' })).toHaveCount(0)
  expect(bodies).toEqual([
    { pool_mode: 'session', default_pool_size: 40, max_client_conn: 300 },
    { pool_mode: 'session', default_pool_size: 40 },
  ])
  await page.reload()
  await expect(poolSize).toHaveValue('40')
  await expect(form.getByRole('radio', { name: 'Session' })).toBeChecked()
})
