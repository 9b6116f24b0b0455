// npm run bench: what a production user downloads and waits for on the first screen.
//
// Serves dist/ with the mocked platform over HTTP from Node (test/support/mock-server.ts, gzip on,
// config `mock: false`, so no MSW code reaches the page), signs in to the mock in headless Chromium,
// then loads /dashboard/organizations RUNS times cold (new browser context, HTTP cache disabled,
// the session already in localStorage) and prints the median of each figure beside its budget.
// Exits 1 when a budget is exceeded. Env: BENCH_RUNS (5), BENCH_LATENCY_MS (mock latency, 0),
// CHROMIUM_PATH (/usr/bin/chromium), E2E_DIST (the build to serve, dist/), BENCH_TABLE_EDITOR=0 (skip the
// table editor's figures, test/bench/table-editor.mjs, on the embedded Postgres and, where PostgreSQL 15,
// nginx and postgres-meta are installed, on a throwaway PostgreSQL 15), BENCH_EDITOR_RUNS (3), BENCH_ONLY=first-screen
// (the first screen's figures only, with its largest files listed), BENCH_ONLY=sql-editor (the SQL
// editor's figures only), BENCH_ONLY=sql-editor-first-query (its first query on the browser's PGlite only), BENCH_ONLY=sql-editor-results
// (its figures without that first query), BENCH_ONLY=sql-editor-big (its 100,000-row result only), BENCH_ONLY=sql-editor-js (its route's JS only;
// BENCH_ROUTE_FILES=1 lists the files), BENCH_ONLY=sql-editor-chart (its 100,000-row result as a chart only), BENCH_ONLY=logs (the
// logs explorer's figures only), BENCH_ONLY=schema-visualizer or BENCH_ONLY=database-tables (the Database
// section's figures only), BENCH_ONLY=table-editor (the table editor's figures alone, mock and PostgreSQL 15),
// BENCH_ONLY=auth-users (the Auth users page, mock and PostgreSQL 15), BENCH_ONLY=reports (the database report),
// BENCH_ONLY=policy-check (the policy check with 10 policies, mock and PostgreSQL 15),
// BENCH_ONLY=gateway-projects (select 1 through the gateway with several projects beside the single-project one),
// BENCH_ONLY=realtime (the Realtime inspector under a burst of 1,000 messages a second, test/bench/realtime.mjs),
// BENCH_ONLY=routes (every project page's route change, first visit and warm, test/bench/route-changes.mjs)
// or BENCH_ONLY=floor (the cold loads beside the same-stack floor app only,
// test/bench/floor.mjs: BENCH_PAIRS (15), FLOOR_SOURCE, BENCH_FLOOR=0 skips them).
/* global window, document, localStorage, performance, MutationObserver -- used in page callbacks */
import { tsImport } from 'tsx/esm/api'
import { chromium } from 'playwright-core'
import { benchFloor, buildFloor } from './floor.mjs'
import { benchTableEditor, benchTableEditorPostgres } from './table-editor.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0)
const KB = 1024
const BUDGETS = { js: 200 * KB, css: 40 * KB }
const DEMO = { email: 'demo@example.com', password: 'demo-password-123' }
const ORG_LIST = '[data-testid="organization-list"]'
const TIMEOUT_MS = 30_000

const { startMockServer } = await tsImport('../support/mock-server.ts', import.meta.url)
const { SESSION_STORAGE_KEY } = await tsImport('../../src/features/auth/session-store.ts', import.meta.url)

const only = process.env.BENCH_ONLY ?? ''
// The same-stack floor app (test/bench/floor.mjs), served by a second instance of the same server.
const withFloor = ['', 'first-screen', 'floor'].includes(only) && process.env.BENCH_FLOOR !== '0'
const floorServer = withFloor ? await startMockServer({ config: { mock: false }, distDir: buildFloor() }) : undefined
const server = await startMockServer({
  config: { mock: false },
  latency: LATENCY_MS,
  ...(process.env.E2E_DIST ? { distDir: process.env.E2E_DIST } : {}),
})
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})

let exitCode = 0
try {
  const config = await (await fetch(`${server.url}/dashboard/config.json`)).json()
  if (config.mock !== false) throw new Error('The served config.json must have mock: false')
  const apiPrefixes = [`${config.apiUrl.replace(/\/platform\/?$/, '')}/platform/`, `${config.authUrl}/`]
  const isApi = (url) => apiPrefixes.some((prefix) => url.startsWith(prefix))

  const storageState = await signIn(server.url)
  if (only === 'floor') {
    if ((await floorFigures(storageState)) !== 0) exitCode = 1
  } else if (only.startsWith('sql-editor')) {
    exitCode = await sqlEditorFigures(server.url, storageState, {
      firstQueryOnly: only === 'sql-editor-first-query',
      resultsOnly: only === 'sql-editor-results',
      bigResultOnly: only === 'sql-editor-big',
      routeJsOnly: only === 'sql-editor-js',
      chartOnly: only === 'sql-editor-chart',
    })
  } else if (only === 'realtime') {
    if ((await (await import('./realtime.mjs')).benchRealtime({ browser, origin: server.url, apiBase: config.apiUrl.replace(/\/platform\/?$/, ''), authUrl: config.authUrl, demo: DEMO, storageState, table })) !== 0) exitCode = 1
  } else if (only === 'reports') {
    if ((await (await import('./reports.mjs')).benchReports({ browser, origin: server.url, apiUrl: config.apiUrl, authUrl: config.authUrl, demo: DEMO, storageState, table })) !== 0) exitCode = 1
  } else if (only === 'auth-users') {
    if ((await (await import('./auth-users.mjs')).printAuthUsers({ browser, origin: server.url, apiBase: config.apiUrl.replace(/\/platform\/?$/, ''), authUrl: config.authUrl, demo: DEMO, storageState, table })) !== 0) exitCode = 1
  } else if (only === 'table-editor') {
    // The table editor's figures alone (mock, then PostgreSQL 15 where installed); one cold load first for
    // the first screen's JS, which the editor route's figure is counted beyond.
    const firstScreen = await coldLoad(server.url, storageState, isApi)
    const tableEditor = await benchTableEditor({ browser, origin: server.url, apiBase: config.apiUrl.replace(/\/platform\/?$/, ''), authUrl: config.authUrl, demo: DEMO, storageState, firstScreenJs: firstScreen.js })
    console.log('\nTable editor\n')
    console.log(table([['', 'measured', 'budget', ''], ...tableEditor.rows]))
    const onPostgres = await benchTableEditorPostgres({ browser })
    if (onPostgres.skipped) console.log(`\nTable editor on PostgreSQL 15: skipped (${onPostgres.skipped})`)
    else console.log(`\nTable editor on PostgreSQL 15\n\n${table([['', 'measured', 'budget', ''], ...onPostgres.rows])}`)
    if (tableEditor.over || onPostgres.over) exitCode = 1
  } else if (only === 'routes') {
    if ((await routeFigures(storageState)) !== 0) exitCode = 1
  } else if (only === 'schema-visualizer') {
    if ((await (await import('./schema-visualizer.mjs')).benchSchemaVisualizer({ browser, origin: server.url, apiUrl: config.apiUrl, authUrl: config.authUrl, demo: DEMO, storageState, table })) !== 0) exitCode = 1
  } else if (only === 'database-tables') {
    if ((await import('./database-tables.mjs').then((m) => m.printDatabaseTables({ browser, origin: server.url, apiBase: config.apiUrl.replace(/\/platform\/?$/, ''), authUrl: config.authUrl, demo: DEMO, storageState, table }))) !== 0) exitCode = 1
  } else if (only === 'gateway-projects') {
    if ((await (await import('./gateway-projects.mjs')).benchGatewayProjects({ table })) !== 0) exitCode = 1
  } else if (only === 'policy-check') {
    if ((await (await import('./policy-check.mjs')).benchPolicyCheck({ apiBase: config.apiUrl.replace(/\/platform\/?$/, ''), authUrl: config.authUrl, demo: DEMO, table })) !== 0) exitCode = 1
  } else if (only === 'logs') {
    const { benchLogs } = await import('./logs.mjs')
    const logRows = await benchLogs({ browser, origin: server.url, storageState })
    console.log('\nLogs explorer\n')
    console.log(table([['', 'measured', 'budget', ''], ...logRows]))
    if (logRows.some((row) => row[3] === 'OVER BUDGET')) exitCode = 1
  } else {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const run = await coldLoad(server.url, storageState, isApi)
      runs.push(run)
      console.log(
        `run ${i + 1}: JS ${kb(run.js)}, CSS ${kb(run.css)}, list visible ${Math.round(run.visibleMs)} ms, ` +
          `API round trips ${run.roundTrips} (${run.apiCalls} API calls)`,
      )
    }

    const median = (pick) => {
      const sorted = runs.map(pick).sort((a, b) => a - b)
      const middle = Math.floor(sorted.length / 2)
      return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
    const js = median((run) => run.js)
    const css = median((run) => run.css)
    const rows = [
      ['JS transferred (gzip)', kb(js), kb(BUDGETS.js), js <= BUDGETS.js ? 'ok' : 'OVER BUDGET'],
      ['CSS transferred (gzip)', kb(css), kb(BUDGETS.css), css <= BUDGETS.css ? 'ok' : 'OVER BUDGET'],
      ['Organization list visible', `${Math.round(median((run) => run.visibleMs))} ms`, '-', ''],
      ['Sequential API round trips', String(median((run) => run.roundTrips)), '-', ''],
    ]
    console.log(`\n/dashboard/organizations, median of ${RUNS} cold loads (mock latency ${LATENCY_MS} ms)\n`)
    console.log(table([['', 'measured', 'budget', ''], ...rows]))
    if (runs.some((run) => run.uncompressed.length > 0)) {
      console.warn(
        `\nwarning: sent without compression: ${[...new Set(runs.flatMap((run) => run.uncompressed))].join(', ')}`,
      )
    }
    const firstScreenOnly = process.env.BENCH_ONLY === 'first-screen'
    if (firstScreenOnly) printLargestFiles(runs[0].files)
    if (withFloor && (await floorFigures(storageState)) !== 0) exitCode = 1
    // The SQL editor's figures (issue 13), in test/bench/sql-editor.mjs.
    if (!firstScreenOnly) {
      // Route changes first, on the demo project as a user meets it: the benches below seed its database
      // with a million rows and thousands of tables, which every database page then reads.
      if ((await routeFigures(storageState)) !== 0) exitCode = 1
      if ((await sqlEditorFigures(server.url, storageState)) !== 0) exitCode = 1
      if (process.env.BENCH_TABLE_EDITOR !== '0') {
        const tableEditor = await benchTableEditor({
          browser,
          origin: server.url,
          apiBase: config.apiUrl.replace(/\/platform\/?$/, ''),
          authUrl: config.authUrl,
          demo: DEMO,
          storageState,
          firstScreenJs: js,
        })
        console.log('\nTable editor\n')
        console.log(table([['', 'measured', 'budget', ''], ...tableEditor.rows]))
        if (tableEditor.over) exitCode = 1
        // The same on real PostgreSQL 15 when this machine has it (skipped with a note otherwise).
        const onPostgres = await benchTableEditorPostgres({ browser })
        if (onPostgres.skipped) console.log(`\nTable editor on PostgreSQL 15: skipped (${onPostgres.skipped})`)
        else {
          console.log('\nTable editor on PostgreSQL 15\n')
          console.log(table([['', 'measured', 'budget', ''], ...onPostgres.rows]))
          if (onPostgres.over) exitCode = 1
        }
      }
      if ((await import('./database-tables.mjs').then((m) => m.printDatabaseTables({ browser, origin: server.url, apiBase: config.apiUrl.replace(/\/platform\/?$/, ''), authUrl: config.authUrl, demo: DEMO, storageState, table }))) !== 0) exitCode = 1
      const { benchLogs } = await import('./logs.mjs')
      const logRows = await benchLogs({ browser, origin: server.url, storageState })
      console.log('\nLogs explorer\n')
      console.log(table([['', 'measured', 'budget', ''], ...logRows]))
      if (logRows.some((row) => row[3] === 'OVER BUDGET')) exitCode = 1
      if ((await (await import('./schema-visualizer.mjs')).benchSchemaVisualizer({ browser, origin: server.url, apiUrl: config.apiUrl, authUrl: config.authUrl, demo: DEMO, storageState, table })) !== 0) exitCode = 1
      if ((await (await import('./edge-functions.mjs')).benchEdgeFunctions({ browser, origin: server.url, storageState, table })) !== 0) exitCode = 1
      if ((await (await import('./reports.mjs')).benchReports({ browser, origin: server.url, apiUrl: config.apiUrl, authUrl: config.authUrl, demo: DEMO, storageState, table })) !== 0) exitCode = 1
      if ((await (await import('./auth-users.mjs')).printAuthUsers({ browser, origin: server.url, apiBase: config.apiUrl.replace(/\/platform\/?$/, ''), authUrl: config.authUrl, demo: DEMO, storageState, table })) !== 0) exitCode = 1
      if ((await (await import('./policy-check.mjs')).benchPolicyCheck({ apiBase: config.apiUrl.replace(/\/platform\/?$/, ''), authUrl: config.authUrl, demo: DEMO, table })) !== 0) exitCode = 1
      if ((await (await import('./gateway-projects.mjs')).benchGatewayProjects({ table })) !== 0) exitCode = 1
      if ((await (await import('./realtime.mjs')).benchRealtime({ browser, origin: server.url, apiBase: config.apiUrl.replace(/\/platform\/?$/, ''), authUrl: config.authUrl, demo: DEMO, storageState, table })) !== 0) exitCode = 1
    }
    if (js > BUDGETS.js || css > BUDGETS.css) {
      exitCode = 1
      if (!firstScreenOnly) printLargestFiles(runs[0].files)
    }
  }
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await browser.close()
  await server.close()
  await floorServer?.close()
}
process.exit(exitCode)

/** Prints every project page's route change, first visit and warm (test/bench/route-changes.mjs, issue 26 item 5). */
async function routeFigures(storageState) {
  const { benchRouteChanges } = await import('./route-changes.mjs')
  const routes = await benchRouteChanges({ browser, origin: server.url, storageState })
  console.log(`\nRoute changes: every project page from a click in the sidebar (mock latency ${LATENCY_MS} ms)\n`)
  console.log(table(routes.rows))
  return routes.over ? 1 : 0
}

/** Prints the cold loads beside the floor app's (issue 26 item 1); answers the exit code. */
async function floorFigures(storageState) {
  const session = await demoSession(server.url)
  const organizations = await (
    await fetch(`${server.url}/platform/organizations`, { headers: { Authorization: `Bearer ${session.access_token}` } })
  ).json()
  const [firstOrganization] = organizations.map((organization) => organization.name).sort((a, b) => a.localeCompare(b))
  const rows = await benchFloor({
    browser,
    projectOrigin: server.url,
    floorOrigin: floorServer.url,
    storageState,
    accessToken: session.access_token,
    firstOrganization,
    targets: [
      {
        label: 'Cold load /organizations',
        path: '/dashboard/organizations',
        mark: `//*[@data-testid="organization-list"]//a[@href]`,
        budget: 1.0,
      },
      {
        label: 'Deep link /project/{ref}/sql/new (editor shown)',
        path: '/dashboard/project/northwindshop1/sql/new',
        mark: `//*[contains(concat(" ", @class, " "), " cm-content ")]`,
        budget: 1.3,
      },
    ],
  })
  console.log('\nCold loads beside the floor app (80 ms RTT, 10 Mbit/s, HTTP/1.1 + gzip, cache off)\n')
  console.log(table([['', 'measured', 'budget', ''], ...rows]))
  return rows.some((row) => row[3] === 'OVER BUDGET') ? 1 : 0
}

async function demoSession(origin) {
  const response = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  })
  return response.json()
}

/** Prints the SQL editor's figures (test/bench/sql-editor.mjs); answers the exit code. */
async function sqlEditorFigures(origin, storageState, options = {}) {
  const { benchSqlEditor } = await import('./sql-editor.mjs')
  const editor = await benchSqlEditor({
    browser,
    origin,
    httpServer: server.httpServer,
    storageState,
    query: await platformQuery(origin),
    setMockConfig: (body) =>
      fetch(`${origin}/__mock/config`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    kb,
    ...options,
  })
  console.log('\nSQL editor\n')
  console.log(table([['', 'measured', 'budget', ''], ...editor.rows]))
  return editor.over ? 1 : 0
}

/** Runs SQL on a mocked project's database as the demo user (setup for the SQL editor figures). */
async function platformQuery(origin) {
  const session = await (
    await fetch(`${origin}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO),
    })
  ).json()
  return async (sql, ref = 'northwindshop1') => {
    const response = await fetch(`${origin}/platform/pg-meta/${ref}/query`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${session.access_token}`,
        'x-connection-encrypted': 'postgresql://bench',
      },
      body: JSON.stringify({ query: sql }),
    })
    if (!response.ok) throw new Error(`${sql.slice(0, 40)}… answered ${response.status}: ${await response.text()}`)
    return response.json()
  }
}

function printLargestFiles(files) {
  console.log(`\nLargest files of the first screen (gzip), ${files.length} in all:`)
  for (const file of [...files].sort((a, b) => b.bytes - a.bytes).slice(0, Number(process.env.BENCH_LIST ?? 15))) {
    console.log(`  ${kb(file.bytes).padStart(9)}  ${file.path}`)
  }
}

/** Signs in to the mock through the sign-in form; returns the browser storage holding the session. */
async function signIn(origin) {
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    await page.goto(`${origin}/dashboard/sign-in`)
    const email = page.getByRole('textbox', { name: 'Email' })
    const formShown = await email.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    )
    if (formShown) {
      await email.fill(DEMO.email)
      await page.locator('input[type="password"]').first().fill(DEMO.password)
      await page.getByRole('button', { name: /^sign in$/i }).click()
      await page.waitForFunction((key) => localStorage.getItem(key) !== null, SESSION_STORAGE_KEY, {
        timeout: TIMEOUT_MS,
      })
    } else {
      // No sign-in form (yet): the same call it makes, from the browser, stored where the app keeps it.
      console.warn('warning: no sign-in form found; signing in through the auth API instead')
      const response = await page.request.post(`${origin}/auth/v1/token?grant_type=password`, { data: DEMO })
      if (!response.ok()) throw new Error(`Sign-in failed: HTTP ${response.status()}`)
      const session = await response.text()
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_STORAGE_KEY, session])
    }
    return await context.storageState()
  } finally {
    await context.close()
  }
}

async function coldLoad(origin, storageState, isApi) {
  const context = await browser.newContext({ storageState })
  // The moment the first organization link is laid out, on the page's clock (ms since navigation).
  await context.addInitScript((selector) => {
    const check = () => {
      const link = document.querySelector(`${selector} a[href]`)
      const box = link?.getBoundingClientRect()
      if (box && box.width > 0 && box.height > 0) {
        window.__orgListVisibleAt = performance.now()
        observer.disconnect()
      }
    }
    const observer = new MutationObserver(check)
    observer.observe(document, { childList: true, subtree: true, attributes: true })
  }, ORG_LIST)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })

  const requests = new Map() // request -> settled (finished or failed)
  page.on('request', (request) => requests.set(request, false))
  const settle = (request) => requests.set(request, true)
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)

  try {
    await page.goto(`${origin}/dashboard/organizations`)
    await page.locator(ORG_LIST).getByRole('link', { name: /.+/ }).first().waitFor({ timeout: TIMEOUT_MS })
    await page.waitForFunction(() => window.__orgListVisibleAt !== undefined, null, { timeout: TIMEOUT_MS })
    const { visibleMs, visibleAt } = await page.evaluate(() => ({
      visibleMs: window.__orgListVisibleAt,
      visibleAt: performance.timeOrigin + window.__orgListVisibleAt,
    }))
    // Let the requests already under way when the list appeared finish (their sizes count).
    const underWay = [...requests.keys()]
    for (let waited = 0; waited < 5_000 && underWay.some((request) => !requests.get(request)); waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }

    let js = 0
    let css = 0
    const uncompressed = []
    const files = []
    const api = []
    for (const request of underWay.filter((request) => requests.get(request))) {
      const timing = request.timing()
      if (timing.startTime > visibleAt) continue
      const response = await request.response()
      if (!response) continue
      const type = response.headers()['content-type'] ?? ''
      const { responseBodySize } = await request.sizes()
      const isScript = /javascript/.test(type)
      if (isScript) js += responseBodySize
      if (/text\/css/.test(type)) css += responseBodySize
      if (isScript || /text\/css/.test(type))
        files.push({ path: new URL(request.url()).pathname, bytes: responseBodySize })
      if ((isScript || /text\/css/.test(type)) && !response.headers()['content-encoding'] && responseBodySize > 1024) {
        uncompressed.push(new URL(request.url()).pathname)
      }
      if (isApi(request.url())) {
        api.push({ start: timing.startTime, end: timing.startTime + Math.max(timing.responseEnd, 0) })
      }
    }
    return { js, css, visibleMs, roundTrips: chainDepth(api), apiCalls: api.length, uncompressed, files }
  } finally {
    await context.close()
  }
}

/**
 * The number of API round trips the page waited for one after the other: the longest chain of
 * API requests in which each one started only after the previous one had finished. A request's
 * depth is 1 + the greatest depth among the requests that ended before it started; requests
 * running side by side share a depth. With no dependency information in the browser, this reads
 * "started after X ended" as "waited for X", so it is an upper bound of the real waterfall, and
 * it is exact when the app issues each wave of calls together.
 */
function chainDepth(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start)
  const depth = []
  sorted.forEach((request, i) => {
    let before = 0
    for (let j = 0; j < i; j++) if (sorted[j].end <= request.start) before = Math.max(before, depth[j])
    depth[i] = before + 1
  })
  return Math.max(0, ...depth)
}

function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`
}

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('   '),
    )
    .join('\n')
}
