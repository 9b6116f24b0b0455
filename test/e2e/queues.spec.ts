import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO, expect, signIn, test } from './support/fixtures'

// Issue 38 item 5 on the mock (its pgmq stand-in: mocks/pglite/pgmq-extension.ts). Real PostgreSQL 15
// here has no pgmq package, so this flow runs on the mock only (README).
const PROJECT = 'acmeblogprod01'
const FIRST_QUERY_TIMEOUT_MS = 30_000

async function sql<T = Record<string, unknown>>(request: APIRequestContext, query: string): Promise<T[]> {
  const session = (await (await request.post('/auth/v1/token?grant_type=password', { data: DEMO })).json()) as { access_token: string }
  const response = await request.post(`/platform/pg-meta/${PROJECT}/query`, {
    headers: { Authorization: `Bearer ${session.access_token}`, 'x-connection-encrypted': 'postgresql://e2e' },
    data: { query },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as T[]
}

const sideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)

test('queues: enable pgmq from the notice, create a queue, send a message (bad JSON kept), read and archive it, see it archived; nothing cut at 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await signIn(page)
  await page.goto(`/dashboard/project/${PROJECT}/integrations/queues`)
  await page.getByRole('button', { name: 'Opt out' }).click()

  const note = page.getByRole('alert', { name: 'Needs the pgmq extension' })
  await expect(note).toContainText('available but not installed', { timeout: FIRST_QUERY_TIMEOUT_MS })
  await note.getByRole('button', { name: 'Enable pgmq' }).click()
  const enable = page.getByRole('dialog', { name: 'Enable pgmq' })
  await expect(enable.getByLabel('SQL to run')).toHaveText(
    'create schema if not exists "pgmq";\ncreate extension if not exists "pgmq" with schema "pgmq" cascade;',
  )
  await enable.getByRole('button', { name: 'Enable pgmq' }).click()
  await expect(page.getByText('No queues yet. Create one to send messages to it.')).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT_MS })

  await page.getByRole('button', { name: 'Create queue' }).click()
  const create = page.getByRole('dialog', { name: 'Create queue' })
  await create.getByRole('textbox', { name: 'Name' }).fill('e2e-jobs')
  await expect(create.getByRole('radio', { name: /Partitioned/ })).toBeDisabled()
  await expect(create.getByLabel('SQL to run')).toContainText(`select pgmq.create('e2e-jobs');`)
  await create.getByRole('button', { name: 'Create queue' }).click()
  await expect(page).toHaveURL(/\/integrations\/queues\/e2e-jobs$/)
  await expect(page.getByRole('heading', { name: 'e2e-jobs', level: 1 })).toBeVisible()
  expect(
    await sql(request, `select relname, relrowsecurity from pg_class where relnamespace = 'pgmq'::regnamespace and relkind = 'r' and relname like '%e2e-jobs' order by 1`),
  ).toEqual([
    { relname: 'a_e2e-jobs', relrowsecurity: true },
    { relname: 'q_e2e-jobs', relrowsecurity: true },
  ])

  // A payload that is not JSON is named, and stays as typed to be fixed.
  await page.getByRole('button', { name: 'Send message' }).click()
  const send = page.getByRole('dialog', { name: 'Send a message to e2e-jobs' })
  const payload = send.getByRole('textbox', { name: 'Message (JSON)' })
  await payload.fill('{"task": "resize", id: 7}')
  await send.getByRole('button', { name: 'Send message' }).click()
  await expect(send.getByText(/^The message is not valid JSON: .* at line 1, column 20\.$/)).toBeVisible()
  await expect(payload).toHaveValue('{"task": "resize", id: 7}')
  await payload.fill('{"task": "resize", "id": 7}')
  await send.getByRole('button', { name: 'Send message' }).click()
  await expect(send).toBeHidden()
  const available = page.getByRole('table', { name: 'Available messages' })
  await expect(available.getByRole('row', { name: /"task": "resize"/ })).toBeVisible()

  await page.getByRole('button', { name: 'Read messages' }).click()
  const read = page.getByRole('dialog', { name: 'Read messages from e2e-jobs' })
  await read.getByRole('button', { name: 'Read', exact: true }).click()
  const message = read.getByRole('region', { name: 'Message 1' })
  await expect(message).toContainText('Read 1 time')
  await message.getByRole('button', { name: 'Archive message 1' }).click()
  await expect(message.getByText('Archived', { exact: true })).toBeVisible()
  await read.getByRole('button', { name: 'Close' }).click()

  await page.getByRole('tab', { name: 'Archived' }).click()
  await expect(page).toHaveURL(/\?status=archived$/)
  const archived = page.getByRole('table', { name: 'Archived messages' })
  await expect(archived.getByRole('row', { name: /"task": "resize"/ })).toContainText('1')
  expect(await sql(request, `select (select count(*) from pgmq."q_e2e-jobs")::int as waiting, (select count(*) from pgmq."a_e2e-jobs")::int as archived`)).toEqual([
    { waiting: 0, archived: 1 },
  ])

  // The queue page with its content (the accessibility walk sees the section before pgmq is enabled).
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  // At phone width: no sideways scroll, the actions and tabs within the screen.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(archived).toBeVisible()
  expect(await sideways(page)).toBeLessThanOrEqual(0)
  for (const control of [page.getByRole('button', { name: 'Drop queue' }), page.getByRole('tab', { name: 'Archived' })]) {
    const box = (await control.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
  }
  await page.getByRole('link', { name: 'All queues' }).click()
  const list = page.getByRole('table', { name: 'Queues' })
  await expect(list.getByRole('row', { name: /e2e-jobs/ })).toContainText('Enabled')
  expect(await sideways(page)).toBeLessThanOrEqual(0)
})
