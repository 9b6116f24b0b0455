import type { Page } from '@playwright/test'
import { expect, signIn, test } from './support/fixtures'

// Issue 32 items 5, 6, 13, 16 and 20 (the API keys table at 390 px).
const REF = 'northwindshop1'
const SECRET = `sb_secret_${REF}_0000`
test.describe.configure({ timeout: 300_000 })

async function openApiKeys(page: Page) {
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}/settings/api-keys`)
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByRole('table', { name: 'Secret keys' })).toBeVisible({ timeout: 60_000 })
}

/** The API keys requests the page makes, with whether each asked for the secrets. */
function keyRequests(page: Page) {
  const reveals: boolean[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() === 'GET' && url.pathname.endsWith(`/v1/projects/${REF}/api-keys`)) reveals.push(url.searchParams.get('reveal') === 'true')
  })
  return reveals
}

test('a secret key is read with ?reveal=true only when revealed, and hidden again once the page is left', async ({ page }) => {
  const reveals = keyRequests(page)
  await openApiKeys(page)
  const row = page.getByRole('table', { name: 'Secret keys' }).getByTestId('api-key-default')
  await expect(row).toContainText('••••')
  await expect(page.getByText(SECRET)).toHaveCount(0)
  expect(reveals.length).toBeGreaterThan(0)
  expect(reveals.filter(Boolean)).toEqual([])

  const revealed = page.waitForRequest((request) => request.url().includes(`/v1/projects/${REF}/api-keys?reveal=true`))
  await row.getByRole('button', { name: 'Reveal default secret key' }).click()
  await revealed
  await expect(row.getByText(SECRET)).toBeVisible()
  await row.getByRole('button', { name: 'Hide default secret key' }).click()
  await expect(page.getByText(SECRET)).toHaveCount(0)
  await row.getByRole('button', { name: 'Reveal default secret key' }).click()
  await expect(row.getByText(SECRET)).toBeVisible()

  // Leave in the app and come back: masked again, and not read again.
  const asked = reveals.filter(Boolean).length
  await page.getByRole('link', { name: 'General settings', exact: true }).first().click()
  await expect(page).toHaveURL(/\/settings\/general$/)
  // The URL changes before the next page is drawn: going back sooner would never have left this one.
  await expect(page.getByRole('heading', { name: 'General settings', level: 1 })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Secret keys' })).toHaveCount(0)
  await page.goBack()
  await expect(row).toContainText('••••')
  await expect(page.getByText(SECRET)).toHaveCount(0)
  expect(reveals.filter(Boolean).length).toBe(asked)
})

test('every key, publishable, secret and legacy, copies in full; copy buttons draw an icon', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openApiKeys(page)
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText())
  await page.getByRole('table', { name: 'Publishable keys' }).getByRole('button', { name: 'Copy default publishable key' }).click()
  await expect.poll(clipboard).toBe(`sb_publishable_${REF}_0000`)
  await page.getByRole('table', { name: 'Secret keys' }).getByRole('button', { name: 'Copy default secret key' }).click()
  await expect.poll(clipboard).toBe(SECRET)
  for (const name of ['anon', 'service_role']) {
    await page.getByRole('table', { name: 'Legacy API keys' }).getByRole('button', { name: `Copy ${name} legacy key` }).click()
    const role = async () => {
      const [, payload] = (await clipboard()).split('.')
      return (JSON.parse(Buffer.from(payload ?? '', 'base64url').toString() || '{}') as { role?: string }).role
    }
    await expect.poll(role).toBe(name)
  }
  expect(await clipboard()).not.toContain('•')
  // Copying reveals nothing on screen.
  await expect(page.getByText(SECRET)).toHaveCount(0)
  for (const button of await page.getByRole('button', { name: /^Copy / }).all()) {
    await expect(button.locator('svg')).toHaveCount(1)
    await expect(button).not.toContainText('⧉')
  }
})

test('Connect and the API docs show the publishable key of the API keys page', async ({ page }) => {
  await openApiKeys(page)
  const key = (await page.getByRole('table', { name: 'Publishable keys' }).getByTestId('api-key-value').first().textContent()) ?? ''
  expect(key).toMatch(/^sb_publishable_/)

  await page.goto(`/dashboard/project/${REF}`)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect to Storefront' })
  await dialog.getByRole('tab', { name: 'API' }).click()
  await expect(dialog.getByTestId('connect-publishable-key')).toHaveText(key, { timeout: 30_000 })
  await page.keyboard.press('Escape')

  await page.goto(`/dashboard/project/${REF}/api`)
  // The docs wait for the mock's database, slow to start on a loaded machine.
  await expect(page.getByTestId('api-docs-key')).toHaveText(key, { timeout: 200_000 })
})

test('email templates: leaving with unsaved edits asks first; Stay keeps them, Leave goes', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}/auth/templates`)
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click()
  const subject = page.getByRole('textbox', { name: 'Subject' })
  await expect(subject).toBeVisible({ timeout: 60_000 })
  await subject.fill('Welcome aboard')
  await page.getByRole('link', { name: 'Users', exact: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' })
  await expect(dialog).toContainText('Your changes on this page have not been saved. If you leave, they are lost.')
  await dialog.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/auth\/templates/)
  await expect(subject).toHaveValue('Welcome aboard')

  await page.getByRole('link', { name: 'Users', exact: true }).first().click()
  await dialog.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/auth\/users/)
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the API keys tables fit: no element wider than the viewport, no hidden sideways scroll', async ({ page }) => {
    await openApiKeys(page)
    await page.getByRole('table', { name: 'Secret keys' }).getByRole('button', { name: 'Reveal default secret key' }).click()
    await expect(page.getByText(SECRET)).toBeVisible()
    const problems = await page.evaluate(() => {
      const found: string[] = []
      for (const element of document.querySelectorAll('main *')) {
        const box = element.getBoundingClientRect()
        if (box.width === 0) continue
        const label = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)}`
        if (box.right > window.innerWidth + 0.5 || box.left < -0.5) found.push(`${label} spans ${box.left}-${box.right}`)
        if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') found.push(`${label} scrolls sideways`)
      }
      return found
    })
    expect(problems).toEqual([])
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })
})
