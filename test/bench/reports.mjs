// The database report's figure for `npm run bench` (issue 23): the page with its 8 charts interactive
// within 1 s of its data on the mock, measured from the end of the last report answer the page waited
// for to the moment the 8 charts are drawn and the main thread is free again (two frames, then a task).
// The charts are the app's chart layer (uPlot on canvas, src/components/charts), loaded with the page's code.
/* global window, document, performance, requestAnimationFrame, MutationObserver -- page callbacks */

const REF = 'acmeblogprod01'
const CHARTS = 8
const BUDGET_MS = 1000
const RUNS = Number(process.env.BENCH_EDITOR_RUNS ?? 3)
const TIMEOUT_MS = 120_000

async function timeReport(browser, context, url) {
  const page = await context.newPage()
  try {
    await page.addInitScript((charts) => {
      new MutationObserver((_, observer) => {
        if (document.querySelectorAll('[data-report-chart] [data-chart-surface] canvas').length < charts) return
        observer.disconnect()
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              window.__reportReadyAt = performance.now()
              performance.mark('report-ready')
            }, 0),
          ),
        )
      }).observe(document, { subtree: true, childList: true })
    }, CHARTS)
    // The main thread's CPU time (trace thread durations) beside the wall-clock figure: on a machine shared
    // with other work the wall clock mostly measures waiting for a core, the CPU time what the page costs.
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] })
    await page.goto(url)
    await page.waitForFunction(() => window.__reportReadyAt !== undefined, null, { timeout: TIMEOUT_MS })
    const figures = await page.evaluate(() => {
      const readyAt = window.__reportReadyAt
      const answers = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/pg-meta/') && entry.responseEnd <= readyAt)
      const dataAt = Math.max(...answers.map((entry) => entry.responseEnd))
      const firstAt = Math.min(...answers.map((entry) => entry.responseEnd))
      return { readyAt, dataAt, firstAt, ms: readyAt - dataAt, answers: answers.length }
    })
    const { traceEvents } = JSON.parse(String(await browser.stopTracing()))
    const mark = traceEvents.find((event) => event.name === 'report-ready')
    const cpuSince = (at) => {
      if (!mark) return NaN
      const from = mark.ts - (figures.readyAt - at) * 1000
      const tasks = traceEvents.filter(
        (e) => e.tid === mark.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts + e.dur > from && e.ts < mark.ts,
      )
      return tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000
    }
    return { ...figures, cpuAfterLast: cpuSince(figures.dataAt), cpuAfterFirst: cpuSince(figures.firstAt) }
  } finally {
    await page.close()
  }
}

/** Prints the figure beside its budget; answers the exit code. */
export async function benchReports({ browser, origin, apiUrl, authUrl, demo, storageState, table }) {
  // Analyzed tables, one with rewritten rows: every chart, the bloat estimate's too, has data to draw.
  const token = (
    await (
      await fetch(`${authUrl}/token?grant_type=password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(demo),
      })
    ).json()
  ).access_token
  const seeded = await fetch(`${apiUrl.replace(/\/platform\/?$/, '')}/platform/pg-meta/${REF}/query`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', authorization: `Bearer ${token}`, 'x-connection-encrypted': 'postgresql://bench' },
    body: JSON.stringify({
      query: `drop table if exists public.bench_churn; create table public.bench_churn (id int primary key, body text);
        insert into public.bench_churn select g, repeat('a', 100) from generate_series(1, 5000) g;
        update public.bench_churn set body = repeat('b', 100); analyze;`,
    }),
  })
  if (!seeded.ok) throw new Error(`seeding the report's tables: ${await seeded.text()}`)
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } })
  try {
    const runs = []
    for (let i = 0; i < RUNS; i++)
      runs.push(await timeReport(browser, context, `${origin}/dashboard/project/${REF}/reports/database?refresh=off`))
    const sorted = runs.map((run) => run.ms).sort((a, b) => a - b)
    const ms = sorted[Math.floor(sorted.length / 2)]
    const row = [
      `${CHARTS} charts interactive after the last of ${runs[0].answers} answers`,
      `${Math.round(ms)} ms`,
      `${BUDGET_MS} ms`,
      ms <= BUDGET_MS ? 'ok' : 'OVER BUDGET',
    ]
    const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]
    const cpu = [
      [`  main-thread CPU after the last answer (trace)`, `${Math.round(median('cpuAfterLast'))} ms`, '', ''],
      [`  main-thread CPU after the first answer (trace)`, `${Math.round(median('cpuAfterFirst'))} ms`, '', ''],
    ]
    console.log(`\nDatabase report on the embedded Postgres, median of ${RUNS} runs (${sorted.map(Math.round).join('/')} ms)\n`)
    console.log(table([['', 'measured', 'budget', ''], row, ...cpu]))
    return row[3] === 'ok' ? 0 : 1
  } finally {
    await context.close()
  }
}
