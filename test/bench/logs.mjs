// Logs explorer figures for `npm run bench`: how soon the first page of events is visible after the
/* global window, document, performance, requestAnimationFrame, MutationObserver -- used in page callbacks */
// query's answer arrives (budget 500 ms), and how smoothly 10,000 loaded events scroll.
const REF = 'acmeblogprod01'
const FIRST_PAGE_BUDGET_MS = 500
const EVENTS_TARGET = 10_000
const SLOW_FRAME_MS = 50

export async function benchLogs({ browser, origin, storageState }) {
  const rows = []
  rows.push(await firstPage(browser, origin, storageState))
  rows.push(...(await scrolling(browser, origin, storageState)))
  return rows
}

async function firstPage(browser, origin, storageState) {
  const context = await browser.newContext({ storageState })
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="log-message"]')) {
        window.__logsVisibleAt = performance.timeOrigin + performance.now()
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  })
  const page = await context.newPage()
  try {
    const answered = page.waitForResponse(
      (r) =>
        r.url().includes('logs.all') && new URL(r.url()).searchParams.get('sql')?.includes('order by timestamp desc'),
      { timeout: 240_000 },
    )
    await page.goto(`${origin}/dashboard/project/${REF}/logs?range=24h`)
    const response = await answered
    await response.finished()
    const timing = response.request().timing()
    const answeredAt = timing.startTime + timing.responseEnd
    await page.waitForFunction(() => window.__logsVisibleAt !== undefined, null, { timeout: 30_000 })
    const visibleAt = await page.evaluate(() => window.__logsVisibleAt)
    const ms = Math.max(0, visibleAt - answeredAt)
    return [
      'Logs: first page visible after the answer',
      `${Math.round(ms)} ms`,
      `${FIRST_PAGE_BUDGET_MS} ms`,
      ms <= FIRST_PAGE_BUDGET_MS ? 'ok' : 'OVER BUDGET',
    ]
  } finally {
    await context.close()
  }
}

/** Pages of 100 synthetic events served by the browser itself, so the figure is the list's own. */
async function scrolling(browser, origin, storageState) {
  const context = await browser.newContext({ storageState })
  const page = await context.newPage()
  try {
    const now = Date.now() * 1000
    await page.route('**/analytics/endpoints/logs.all?**', (route) => {
      const sql = new URL(route.request().url()).searchParams.get('sql') ?? ''
      if (!sql.includes('order by timestamp desc')) return route.fulfill({ json: { result: [] } })
      const before = sql.match(/timestamp < '([^']+)'/)
      const start = before ? Date.parse(before[1]) * 1000 : now
      const result = Array.from({ length: 100 }, (_, i) => {
        const timestamp = start - (i + 1) * 1000_000
        return {
          id: `e${timestamp}`,
          timestamp,
          event_message: `GET | 200 | /rest/v1/orders?page=${timestamp}`,
          metadata: { request_id: `r${timestamp}` },
        }
      })
      return route.fulfill({ json: { result } })
    })
    await page.goto(`${origin}/dashboard/project/${REF}/logs?range=7d`)
    const list = page.getByRole('list', { name: 'Log events' })
    await list.getByTestId('log-message').first().waitFor({ timeout: 60_000 })
    const loadStart = Date.now()
    for (;;) {
      const loaded = await list.evaluate((el) => {
        el.scrollTop = el.scrollHeight
        return Math.round(el.firstElementChild.getBoundingClientRect().height / 32)
      })
      if (loaded >= EVENTS_TARGET || Date.now() - loadStart > 180_000) break
      await page.waitForTimeout(50)
    }
    const frames = await list.evaluate(
      (el) =>
        new Promise((resolve) => {
          const durations = []
          let last = performance.now()
          const started = last
          el.scrollTop = 0
          const step = () => {
            const now = performance.now()
            durations.push(now - last)
            last = now
            const progress = (now - started) / 3000
            if (progress >= 1) return resolve({ durations, rendered: el.querySelectorAll('[role="listitem"]').length })
            el.scrollTop = progress * (el.scrollHeight - el.clientHeight)
            requestAnimationFrame(step)
          }
          requestAnimationFrame(step)
        }),
    )
    const sorted = [...frames.durations].sort((a, b) => a - b)
    const p95 = sorted[Math.floor(sorted.length * 0.95)]
    const slow = frames.durations.filter((d) => d > SLOW_FRAME_MS).length
    const loaded = await list.evaluate((el) => Math.round(el.firstElementChild.getBoundingClientRect().height / 32))
    return [
      [`Logs: ${loaded} events loaded, rows in the page`, String(frames.rendered), '-', ''],
      ['Logs: scroll frame time (p95)', `${p95.toFixed(1)} ms`, '-', ''],
      [`Logs: frames over ${SLOW_FRAME_MS} ms while scrolling 3 s`, `${slow} of ${frames.durations.length}`, '-', ''],
    ]
  } finally {
    await context.close()
  }
}
