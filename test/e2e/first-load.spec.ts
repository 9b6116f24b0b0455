import { expect, signIn, test } from './support/fixtures'

// Issue 17 item 4b: what the first HTML tells the browser, and the sign of progress on a slow navigation.
// Issue 26 item 1: the first screen's JS comes in at most 4 files (build-tools/first-screen-chunks.ts).

test('the first HTML preloads config.json and every script of the organization list, at most 4 files', async ({ page }) => {
  await signIn(page)
  const html = await (await page.request.get('/dashboard/organizations')).text()
  expect(html).toContain('<link rel="preload" href="/dashboard/config.json" as="fetch" crossorigin="anonymous"')
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1])

  // Every script the organization list needs is known to the HTML: no second wave after the app boots.
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/dashboard/organizations')
  await expect(page.getByTestId('organization-list').getByRole('link', { name: 'Northwind Labs' })).toBeVisible()
  // The app's entry and the early script (src/app/boot/early-requests.ts).
  const inHtml = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((m) => m[1])
  expect(inHtml).toHaveLength(2)
  const late = scripts.filter((path) => !inHtml.includes(path) && !preloaded.includes(path))
  expect(late).toEqual([])
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.length, scripts.join(', ')).toBeLessThanOrEqual(4)
})

test('the first calls start before the app’s entry has arrived, each sent once', async ({ page }) => {
  await signIn(page)
  const html = await (await page.request.get('/dashboard/project/northwindshop1/sql/new')).text()
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1]
  expect(entry).toBeTruthy()
  const calls: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/platform/')) calls.push(`${request.method()} ${pathname}`)
  })
  // The entry is held until the guards' last calls went out: only the early script can have sent them.
  const sent = Promise.all([
    page.waitForRequest((request) => request.url().endsWith('/platform/organizations')),
    page.waitForRequest((request) => request.url().endsWith('/platform/projects/northwindshop1')),
  ])
  await page.route(`**${entry}`, async (route) => {
    await sent
    await route.continue()
  })
  const profile = page.waitForRequest((request) => request.url().endsWith('/platform/profile'))
  await page.goto('/dashboard/project/northwindshop1/sql/new')
  expect((await profile).headers()['version']).toBe('2')
  expect((await profile).headers()['authorization']).toMatch(/^Bearer /)
  await expect(page.getByRole('textbox', { name: 'SQL query' })).toBeVisible()
  for (const call of ['GET /platform/profile', 'GET /platform/profile/permissions', 'GET /platform/projects', 'GET /platform/organizations', 'GET /platform/projects/northwindshop1'])
    expect(calls.filter((c) => c === call), call).toHaveLength(1)
  expect(calls.indexOf('GET /platform/organizations')).toBeGreaterThan(calls.indexOf('GET /platform/profile'))
})

test('a navigation that waits for the next page shows the progress bar and keeps the old page', async ({ page }) => {
  await signIn(page)
  await page.goto('/dashboard/organizations')
  const list = page.getByTestId('organization-list')
  await expect(list.getByRole('link', { name: 'Northwind Labs' })).toBeVisible()

  // The next page's code is slow to come: held until the bar has been seen.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/dashboard/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  await list.getByRole('link', { name: 'Northwind Labs' }).click()
  // Both at once, checked in the page on every frame: the router shows its pending page after a second, and
  // two round trips from the test to the page can take that long on a loaded machine.
  await page.waitForFunction(
    () =>
      document.querySelector('[role="progressbar"][aria-label="Loading page"]')?.checkVisibility() &&
      document.querySelector('[data-testid="organization-list"]')?.checkVisibility(),
    null,
    { polling: 'raf' },
  )
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Labs' })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0)
})

test("an open project fetches the other pages' files in idle moments, without running them; a page opened later fetches none again", async ({ page }) => {
  await signIn(page)
  const html = await (await page.request.get('/dashboard/project/northwindshop1')).text()
  const block = html.match(/<script type="application\/json" id="dashboard-route-chunks">([\s\S]*?)<\/script>/)?.[1]
  expect(block).toBeTruthy()
  const list = JSON.parse(block!) as { files: string[]; routes: [string, number[]][] }
  const reportFiles = list.routes
    .filter(([pattern]) => new RegExp(pattern).test('/project/northwindshop1/reports/database'))
    .flatMap(([, indices]) => indices.map((index) => `/dashboard/${list.files[index]}`))
  const reportScripts = [...new Set(reportFiles.filter((file) => file.endsWith('.js')))]
  // Its page, its loader's reads and its charts' code (staticData.preloadChunks).
  expect(reportScripts.length).toBeGreaterThan(3)

  const requested = new Map<string, number>()
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    requested.set(pathname, (requested.get(pathname) ?? 0) + 1)
  })
  await page.goto('/dashboard/project/northwindshop1')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Fetched while the user stays on the project's home page, by low-priority modulepreload links: the
  // browser fetches and parses such a script, and runs it only when the page that needs it imports it.
  await expect.poll(() => reportScripts.filter((file) => !requested.has(file)), { timeout: 30_000 }).toEqual([])
  const linked = await page.evaluate(
    (files) => files.filter((file) => document.querySelector(`link[rel="modulepreload"][fetchpriority="low"][href="${file}"]`)),
    reportScripts,
  )
  expect(linked.length).toBeGreaterThan(0)

  await page.getByRole('navigation', { name: 'Project navigation' }).getByRole('link', { name: 'Database report', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Database report' })).toBeVisible()
  await expect(page.locator('[data-report-chart]').first()).toBeVisible()
  for (const file of reportScripts) expect(requested.get(file), file).toBe(1)
})
