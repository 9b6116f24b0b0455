import type { Page } from '@playwright/test'
import { expect, mock, signIn, test } from './support/fixtures'

const PROJECT = 'northwindshop1'
const HOSTILE = '<img src=x onerror=window.hacked=1>'

const editor = (page: Page) => page.getByRole('textbox', { name: 'SQL query' })
const main = (page: Page) => page.getByRole('main')

async function runSql(page: Page, sql: string) {
  await page.goto(`/dashboard/project/${PROJECT}/sql/new`)
  const run = main(page).getByRole('button', { name: 'Run', exact: true })
  await editor(page).click({ timeout: 60_000 })
  await page.keyboard.insertText(sql)
  // The in-browser platform answers the page's first calls once its worker is up.
  await expect(run).toBeEnabled({ timeout: 90_000 })
  await run.click()
  await expect(main(page).getByText('Success. No rows returned.', { exact: false })).toBeVisible({ timeout: 90_000 })
}

async function openInspector(page: Page) {
  await page.goto(`/dashboard/project/${PROJECT}/realtime/inspector`)
}

async function join(page: Page, channel: string, table?: string) {
  await main(page).getByRole('textbox', { name: 'Channel name' }).fill(channel)
  if (table) {
    await main(page).getByRole('checkbox', { name: 'Database changes' }).check()
    const select = main(page).getByRole('combobox', { name: 'Table (in supabase_realtime)' })
    await expect(select).toBeEnabled({ timeout: 60_000 })
    await select.click()
    await page.getByRole('option', { name: table }).click()
  }
  await main(page).getByRole('button', { name: 'Join', exact: true }).click()
  await expect(main(page).getByTestId('realtime-connection')).toContainText('Joined', { timeout: 30_000 })
}

// The in-browser mock (MSW's WebSocket handler, PGlite in each tab, BroadcastChannel between tabs):
// what the issue asks of the mock, in one visit.
test('the inspector on the in-browser mock: a row inserted in another tab arrives as an INSERT, a broadcast from it as text', async ({ page, context }) => {
  test.setTimeout(300_000)
  await mock.config({ mock: true })
  await signIn(page)
  // This tab opens first and holds the demo database; the other tab's queries are run by it.
  await openInspector(page)
  await page.getByRole('button', { name: 'Opt out' }).click()
  const other = await context.newPage()
  await runSql(other, 'create table public.rt_notes (id int primary key, body text);\nalter publication supabase_realtime add table public.rt_notes;')
  await join(page, 'e2e-room', 'public.rt_notes')
  await runSql(other, "insert into public.rt_notes values (1, 'hello from the other tab')")
  const messages = main(page).getByRole('list', { name: 'Messages' })
  const insert = messages.getByRole('listitem').filter({ hasText: 'INSERT' })
  await expect(insert).toBeVisible({ timeout: 30_000 })
  await insert.getByRole('button').first().click()
  const details = insert.locator('pre')
  await expect(details).toContainText('"record": {')
  await expect(details).toContainText('"body": "hello from the other tab"')
  await expect(details).toContainText('"table": "rt_notes"')

  await openInspector(other)
  await join(other, 'e2e-room')
  await main(other).getByRole('textbox', { name: 'Payload (JSON)' }).fill(`{"html": "${HOSTILE}"`)
  await main(other).getByRole('button', { name: 'Send broadcast' }).click()
  await expect(main(other).getByText(/^The payload is not valid JSON: /)).toBeVisible()
  await expect(main(other).getByRole('textbox', { name: 'Payload (JSON)' })).toHaveValue(`{"html": "${HOSTILE}"`)
  await main(other).getByRole('textbox', { name: 'Payload (JSON)' }).fill(`{"html": "${HOSTILE}"}`)
  await main(other).getByRole('button', { name: 'Send broadcast' }).click()

  const broadcast = messages.getByRole('listitem').filter({ hasText: 'Broadcast' })
  await expect(broadcast.getByTestId('realtime-message-payload')).toHaveText(`{"html":"${HOSTILE}"}`, { timeout: 30_000 })
  await broadcast.getByRole('button').first().click()
  await expect(broadcast.locator('pre')).toContainText(HOSTILE)
  expect(await main(page).locator('img[src="x"]').count()).toBe(0)
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()
})

// The end-to-end server's mock (the same hub over a Node upgrade), at 390 px: join, send, track.
test('the inspector on a phone: joins, sends a broadcast, tracks presence, without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page)
  await openInspector(page)
  await page.getByRole('button', { name: 'Opt out' }).click()
  await join(page, 'phone')
  await main(page).getByRole('button', { name: 'Send broadcast' }).click()
  const messages = main(page).getByRole('list', { name: 'Messages' })
  await expect(messages.getByRole('listitem').filter({ hasText: 'Broadcast' }).getByTestId('realtime-message-payload')).toHaveText('{"message":"hello"}')
  await main(page).getByRole('button', { name: 'Track presence' }).click()
  await expect(messages.getByRole('listitem').filter({ hasText: 'presence_diff' })).toContainText('"user":"inspector"')
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
})
