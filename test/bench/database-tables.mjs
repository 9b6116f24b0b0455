// The Database section's tables page for `npm run bench` (issue 21): a schema of 2,000 tables with 20
// columns each, on the mock's embedded Postgres. Measured in the page: the catalog query's answer
// (its own round trip, bounded by statement_timeout) and the time from that answer's last byte to
// the first table row in the DOM (budget 500 ms), and how many rows the virtualised list renders.
// The same on a throwaway PostgreSQL 15 behind postgres-meta and the self-hosted gateway, where the
// machine has them (printed as skipped otherwise).
/* global window, document, performance, MutationObserver -- used in page callbacks */
import { spawnSync } from 'node:child_process'
import { tsImport } from 'tsx/esm/api'

const REF = 'acmeblogprod01'
const SCHEMA = 'bench_tables'
const TABLES = 2_000
const COLUMNS = 20
export const DATABASE_TABLES_BUDGETS = { firstRowsAfterDataMs: 500 }
const TIMEOUT_MS = 180_000

function sqlRunner(apiBase, authUrl, demo) {
  let token
  return async (query) => {
    token ??= (await (await fetch(`${authUrl}/token?grant_type=password`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(demo) })).json()).access_token
    const response = await fetch(`${apiBase}/platform/pg-meta/${REF}/query`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', authorization: `Bearer ${token}`, 'x-connection-encrypted': 'postgresql://bench' },
      body: JSON.stringify({ query }),
    })
    const body = await response.json()
    if (!response.ok) throw new Error(`${query.slice(0, 80)}: ${body.message}`)
    return body
  }
}

/** The statements that make the schema, in batches of 250 tables (one transaction each). */
function seedStatements() {
  const columns = Array.from({ length: COLUMNS - 1 }, (_, i) => `c${i + 1} text`).join(', ')
  const statements = [`drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA}`]
  for (let from = 1; from <= TABLES; from += 250) {
    statements.push(`do $$ begin for i in ${from}..${Math.min(TABLES, from + 249)} loop
      execute format('create table ${SCHEMA}.%I (id bigint primary key, ${columns})', 'table_' || lpad(i::text, 4, '0'));
    end loop; end $$`)
  }
  return statements
}

async function seed(sql) {
  const started = performance.now()
  for (const statement of seedStatements()) await sql(statement)
  console.log(`  seeded schema ${SCHEMA} (${TABLES.toLocaleString('en')} tables x ${COLUMNS} columns) in ${Math.round(performance.now() - started)} ms`)
}

/** Opens the tables page and measures, in the page, the catalog answer and the first rows after it. */
async function measure(browser, origin, storageState, ref = REF) {
  const context = await browser.newContext({ storageState, viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (window.__firstRowAt === undefined && document.querySelector('[role="table"] [role="row"][aria-rowindex="2"]')) {
        window.__firstRowAt = performance.now()
        observer.disconnect()
      }
    })
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }))
  })
  await page.goto(`${origin}/dashboard/project/${ref}/database/tables?schema=${SCHEMA}`)
  await page.waitForFunction(() => window.__firstRowAt !== undefined, null, { timeout: TIMEOUT_MS })
  const figures = await page.evaluate(() => {
    // The tables list is the largest pg-meta answer of the page.
    const answers = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/pg-meta/'))
    const list = answers.reduce((a, b) => (b.encodedBodySize > a.encodedBodySize ? b : a))
    return {
      catalogMs: list.responseEnd - list.requestStart,
      catalogBytes: list.encodedBodySize,
      firstRowsAfterDataMs: window.__firstRowAt - list.responseEnd,
      renderedRows: document.querySelectorAll('[role="table"] [role="rowgroup"] [role="row"]').length,
    }
  })
  await context.close()
  return figures
}

function figureRows(figures, where) {
  const over = figures.firstRowsAfterDataMs > DATABASE_TABLES_BUDGETS.firstRowsAfterDataMs
  return {
    rows: [
      [`${where}: first rows after the catalog answer (${TABLES} tables)`, `${Math.round(figures.firstRowsAfterDataMs)} ms`, `${DATABASE_TABLES_BUDGETS.firstRowsAfterDataMs} ms`, over ? 'OVER BUDGET' : 'ok'],
      [`${where}: catalog query (one round trip, statement_timeout 15 s)`, `${Math.round(figures.catalogMs)} ms`, '15000 ms', figures.catalogMs > 15_000 ? 'OVER BUDGET' : 'ok'],
      [`${where}: catalog answer (gzip as sent)`, `${Math.round(figures.catalogBytes / 1024)} KB`, '', ''],
      [`${where}: rows in the DOM (virtualised)`, String(figures.renderedRows), `< ${TABLES}`, figures.renderedRows < TABLES ? 'ok' : 'OVER BUDGET'],
    ],
    over: over || figures.renderedRows >= TABLES,
  }
}

/** The same page on a throwaway PostgreSQL 15 (postgres-meta, the self-hosted gateway), or why it was skipped. */
async function onPostgres15(browser) {
  const { missingTools, startSelfHosted } = await tsImport('../e2e/support/self-hosted.ts', import.meta.url)
  const missing = missingTools()
  if (missing.length) return { rows: [['on PostgreSQL 15', `skipped (needs ${missing.join('; ')})`, '', '']], over: false }
  const topology = await startSelfHosted()
  try {
    const started = performance.now()
    for (const statement of seedStatements()) {
      const psql = spawnSync(topology.psqlPath, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', topology.databaseUrl, '-c', statement], { encoding: 'utf8' })
      if (psql.status !== 0) throw new Error(`psql failed: ${psql.stderr}`)
    }
    console.log(`  seeded schema ${SCHEMA} on PostgreSQL 15 in ${Math.round(performance.now() - started)} ms`)
    return figureRows(await measure(browser, topology.baseURL, undefined, 'default'), 'PostgreSQL 15')
  } finally {
    await topology.close()
  }
}

export async function benchDatabaseTables({ browser, origin, apiBase, authUrl, demo, storageState }) {
  const sql = sqlRunner(apiBase, authUrl, demo)
  await seed(sql)
  const figures = await measure(browser, origin, storageState)
  await sql(`drop schema if exists ${SCHEMA} cascade`)
  const mock = figureRows(figures, 'embedded Postgres')
  const pg = await onPostgres15(browser)
  return { rows: [...mock.rows, ...pg.rows], over: mock.over || pg.over }
}

/** Prints the figures beside their budgets (one line in bench.mjs); answers the exit code. */
export async function printDatabaseTables(options) {
  const { rows, over } = await benchDatabaseTables(options)
  console.log('\nDatabase tables page\n')
  console.log(options.table([['', 'measured', 'budget', ''], ...rows]))
  return over ? 1 : 0
}
