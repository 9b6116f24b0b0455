// The SQL editor's result chart (issue 38 item 4), run by sql-editor.mjs (BENCH_ONLY=sql-editor-chart alone):
// a 100,000-row result (No limit) drawn in the Chart view, from the answer's last byte (the query's resource
// timing responseEnd: the answer worker sends the query, query-timing.mjs) to the chart's canvas drawn (the app's `sql-editor:chart-drawn` mark, uPlot's draw
// hook), downsampling included; budget 300 ms, median of BENCH_EDITOR_RUNS runs after a first one that
// loads the chart's code. Also printed: from the columns being in the page (the app's `sql-editor:rows-received`
// mark, after the answer's parsing off the main thread and the columns' transfer) to the chart drawn.
/* global window, performance, PerformanceObserver, localStorage -- used in page callbacks */
import { queryTimings } from './query-timing.mjs'

const PROJECT = 'northwindshop1'
const CHART_QUERY = 'select g as step, (g * 7919) % 100003 as value, g % 97 as bucket from generate_series(1, 100000) g'
export const CHART_BUDGET_MS = 300
const RUNS = Number(process.env.BENCH_EDITOR_RUNS ?? 3)

export async function resultChart(browser, origin, storageState) {
  const context = await browser.newContext({ storageState })
  const page = await context.newPage()
  try {
    await page.addInitScript(() => localStorage.setItem('dashboard-sql-editor-limit', 'none'))
    await page.addInitScript(() => {
      performance.setResourceTimingBufferSize(100_000)
      window.__queries = []
      new PerformanceObserver((list) =>
        window.__queries.push(
          ...list
            .getEntries()
            .filter((e) => e.name.includes('/query'))
            .map((e) => ({ start: e.startTime, end: e.responseEnd })),
        ),
      ).observe({ type: 'resource', buffered: true })
    })
    await page.goto(`${origin}/dashboard/project/${PROJECT}/sql/new`, { timeout: 180_000 })
    const editor = page.getByRole('textbox', { name: 'SQL query' })
    await editor.waitFor({ timeout: 180_000 })
    await editor.click()
    await page.keyboard.press('Control+a')
    await page.keyboard.insertText(CHART_QUERY)
    const run = page.getByRole('main').getByRole('button', { name: 'Run', exact: true })
    const chart = page
      .getByRole('img', { name: 'Chart of value, bucket by step' })
      .or(page.getByRole('img', { name: 'Chart of value by step' }))
    // First run: the grid, then the Chart view (its code loads here, not measured).
    await run.click()
    await page.getByRole('main').getByRole('grid', { name: 'Query result' }).waitFor({ timeout: 120_000 })
    await page.getByRole('main').getByText('Chart', { exact: true }).click()
    await chart.waitFor({ timeout: 120_000 })
    const times = []
    const fromRows = []
    for (let i = 0; i < RUNS; i++) {
      const since = await page.evaluate(() => performance.now())
      await run.click()
      const marks = () =>
        page.evaluate((from) => {
          const after = (name) => performance.getEntriesByName(name).find((mark) => mark.startTime > from)?.startTime
          return { drawn: after('sql-editor:chart-drawn'), received: after('sql-editor:rows-received') }
        }, since)
      // The answer: the longest query call since the click (the page's or the answer worker's).
      const answer = async () => (await queryTimings(page)).filter((q) => q.start >= since).sort((a, b) => b.end - b.start - (a.end - a.start))[0]
      let seen = await marks()
      let query = await answer()
      for (let k = 0; k < 600 && !(seen.drawn && query); k++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        ;[seen, query] = [await marks(), await answer()]
      }
      if (!seen.drawn || !query) throw new Error('the chart was not drawn after the answer')
      const drawMs = { fromEnd: seen.drawn - query.end, fromRows: seen.received ? seen.drawn - seen.received : NaN }
      times.push(drawMs.fromEnd)
      fromRows.push(drawMs.fromRows)
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
    return { drawMs: median(times), runs: times.map(Math.round), fromRowsMs: median(fromRows) }
  } finally {
    await context.close()
  }
}
