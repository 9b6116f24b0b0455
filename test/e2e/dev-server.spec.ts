import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { createServer, type ViteDevServer } from 'vite'
import { DEMO, expect, test } from './support/fixtures'

// The README's first command is `npm run dev`: the pages with heavy lazy parts (GraphiQL and Monaco,
// CodeMirror, charts, the embedded Postgres) must load under the dev server's dependency optimizer too,
// not only in the build (issue 25 item 1). The server is the project's own vite.config.ts on a free
// port, with a cache folder of its own so the optimizer starts cold, as on a fresh clone.

const REF = 'northwindshop1'
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/vite-e2e-dev-server', import.meta.url))

let server: ViteDevServer
let origin: string

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await createServer({
    server: { port: 0, strictPort: false },
    cacheDir,
    optimizeDeps: { force: true },
    logLevel: 'error',
    clearScreen: false,
  })
  await server.listen()
  origin = server.resolvedUrls!.local[0]!.replace(/\/dashboard\/?$/, '').replace(/\/$/, '')
})
test.afterAll(async () => {
  await server?.close()
})

const notLoaded = (page: Page) => page.getByText('This project could not be loaded')

// One page load: the pages are opened from the project navigation, as a user does, so the in-browser
// mock's embedded Postgres starts once (its cold start in a dev server on a busy machine takes longer than
// the API's 30 s timeout; a page.goto would start it again).
test('the pages with heavy lazy parts load under the dev server, without console errors', async ({ page }) => {
  test.setTimeout(480_000)
  const visit = async (link: string) => {
    await page.getByRole('navigation', { name: 'Project navigation' }).getByRole('link', { name: link, exact: true }).click()
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 120_000 })
  }
  await test.step('sign in', async () => {
    await page.goto(`${origin}/dashboard/sign-in`)
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible({ timeout: 90_000 })
    await page.goto(`${origin}/dashboard/project/${REF}`)
    await expect(page.getByRole('navigation', { name: 'Project navigation' })).toBeVisible({ timeout: 90_000 })
  })

  await test.step('SQL editor (CodeMirror) runs a query on the embedded Postgres', async () => {
    await visit('SQL editor')
    const editor = page.getByRole('textbox', { name: 'SQL query' })
    await expect(editor).toBeVisible({ timeout: 120_000 })
    await page.getByRole('button', { name: 'Opt out' }).click()
    await editor.click()
    await page.keyboard.insertText('select 41 + 1 as answer')
    await page.getByRole('main').getByRole('button', { name: 'Run', exact: true }).click()
    const grid = page.getByRole('main').getByRole('grid', { name: 'Query result' })
    await expect(grid).toContainText('42', { timeout: 120_000 })
  })

  for (const link of ['API GraphQL explorer', 'GraphQL explorer']) {
    await test.step(`${link}: GraphiQL and its Monaco editor`, async () => {
      await visit(link)
      await expect(page.locator('.graphiql-query-editor .monaco-editor').first()).toBeVisible({ timeout: 120_000 })
      await expect(page.getByRole('button', { name: /Execute query/ })).toBeVisible()
      await expect(notLoaded(page)).toHaveCount(0)
    })
  }

  await test.step('table editor lists the seeded tables', async () => {
    await visit('Table editor')
    await expect(page.getByRole('link', { name: /customers/ }).first()).toBeVisible({ timeout: 120_000 })
    await expect(notLoaded(page)).toHaveCount(0)
  })

  await test.step('logs and their histogram (charts)', async () => {
    await visit('Logs')
    await expect(page.locator('.recharts-wrapper').first()).toBeVisible({ timeout: 120_000 })
    await expect(notLoaded(page)).toHaveCount(0)
  })
})
