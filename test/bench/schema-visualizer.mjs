// The schema visualizer's figure for `npm run bench` (issue 21): a schema of 300 tables with 400
// foreign keys, laid out and painted (every node measured by React Flow, then two frames) within
// 1.5 s of the catalog answer arriving (first visit; the revisit with its cached layout printed beside it), on the mock's embedded Postgres and, where the machine has
// PostgreSQL 15, nginx and postgres-meta, on a throwaway PostgreSQL 15 behind the self-hosted gateway.
/* global window, document, performance, requestAnimationFrame, MutationObserver, localStorage -- used in page callbacks */
import { spawnSync } from 'node:child_process'
import { tsImport } from 'tsx/esm/api'

const BUDGET_MS = 1500
const TABLES = 300
const RUNS = Number(process.env.BENCH_EDITOR_RUNS ?? 3)
const SCHEMA = 'graph_bench'
const TIMEOUT_MS = 120_000

/** 300 tables; each (but the first) references its parent (299 keys) and the first 101 also their predecessor: 400 keys. */
export function graphSchemaSql() {
  const name = (i) => `${SCHEMA}.t_${String(i).padStart(3, '0')}`
  const tables = []
  for (let i = 1; i <= TABLES; i++) {
    const keys = [i > 1 ? `parent_id int references ${name(Math.floor(i / 2))}` : null, i > 1 && i <= 102 ? `prev_id int references ${name(i - 1)}` : null]
    tables.push(`create table ${name(i)} (id int primary key, name text not null, amount numeric(10, 2), note text, created_at timestamptz default now()${keys.filter(Boolean).map((k) => `, ${k}`).join('')});`)
  }
  return `create schema ${SCHEMA};\n${tables.join('\n')}`
}

async function timeDiagram(context, url) {
  const page = await context.newPage()
  try {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="schema-diagram"][data-ready="true"]')) return
        observer.disconnect()
        requestAnimationFrame(() => requestAnimationFrame(() => (window.__diagramPaintedAt = performance.now())))
      }).observe(document, { subtree: true, attributes: true, childList: true, attributeFilter: ['data-ready'] })
    })
    await page.goto(url)
    await page.waitForFunction(() => window.__diagramPaintedAt !== undefined, null, { timeout: TIMEOUT_MS })
    return await page.evaluate(({ tables }) => {
      // The catalog answer: the biggest pg-meta answer of the page, fully received at its responseEnd.
      const answers = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/pg-meta/'))
      const answer = answers.sort((a, b) => b.transferSize - a.transferSize)[0]
      const nodes = document.querySelectorAll('.react-flow__node').length
      const edges = document.querySelectorAll('.react-flow__edge').length
      if (nodes !== tables) throw new Error(`${nodes} tables drawn, not ${tables}`)
      return { ms: window.__diagramPaintedAt - answer.responseEnd, nodes, edges }
    }, { tables: TABLES })
  } finally {
    await page.close()
  }
}

/**
 * Each run opens the schema afresh; the page keeps the automatic layout per schema in localStorage,
 * so each first visit starts with that cache cleared (the layout computed) and is followed by a
 * revisit (the layout read back). The budget applies to the first visit.
 */
async function measure(context, url) {
  const first = []
  const again = []
  for (let i = 0; i < RUNS; i++) {
    await clearLayoutCache(context, url)
    first.push(await timeDiagram(context, url))
    again.push(await timeDiagram(context, url))
  }
  const median = (runs) => runs.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(runs.length / 2)]
  const ms = median(first)
  const cached = median(again)
  return {
    row: [`${TABLES} tables / ${first[0].edges} foreign keys: layout and paint after the answer`, `${Math.round(ms)} ms`, `${BUDGET_MS} ms`, ms <= BUDGET_MS ? 'ok' : 'OVER BUDGET'],
    cachedRow: ['the same schema opened again (layout cached)', `${Math.round(cached)} ms`, `${BUDGET_MS} ms`, cached <= BUDGET_MS ? 'ok' : 'OVER BUDGET'],
    runs: `${first.map((r) => Math.round(r.ms)).join('/')}; again ${again.map((r) => Math.round(r.ms)).join('/')}`,
  }
}

async function clearLayoutCache(context, url) {
  const page = await context.newPage()
  try {
    await page.goto(new URL('/dashboard/config.json', url).href)
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('schema-visualizer-auto:')).forEach((key) => localStorage.removeItem(key)))
  } finally {
    await page.close()
  }
}

/** Prints the figures (mock, then PostgreSQL 15 when available); answers the exit code. */
export async function benchSchemaVisualizer({ browser, origin, apiUrl, authUrl, demo, storageState, table }) {
  let exitCode = 0
  const token = (await (await fetch(`${authUrl}/token?grant_type=password`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(demo) })).json()).access_token
  const seeded = await fetch(`${apiUrl.replace(/\/platform\/?$/, '')}/platform/pg-meta/acmeblogprod01/query`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', authorization: `Bearer ${token}`, 'x-connection-encrypted': 'postgresql://bench' },
    body: JSON.stringify({ query: graphSchemaSql() }),
  })
  if (!seeded.ok) throw new Error(`seeding ${SCHEMA}: ${await seeded.text()}`)
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } })
  try {
    const mock = await measure(context, `${origin}/dashboard/project/acmeblogprod01/database/schemas?schema=${SCHEMA}`)
    console.log(`\nSchema visualizer on the embedded Postgres, median of ${RUNS} runs (${mock.runs} ms)\n`)
    console.log(table([['', 'measured', 'budget', ''], mock.row, mock.cachedRow]))
    if (mock.row[3] !== 'ok') exitCode = 1
  } finally {
    await context.close()
  }

  const { missingTools, startSelfHosted } = await tsImport('../e2e/support/self-hosted.ts', import.meta.url)
  const missing = missingTools()
  if (missing.length) {
    console.log(`\nSchema visualizer on PostgreSQL 15: skipped (needs ${missing.join('; ')})`)
    return exitCode
  }
  const topology = await startSelfHosted()
  try {
    const psql = spawnSync(topology.psqlPath, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', topology.databaseUrl, '-c', graphSchemaSql()], { encoding: 'utf8' })
    if (psql.status !== 0) throw new Error(`psql failed: ${psql.stderr}`)
    const pgContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    try {
      const pg = await measure(pgContext, `${topology.baseURL}/dashboard/project/default/database/schemas?schema=${SCHEMA}`)
      console.log(`\nSchema visualizer on PostgreSQL 15, median of ${RUNS} runs (${pg.runs} ms)\n`)
      console.log(table([['', 'measured', 'budget', ''], pg.row, pg.cachedRow]))
      if (pg.row[3] !== 'ok') exitCode = 1
    } finally {
      await pgContext.close()
    }
  } finally {
    await topology.close()
  }
  return exitCode
}
