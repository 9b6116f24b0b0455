// Edge Functions figures for `npm run bench`: how soon a list of 500 functions is painted after the
// list's answer arrives (budget 300 ms), and how fast a hello-world function answers on the mock's
// worker runtime, its first invocation (the worker starts: 300 ms) and later ones (the worker reused:
// 50 ms), on the Node mock server and on the in-browser mock (config mock: true, MSW and a Web Worker).
// Run alone: `npm run build && node test/bench/edge-functions.mjs`.
/* global window, document, localStorage, performance, MutationObserver, FormData, Blob -- page callbacks */
import { fileURLToPath } from 'node:url'

const REF = 'acmeblogprod01'
const LIST_SIZE = 500
const BUDGETS = { list: 300, first: 300, later: 50 }
const LATER_RUNS = 20
const HELLO = `Deno.serve(async (req: Request) => {
  const { name = 'world' }: { name?: string } = await req.json().catch(() => ({}))
  return Response.json({ message: \`Hello \${name}!\` })
})
`

export async function benchEdgeFunctions({ browser, origin, storageState, table }) {
  const rows = [await listPainted(browser, origin, storageState)]
  rows.push(...(await invocations(browser, origin, storageState, 'Node mock')))
  await fetch(`${origin}/__mock/config`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"mock":true}',
  })
  try {
    rows.push(...(await invocations(browser, origin, storageState, 'browser mock')))
  } finally {
    await fetch(`${origin}/__mock/config`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"mock":false}',
    })
  }
  console.log('\nEdge Functions\n')
  console.log(table([['', 'measured', 'budget', ''], ...rows]))
  return rows.some((row) => row[3] === 'OVER BUDGET') ? 1 : 0
}

const verdict = (ms, budget) => [`${Math.round(ms)} ms`, `${budget} ms`, ms <= budget ? 'ok' : 'OVER BUDGET']

/** 500 functions answered by the browser itself; from the answer's end to the last row painted. */
async function listPainted(browser, origin, storageState) {
  const context = await browser.newContext({ storageState })
  await context.addInitScript((size) => {
    new MutationObserver((_, observer) => {
      // The virtualized table says how many rows it has; painted once its first rows are in.
      const table = document.querySelector(`table[aria-label="Edge functions"][aria-rowcount="${size + 1}"]`)
      if (table && table.querySelector('tbody tr[aria-rowindex]')) {
        window.__listPaintedAt = performance.timeOrigin + performance.now()
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  }, LIST_SIZE)
  const page = await context.newPage()
  try {
    const now = Date.now()
    const list = Array.from({ length: LIST_SIZE }, (_, i) => ({
      id: `f${i}`,
      slug: `function-${i}`,
      name: `function-${i}`,
      status: 'ACTIVE',
      version: 1 + (i % 7),
      created_at: now - i * 60_000,
      updated_at: now - i * 30_000,
      verify_jwt: i % 2 === 0,
      import_map: false,
      entrypoint_path: 'index.ts',
    }))
    await page.route(`**/v1/projects/${REF}/functions`, (route) => route.fulfill({ json: list }))
    const answered = page.waitForResponse((r) => r.url().endsWith(`/v1/projects/${REF}/functions`), { timeout: 60_000 })
    await page.goto(`${origin}/dashboard/project/${REF}/functions`)
    const response = await answered
    await response.finished()
    const timing = response.request().timing()
    const answeredAt = timing.startTime + timing.responseEnd
    await page.waitForFunction(() => window.__listPaintedAt !== undefined, null, { timeout: 30_000 })
    const paintedAt = await page.evaluate(() => window.__listPaintedAt)
    return [
      `Functions list (${LIST_SIZE}) painted after the answer`,
      ...verdict(Math.max(0, paintedAt - answeredAt), BUDGETS.list),
    ]
  } finally {
    await context.close()
  }
}

/** Deploys hello world from the page (so the in-browser mock sees it too), then times its invocations. */
async function invocations(browser, origin, storageState, label) {
  const context = await browser.newContext({ storageState })
  const page = await context.newPage()
  try {
    await page.goto(`${origin}/dashboard/project/${REF}/functions`)
    await page.getByRole('heading', { name: 'Edge Functions', level: 1 }).waitFor({ timeout: 60_000 })
    const figures = await page.evaluate(
      async ({ ref, code, runs }) => {
        const session = JSON.parse(localStorage.getItem('dashboard-auth-session') ?? '{}')
        const form = new FormData()
        form.append('metadata', JSON.stringify({ name: 'bench-hello', entrypoint_path: 'index.ts', verify_jwt: false }))
        form.append('file', new Blob([code]), 'index.ts')
        const deployed = await fetch(`/v1/projects/${ref}/functions/deploy?slug=bench-hello`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${session.access_token}` },
          body: form,
        })
        if (!deployed.ok) throw new Error(`deploy answered ${deployed.status}: ${await deployed.text()}`)
        const invoke = async () => {
          const started = performance.now()
          const response = await fetch(`/project-api/${ref}/functions/v1/bench-hello`, {
            method: 'POST',
            body: '{"name":"bench"}',
          })
          const body = await response.json()
          if (body.message !== 'Hello bench!') throw new Error(`unexpected answer ${JSON.stringify(body)}`)
          return performance.now() - started
        }
        const first = await invoke()
        const later = []
        for (let i = 0; i < runs; i++) later.push(await invoke())
        later.sort((a, b) => a - b)
        return { first, later: later[Math.floor(later.length / 2)] }
      },
      { ref: REF, code: HELLO, runs: LATER_RUNS },
    )
    return [
      [`Hello world, first invocation (${label})`, ...verdict(figures.first, BUDGETS.first)],
      [`Hello world, later invocations, median of ${LATER_RUNS} (${label})`, ...verdict(figures.later, BUDGETS.later)],
    ]
  } finally {
    await context.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { tsImport } = await import('tsx/esm/api')
  const { chromium } = await import('playwright-core')
  const { startMockServer } = await tsImport('../support/mock-server.ts', import.meta.url)
  const server = await startMockServer({ port: 0 })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  let code = 1
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await page.request.post(`${server.url}/auth/v1/token?grant_type=password`, {
      data: { email: 'demo@example.com', password: 'demo-password-123' },
    })
    await page.goto(`${server.url}/dashboard/`)
    await page.evaluate((session) => localStorage.setItem('dashboard-auth-session', session), await response.text())
    const storageState = await context.storageState()
    await context.close()
    const table = (rows) => rows.map((row) => row.join('   ')).join('\n')
    code = await benchEdgeFunctions({ browser, origin: server.url, storageState, table })
  } finally {
    await browser.close()
    await server.close()
  }
  process.exit(code)
}
