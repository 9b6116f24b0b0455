// The self-hosted gateway with several projects (issue 37, CONTRACT §18) beside the single-project one:
// `select 1` through nginx to postgres-meta on a throwaway PostgreSQL 15, per project of a gateway
// rendered from DASHBOARD_PROJECTS (two databases, each with its postgres-meta) and on the gateway of the
// single-project variables, requests interleaved so both see the same load. Budget: each project's
// median within 5 ms of the single-project median. Skipped with a note when the tools are missing.
// Alone: node test/bench/gateway-projects.mjs after a build (or BENCH_ONLY=gateway-projects).
import { performance } from 'node:perf_hooks'
import { tsImport } from 'tsx/esm/api'

const RUNS = Number(process.env.BENCH_GATEWAY_RUNS ?? 200)
const WARM_UP = 20
const BUDGET_MS = 5

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function selectOne(url) {
  const started = performance.now()
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"query":"select 1"}' })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return performance.now() - started
}

/** Medians (ms) per target, the targets taken in turn on each round. */
async function measure(targets) {
  const times = Object.fromEntries(Object.keys(targets).map((name) => [name, []]))
  for (let round = 0; round < WARM_UP + RUNS; round++) {
    for (const [name, url] of Object.entries(targets)) {
      const ms = await selectOne(url)
      if (round >= WARM_UP) times[name].push(ms)
    }
  }
  return Object.fromEntries(Object.entries(times).map(([name, values]) => [name, median(values)]))
}

export async function benchGatewayProjects({ table }) {
  const { missingTools, startSelfHosted } = await tsImport('../e2e/support/self-hosted.ts', import.meta.url)
  const missing = missingTools()
  if (missing.length) {
    console.log(`\nSelf-hosted gateway with several projects: skipped (needs ${missing.join('; ')})`)
    return 0
  }
  console.log('  PostgreSQL 15: starting a throwaway cluster, two postgres-meta and two gateways…')
  const topology = await startSelfHosted()
  try {
    topology.psql('create database bench_project_b')
    const second = await topology.startPgMeta('bench_project_b')
    const projects = await topology.startGateway('projects', {
      DASHBOARD_PG_META_URL: '',
      DASHBOARD_PROJECTS: JSON.stringify([
        { ref: 'alpha', name: 'Alpha', pg_meta_url: topology.pgMetaUrl, pg_meta_key: 'alpha.key' },
        { ref: 'beta', name: 'Beta', pg_meta_url: second.url, pg_meta_key: 'beta.key' },
      ]),
    })
    const medians = await measure({
      direct: `${topology.pgMetaUrl}/query`,
      single: `${topology.baseURL}/platform/pg-meta/default/query`,
      alpha: `${projects.baseURL}/platform/pg-meta/alpha/query`,
      beta: `${projects.baseURL}/platform/pg-meta/beta/query`,
    })
    const fmt = (ms) => `${ms.toFixed(2)} ms`
    const rows = [
      ['select 1 straight to postgres-meta (no gateway)', fmt(medians.direct), '', ''],
      ['select 1 through the single-project gateway (default)', fmt(medians.single), '', ''],
      ...['alpha', 'beta'].map((ref) => {
        const added = medians[ref] - medians.single
        return [
          `select 1 through the several-projects gateway, project ${ref} (vs single: ${added >= 0 ? '+' : ''}${added.toFixed(2)} ms)`,
          fmt(medians[ref]),
          `single + ${BUDGET_MS} ms`,
          added <= BUDGET_MS ? 'ok' : 'OVER BUDGET',
        ]
      }),
    ]
    console.log(`\nSelf-hosted gateway with several projects (issue 37), median of ${RUNS} each\n`)
    console.log(table([['', 'measured', 'budget', ''], ...rows]))
    return rows.some((row) => row[3] === 'OVER BUDGET') ? 1 : 0
  } finally {
    await topology.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = (rows) => rows.map((row) => row.join('  |  ')).join('\n')
  process.exitCode = await benchGatewayProjects({ table })
}
