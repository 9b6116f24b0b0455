// The pg-meta query calls' resource timings on the page's timeline: the page's own (recorded by an init
// script into window.__queries) and its workers' (the answer worker sends the SQL editor's queries whose
// answers it reads: src/lib/json/read-json-answer.ts, answerFetch). A worker's times are moved from its
// own time origin to the page's.
/* global window, performance -- used in page and worker callbacks */

export async function queryTimings(page) {
  const { origin, own } = await page.evaluate(() => ({ origin: performance.timeOrigin, own: window.__queries ?? [] }))
  const fromWorkers = await Promise.all(
    page.workers().map((worker) =>
      worker
        .evaluate(() => ({
          origin: performance.timeOrigin,
          list: performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/query'))
            .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })),
        }))
        .then(({ origin: at, list }) => list.map((q) => ({ ...q, start: q.start + at - origin, end: q.end + at - origin })))
        .catch(() => []),
    ),
  )
  return [...own, ...fromWorkers.flat()]
}
