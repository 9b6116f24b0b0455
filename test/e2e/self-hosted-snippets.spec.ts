import type { Page } from '@playwright/test'
import { expect, test } from './support/self-hosted'

/**
 * Self-hosted snippets (CONTRACT §9) live in the browser's IndexedDB (Dexie), not on a server: created
 * at the first edit, still there after a reload, renamed and deleted; the gateway never sees a content call.
 */
test.describe.configure({ timeout: 120_000 })

const UUID_URL = /\/project\/default\/sql\/([0-9a-f-]{36})$/

/** The snippets this browser keeps (the SQL editor's Dexie database), read straight from IndexedDB. */
const storedSnippets = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ id: string; name: string; projectRef: string; content: { sql: string } }[]>((resolve, reject) => {
        const open = indexedDB.open('dashboard-sql-snippets')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('snippets')) {
            db.close()
            resolve([])
            return
          }
          const all = db.transaction('snippets').objectStore('snippets').getAll()
          all.onsuccess = () => {
            db.close()
            resolve(all.result)
          }
          all.onerror = () => reject(all.error)
        }
      }),
  )

test('snippets on a self-hosted dashboard: kept in this browser across a reload, renamed and deleted', async ({
  page,
  selfHosted,
}) => {
  expect(selfHosted.baseURL).toBeTruthy()
  const contentCalls: string[] = []
  page.on('request', (request) => {
    if (/\/platform\/projects\/[^/]+\/content/.test(request.url()))
      contentCalls.push(`${request.method()} ${request.url()}`)
  })
  const note = `kept in this browser ${Date.now()}`
  const sql = `select '${note}' as note`
  const editor = page.getByRole('textbox', { name: 'SQL query' })
  const list = page.getByRole('navigation', { name: 'Snippets' })

  await page.goto('/dashboard/project/default/sql/new')
  await editor.click()
  await page.keyboard.insertText(sql)
  await expect(page).toHaveURL(UUID_URL)
  const id = UUID_URL.exec(page.url())![1]!
  await expect(page.getByTestId('save-status')).toHaveText('Saved')
  await expect
    .poll(async () => (await storedSnippets(page)).find((s) => s.id === id))
    .toMatchObject({
      name: 'Untitled query',
      projectRef: 'default',
      content: { sql },
    })

  await page.reload()
  await expect(editor).toHaveText(sql, { timeout: 20_000 })
  await expect(list.getByRole('button', { name: 'Untitled query', exact: true })).toBeVisible()
  // The core flow on it: run on real PostgreSQL.
  await page.getByRole('main').getByRole('button', { name: 'Run', exact: true }).click()
  await expect(
    page.getByRole('main').getByRole('grid', { name: 'Query result' }).getByRole('gridcell', { name: note }),
  ).toBeVisible({
    timeout: 30_000,
  })

  await page.getByRole('button', { name: 'Rename snippet' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename snippet' })
  await rename.getByRole('textbox', { name: 'Name' }).fill('Kept locally')
  await rename.getByRole('button', { name: 'Rename' }).click()
  await expect(list.getByRole('button', { name: 'Kept locally', exact: true })).toBeVisible()
  await expect.poll(async () => (await storedSnippets(page)).find((s) => s.id === id)?.name).toBe('Kept locally')

  // A fresh editor finds it in the list (after a reload) and opens it with its text.
  await page.goto('/dashboard/project/default/sql/new')
  await list.getByRole('button', { name: 'Kept locally', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/sql/${id}$`))
  await expect(editor).toHaveText(sql)

  await list.getByRole('button', { name: 'Actions for Kept locally' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete Kept locally?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(/\/project\/default\/sql\/new$/)
  await expect(list.getByRole('button', { name: 'Kept locally', exact: true })).toHaveCount(0)
  await expect.poll(async () => (await storedSnippets(page)).some((s) => s.id === id)).toBe(false)
  await page.reload()
  await expect(editor).toBeVisible()
  await expect(list.getByRole('button', { name: 'Kept locally', exact: true })).toHaveCount(0)

  expect(contentCalls).toEqual([])
})
