import type { Page } from '@playwright/test'
import { PROJECT_SECTIONS } from '../../src/features/projects/sections'
import { expect, signIn, test } from './support/fixtures'

// Issue 25 item 3: at 390x844 no project page scrolls sideways; the side lists are drawers.
const REF = 'northwindshop1'
test.use({ viewport: { width: 390, height: 844 } })
// The sideways-scroll check opens every project page (over 40 since the Database, Auth, Edge Functions and Settings sections).
test.describe.configure({ timeout: 300_000 })

const overflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)

test('no project page scrolls sideways at 390 px', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}`)
  await page.getByRole('button', { name: 'Opt out' }).click()
  // The header's crumbs stay left of its controls (they once ran under the read-only switch).
  const crumbs = page.getByLabel('Breadcrumb').locator(':scope > *').filter({ visible: true })
  await expect(crumbs.getByText('Storefront')).toBeVisible()
  const switchLeft = (await page.getByRole('switch', { name: 'Read-only' }).boundingBox())!.x
  for (const box of await crumbs.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right)))
    expect(box).toBeLessThanOrEqual(switchLeft)
  const wide: string[] = []
  for (const section of PROJECT_SECTIONS) {
    const path = section.to.replace('$ref', REF).replace('$id', 'new')
    await page.goto(`/dashboard${path}`)
    // A page's code may come slowly on a loaded machine: the frame and the heading get the same minute.
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 60_000 })
    const by = await overflow(page)
    if (by > 0) wide.push(`${path}: ${by} px`)
  }
  expect(wide).toEqual([])
})

test('the SQL editor: the editor takes the width, the snippet list is a drawer opened from the toolbar', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}/sql/new`)
  await page.getByRole('button', { name: 'Opt out' }).click()
  const editor = page.getByRole('textbox', { name: 'SQL query' })
  await expect(editor).toBeVisible({ timeout: 60_000 })
  expect((await editor.boundingBox())!.width).toBeGreaterThan(300)
  await expect(page.getByRole('navigation', { name: 'Snippets' })).toBeHidden()
  await page.getByRole('button', { name: 'Snippets', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Snippets' })
  await expect(drawer.getByRole('navigation', { name: 'Snippets' })).toBeVisible()
  await drawer.getByRole('button', { name: 'Close snippets' }).click()
  await expect(drawer).toBeHidden()
  expect(await overflow(page)).toBeLessThanOrEqual(0)
})

test('the table editor: the grid takes the width, the table list is a drawer; choosing a table closes it', async ({ page }) => {
  await signIn(page)
  await page.goto(`/dashboard/project/${REF}/editor/new`)
  await page.getByRole('button', { name: 'Opt out' }).click()
  await page.getByRole('button', { name: 'Tables', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Tables' })
  await drawer.getByRole('link', { name: 'customers', exact: true }).click({ timeout: 60_000 })
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/\/editor\/\d+/)
  const grid = page.getByRole('grid', { name: 'Rows' })
  await expect(grid).toBeVisible({ timeout: 60_000 })
  expect((await grid.boundingBox())!.width).toBeGreaterThan(300)
  expect(await overflow(page)).toBeLessThanOrEqual(0)
})
