import type { Page } from '@playwright/test'
import { allowConsole, expect, signIn, test } from './support/fixtures'
import { recordRequestBodies } from './support/request-bodies'

/** Issue 23 item 4 (log drains) on the mock: hostile input is answered in words, the request bodies are checked. */
const PROJECT = 'northwindshop1'
test.describe.configure({ timeout: 180_000 })

const drainsPath = `/platform/projects/${PROJECT}/analytics/log-drains`
const sent = (page: Page, method: string) =>
  page.waitForRequest((request) => request.method() === method && new URL(request.url()).pathname.startsWith(drainsPath))

async function open(page: Page) {
  await signIn(page)
  await page.goto(`/dashboard/project/${PROJECT}/settings/log-drains`)
  await page.getByRole('button', { name: 'Opt out' }).click()
}

test('add a drain: bad URL and header names get clear messages with nothing lost; the body sent; delete asks first', async ({ page }) => {
  const sentBodies = await recordRequestBodies(page)
  await open(page)
  await expect(page).toHaveTitle(/^Log drains \| Storefront/)
  await expect(page.getByRole('heading', { name: 'No log drains yet' })).toBeVisible({ timeout: 60_000 })

  await page.getByRole('button', { name: 'Add drain' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a log drain' })
  const name = `Ops "main" drain`
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await dialog.getByRole('textbox', { name: 'Destination URL' }).fill('ftp://logs.example.com/in')
  await dialog.getByRole('textbox', { name: 'Header 1 name' }).fill('X Api "Key"')
  await dialog.getByRole('textbox', { name: 'Header 1 value' }).fill(`s3cr"et 'v'`)
  await dialog.getByRole('button', { name: 'Add header' }).click()
  await dialog.getByRole('textbox', { name: 'Header 2 name' }).fill(`it's`)
  await dialog.getByRole('textbox', { name: 'Header 2 value' }).fill('1')
  await dialog.getByRole('button', { name: 'Add drain' }).click()
  await expect(dialog.getByText('Only https:// and http:// URLs are accepted (this one starts with ftp:).')).toBeVisible()
  await expect(dialog.getByText('Header names cannot contain spaces.')).toBeVisible()
  await expect(dialog.getByText('Header names cannot contain quotes.')).toBeVisible()
  await expect(dialog.getByText('3 fields need a change before the drain can be added.')).toBeVisible()
  expect(await sentBodies.bodies('POST', drainsPath)).toEqual([])
  // Nothing typed is lost.
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)
  await expect(dialog.getByRole('textbox', { name: 'Header 1 value' })).toHaveValue(`s3cr"et 'v'`)

  await dialog.getByRole('textbox', { name: 'Destination URL' }).fill('logs.example.com/in')
  await dialog.getByRole('button', { name: 'Add drain' }).click()
  await expect(dialog.getByText('Enter a full URL that starts with https:// or http://.')).toBeVisible()

  await dialog.getByRole('textbox', { name: 'Destination URL' }).fill('https://logs.example.com/in?src=dashboard')
  await dialog.getByRole('textbox', { name: 'Header 1 name' }).fill('X-Api-Key')
  await dialog.getByRole('button', { name: 'Remove header 2' }).click()
  const posted = sent(page, 'POST')
  await dialog.getByRole('button', { name: 'Add drain' }).click()
  await posted
  expect(await sentBodies.bodies('POST', drainsPath)).toEqual([{
    name,
    type: 'webhook',
    config: { url: 'https://logs.example.com/in?src=dashboard', headers: { 'X-Api-Key': `s3cr"et 'v'` } },
  }])
  await expect(dialog).toBeHidden()
  const table = page.getByRole('table', { name: 'Log drains' })
  const row = table.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('HTTP')
  await expect(row).toContainText('https://logs.example.com/in?src=dashboard')
  await expect(row).toContainText('X-Api-Key')

  // A second drain of the same name: the platform's answer is shown and the form keeps its values.
  allowConsole(page, /status of 409 \(Conflict\)/)
  await page.getByRole('button', { name: 'Add drain' }).click()
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await dialog.getByRole('textbox', { name: 'Destination URL' }).fill('http://10.0.0.5:9000/')
  await dialog.getByRole('button', { name: 'Add drain' }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: `A drain named ${name} exists already.` })).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Destination URL' })).toHaveValue('http://10.0.0.5:9000/')
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await page.reload()
  await row.getByRole('button', { name: `Delete ${name}` }).click({ timeout: 60_000 })
  const confirm = page.getByRole('dialog', { name: `Delete the drain ${name}?` })
  await expect(confirm).toContainText('Logs stop going to https://logs.example.com/in?src=dashboard at once.')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: `Delete ${name}` }).click()
  const deleted = sent(page, 'DELETE')
  await confirm.getByRole('button', { name: 'Delete drain' }).click()
  expect(new URL((await deleted).url()).pathname).toMatch(new RegExp(`${drainsPath}/[0-9a-f-]{36}$`))
  await expect(page.getByRole('heading', { name: 'No log drains yet' })).toBeVisible()
})

test('at 390 px the add form does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page)
  await page.getByRole('button', { name: 'Add drain' }).click()
  await expect(page.getByRole('dialog', { name: 'Add a log drain' })).toBeVisible({ timeout: 60_000 })
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
})
