import { createServer, type ViteDevServer } from 'vite'
import { DEMO, expect, test } from './support/fixtures'

// The console guard of ./support/fixtures.ts: any console error or warning, React warning or uncaught
// error fails the test. React's warnings exist only in development builds, so the last group runs the
// pages against the Vite dev server (mock: true, the platform mocked in the browser).

test.describe('the console guard', () => {
  test('fails a test whose page logs an error', async ({ page }) => {
    test.fail()
    await page.goto('/dashboard/sign-in')
    await page.evaluate(() => console.error('something broke'))
  })

  test('fails a test whose page throws', async ({ page }) => {
    test.fail()
    await page.goto('/dashboard/sign-in')
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('uncaught')
      }),
    )
    await expect.poll(() => page.evaluate(() => true)).toBe(true)
  })
})

test.describe('development build (React warnings on)', () => {
  // The first request compiles the app on demand: slow on a busy machine.
  test.describe.configure({ timeout: 180_000 })
  let server: ViteDevServer
  let origin: string

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await createServer({ server: { port: 0, strictPort: false }, logLevel: 'error', clearScreen: false })
    await server.listen()
    origin = server.resolvedUrls!.local[0]!.replace(/\/dashboard\/?$/, '').replace(/\/$/, '')
  })
  test.afterAll(async () => {
    await server?.close()
  })

  test('sign-in, organizations and an organization page log nothing', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto(`${origin}/dashboard/sign-in`)
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible({ timeout: 60_000 })
    await page.getByRole('link', { name: 'Northwind Labs' }).first().click()
    await expect(page.getByRole('heading', { name: 'Northwind Labs' })).toBeVisible({ timeout: 30_000 })
    expect(requested).toContain('/dashboard/config.json')
    expect(requested.filter((path) => path.startsWith('/dashboard/dashboard/'))).toEqual([])
  })

  // Issue 32 item 18: React's nesting errors (p > div, p > pre) on the pages that had them: the
  // extension dialog, the user drawer, the functions page's empty state. The guard fails on any.
  test('the extension dialog, the user drawer and the functions empty state log nothing', async ({ page }) => {
    await page.goto(`${origin}/dashboard/sign-in`)
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible({ timeout: 60_000 })
    await page.goto(`${origin}/dashboard/project/northwindshop1/database/extensions`)
    await page.getByRole('button', { name: 'Disable plpgsql' }).click({ timeout: 90_000 })
    const dialog = page.getByRole('dialog', { name: 'Disable plpgsql' })
    await expect(dialog.getByLabel('SQL to run')).toBeVisible({ timeout: 30_000 })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()

    const sidebar = page.getByRole('navigation', { name: 'Project navigation' })
    await sidebar.getByRole('link', { name: 'Users', exact: true }).click()
    await page.getByRole('button', { name: /^Open user / }).first().click({ timeout: 60_000 })
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByTestId('user-metadata')).toBeVisible({ timeout: 30_000 })
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    await sidebar.getByRole('link', { name: 'Edge Functions', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Deploy your first function' })).toBeVisible({ timeout: 60_000 })
  })
})
