// Route changes (issue 26 item 5), for `npm run bench` (BENCH_ONLY=routes): every page of a project's
// navigation (src/features/projects/sections.ts, as the sidebar shows them) opened by a click on its
// sidebar link, first in a new browser context (the page's code and data not loaded yet: "first visit"),
// then once more after all of them ("warm"). Per page, from the click:
// - progress: the pending bar, a loader, a skeleton or a "Loading…" text in the page, or the content
//   itself (budget 100 ms);
// - content: the page's own h1 shown with nothing in the page still loading (budget 500 ms).
// BENCH_ROUTES_TRACE=1 lists each page's requests (start after the click, duration) and what it waited for
// when; BENCH_ROUTES_PAGES (comma-separated sidebar labels) measures those pages only.
// The mock answers over HTTP (test/support/mock-server.ts, latency BENCH_LATENCY_MS) from the built app; its
// embedded databases are started before the first click.
/* global window, document, performance, MutationObserver, requestAnimationFrame, URLSearchParams -- page callbacks; URLSearchParams in Node */
import { tsImport } from 'tsx/esm/api'

export const ROUTE_BUDGETS = { progressMs: 100, contentMs: 500 }
const ORG = 'acme-hobby'
const REF = 'acmeblogprod01'
const DEMO = { email: 'demo@example.com', password: 'demo-password-123' }
const PAGE_TIMEOUT_MS = 15_000

/** Installs the page-side timer: armed before a click, it records progress and content from that click. */
function installTracker() {
  const LOADING_TEXT = /Loading[^.…<>]{0,80}(…|\.\.\.)/
  const busySelector = [
    '.mantine-Loader-root',
    '.mantine-Skeleton-root[data-visible]',
    '[role="status"][aria-label^="Loading"]',
    '[aria-busy="true"]',
  ].join(',')
  window.__route = {
    arm() {
      const state = { before: new Set(document.querySelectorAll('main h1')), start: undefined, progress: undefined, content: undefined, waiting: '', log: [] }
      window.__routeState = state
      document.addEventListener('click', () => (state.start ??= performance.now()), { capture: true, once: true })
      const check = () => {
        if (state.start === undefined || state.content !== undefined) return
        const now = performance.now()
        const main = document.querySelector('main')
        const pending = document.querySelector('[role="progressbar"][aria-label="Loading page"]')
        const busy = main && [...main.querySelectorAll(busySelector)].find((el) => el.checkVisibility())
        const loadingText = main && LOADING_TEXT.exec(main.textContent ?? '')
        const h1 = main && [...main.querySelectorAll('h1')].find((el) => !state.before.has(el) && el.checkVisibility())
        const ready = Boolean(h1) && !pending && !busy && !loadingText
        if (state.progress === undefined && (pending || busy || loadingText || ready)) state.progress = now - state.start
        if (ready) {
          state.content = now - state.start
          observer.disconnect()
        } else {
          const waiting = pending ? 'pending bar' : busy ? `busy: ${busy.getAttribute('aria-label') ?? busy.className.split(' ')[0]}` : loadingText ? loadingText[0] : 'no new h1'
          if (waiting !== state.waiting) state.log.push(`${Math.round(now - state.start)} ms: ${waiting}`)
          state.waiting = waiting
        }
      }
      const observer = new MutationObserver(check)
      observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
      // A frame after each change too: visibility can change without a mutation (a stylesheet arriving).
      const tick = () => {
        check()
        if (state.content === undefined) requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    },
  }
}

const TRACE = process.env.BENCH_ROUTES_TRACE === '1'
// BENCH_ROUTES_PAGES='Logs,Security advisor': those pages only (after the project home), to look at one page.
const PAGES = process.env.BENCH_ROUTES_PAGES?.split(',').map((label) => label.trim())

async function measureClick(page, link, name) {
  await page.evaluate(() => window.__route.arm())
  const clicked = Date.now()
  const trace = []
  const onFinished = (request) => {
    const timing = request.timing()
    const url = new URL(request.url())
    const body = request.postData() ?? ''
    const start = timing.startTime - clicked
    trace.push(`    ${String(Math.round(start)).padStart(6)} +${String(Math.round(timing.responseEnd)).padStart(5)} ms  ${url.pathname.replace(/^.*\/assets\//, 'assets/')}${body ? ` ${body.slice(0, 90).replace(/\s+/g, ' ')}` : ''}`)
  }
  if (TRACE) page.on('requestfinished', onFinished)
  await link.click()
  try {
    await page.waitForFunction(() => window.__routeState.content !== undefined, null, { timeout: PAGE_TIMEOUT_MS })
  } catch {
    // Reported as over budget with what the page was still waiting for.
  }
  const state = await page.evaluate(() => ({ progress: window.__routeState.progress, content: window.__routeState.content, waiting: window.__routeState.waiting, log: window.__routeState.log }))
  // The pointer off the sidebar: what it rests on would be preloaded (hover intent) during the next page.
  await page.mouse.move(1270, 790)
  // Let the page's trailing requests end before the next click (they are not the next page's cost).
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined)
  if (TRACE) {
    page.off('requestfinished', onFinished)
    console.log(`${name}: progress ${Math.round(state.progress ?? -1)} ms, content ${Math.round(state.content ?? -1)} ms\n    waiting from ${state.log.join(', from ')}\n${trace.join('\n')}`)
  }
  return state
}

/** The sidebar's entries as a user of the hosted platform sees them. */
async function navigation() {
  const { PROJECT_SECTIONS } = await tsImport('../../src/features/projects/sections.ts', import.meta.url)
  return PROJECT_SECTIONS.filter((section) => section.id === 'overview' || !PAGES || PAGES.includes(section.label)).map((section) => ({ id: section.id, label: section.label }))
}

/**
 * Starts the mock server's own embedded databases (the project's and the log events') before measuring:
 * their first start takes seconds in Node and is the mock's cost, not a route change's.
 */
async function warmMock(origin) {
  const token = (await (await fetch(`${origin}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO) })).json()).access_token
  const headers = { authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'x-connection-encrypted': 'postgresql://bench' }
  await fetch(`${origin}/platform/pg-meta/${REF}/query`, { method: 'POST', headers, body: JSON.stringify({ query: 'select 1' }) })
  const logs = new URLSearchParams({ sql: 'select id from edge_logs limit 1', iso_timestamp_start: new Date(Date.now() - 3600_000).toISOString(), iso_timestamp_end: new Date().toISOString() })
  await fetch(`${origin}/platform/projects/${REF}/analytics/endpoints/logs.all?${logs}`, { headers })
}

export async function benchRouteChanges({ browser, origin, storageState }) {
  const sections = await navigation()
  await warmMock(origin)
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } })
  await context.addInitScript(installTracker)
  const page = await context.newPage()
  const results = new Map(sections.map((section) => [section.id, {}]))
  try {
    // Project home first: from the organization's page (the project's code not loaded yet).
    await page.goto(`${origin}/dashboard/org/${ORG}`)
    const projectLink = page.getByRole('main').getByRole('link', { name: /Blog/ }).first()
    await projectLink.waitFor({ timeout: 60_000 })
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
    results.get('overview').first = await measureClick(page, projectLink, 'Project home')
    const nav = page.getByRole('navigation', { name: 'Project navigation' })
    const sidebarLink = (label) => nav.getByRole('link', { name: label, exact: true })
    for (const pass of ['first', 'warm']) {
      for (const section of sections) {
        if (pass === 'first' && section.id === 'overview') continue
        const link = sidebarLink(section.label)
        // The sidebar may still be arriving after the previous page's content (its own lazy chunk).
        if (!(await link.waitFor({ timeout: 30_000 }).then(() => true, () => false))) {
          results.get(section.id)[pass] = { missing: true }
          continue
        }
        results.get(section.id)[pass] = await measureClick(page, link, `${section.label} (${pass})`)
      }
    }
  } finally {
    await context.close()
  }

  const ms = (value) => (value === undefined ? `>${PAGE_TIMEOUT_MS}` : `${Math.round(value)} ms`)
  let over = false
  const rows = []
  const worst = { first: { progress: 0, content: 0 }, warm: { progress: 0, content: 0 } }
  for (const section of sections) {
    const result = results.get(section.id)
    if (result.first?.missing) {
      rows.push([section.label, '-', '-', '-', '-', 'not in the sidebar'])
      continue
    }
    const notes = []
    const cells = []
    for (const pass of ['first', 'warm']) {
      const { progress, content, waiting } = result[pass] ?? {}
      const progressOk = progress !== undefined && progress <= ROUTE_BUDGETS.progressMs
      const contentOk = content !== undefined && content <= ROUTE_BUDGETS.contentMs
      worst[pass].progress = Math.max(worst[pass].progress, progress ?? Infinity)
      worst[pass].content = Math.max(worst[pass].content, content ?? Infinity)
      if (!progressOk || !contentOk) over = true
      if (content === undefined) notes.push(`${pass}: waiting for ${waiting}`)
      cells.push(ms(progress), ms(content))
      if (!progressOk || !contentOk) notes.unshift('OVER BUDGET')
    }
    rows.push([section.label, ...cells, [...new Set(notes)].join('; ') || 'ok'])
  }
  const worstMs = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : `>${PAGE_TIMEOUT_MS}`)
  rows.push(['slowest page', worstMs(worst.first.progress), worstMs(worst.first.content), worstMs(worst.warm.progress), worstMs(worst.warm.content), over ? 'OVER BUDGET' : 'ok'])
  const header = ['', 'first: progress', 'first: content', 'warm: progress', 'warm: content', '']
  const budget = ['budget', `${ROUTE_BUDGETS.progressMs} ms`, `${ROUTE_BUDGETS.contentMs} ms`, `${ROUTE_BUDGETS.progressMs} ms`, `${ROUTE_BUDGETS.contentMs} ms`, '']
  return { rows: [header, budget, ...rows], over }
}
