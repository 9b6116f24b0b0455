import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { engineForCurrentState } from '@mocks/handlers/pg-meta'
import { setAccessTokenProvider } from '@/lib/http/client'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { DEFAULT_CHART_CONFIG } from '../model/chart-config'
import type { ResultLimit } from '../model/statements'
import { ResultsView } from './results-view'
import { useSqlRun } from './use-sql-run'

const project = { projectRef: 'acmeblogprod01', connectionString: 'postgresql://postgres@db.example.com:5432/postgres' }
const NOTE = 'Limited to 100 rows: a limit was added to the query. Choose No limit to see every row.'

/** The editor's run and its result, as the page shows them. */
function Editor({ sql, limit }: { sql: string; limit: ResultLimit }) {
  const { state, run } = useSqlRun({ ...project, limit })
  return (
    <>
      <button type="button" onClick={() => run({ text: sql, from: 0 })}>
        Run
      </button>
      {state.status === 'rows' ? <ResultsView {...state} chart={DEFAULT_CHART_CONFIG} onChartChange={() => undefined} /> : null}
      {state.status === 'error' ? <p role="alert">{state.error.message}</p> : null}
    </>
  )
}

/** Runs `sql` under the row limit `limit`; answers the SQL that crossed the network. */
async function runInEditor(sql: string, limit: ResultLimit) {
  const sent: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/pg-meta/')) void request.clone().json().then((body: { query: string }) => sent.push(body.query))
  })
  renderWithProviders(<Editor sql={sql} limit={limit} />)
  await userEvent.click(screen.getByRole('button', { name: 'Run' }))
  await screen.findByRole('grid', { name: 'Query result' }, { timeout: 30_000 })
  server.events.removeAllListeners()
  return sent
}

beforeAll(async () => {
  // The embedded Postgres starts once per file, before the tests' clocks.
  await (await engineForCurrentState()).query(project.projectRef, 'select 1')
}, 120_000)

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

describe('the row limit (issue 32)', () => {
  it('a query with its own LIMIT shows all the rows it asked for, with no note of an added limit', async () => {
    const sent = await runInEditor('select g from generate_series(1, 1000) g limit 1000', 100)
    expect(sent).toEqual(['select g from generate_series(1, 1000) g limit 1000'])
    expect(screen.getByRole('status')).toHaveTextContent(/^1,000 rows · \d+ ms$/)
    // Every row is in the grid (virtualized: the row count is its reach).
    expect(screen.getByRole('grid', { name: 'Query result' })).toHaveAttribute('aria-rowcount', '1001')
    expect(screen.queryByText(NOTE)).toBeNull()
  })

  it('a query with FETCH FIRST of its own keeps its rows too', async () => {
    await runInEditor('select g from generate_series(1, 500) g fetch first 300 rows only', 100)
    expect(screen.getByRole('status')).toHaveTextContent(/^300 rows · /)
    expect(screen.queryByText(NOTE)).toBeNull()
  })

  it('a query without one gets the editor’s limit and says so', async () => {
    const sent = await runInEditor('select g from generate_series(1, 1000) g', 100)
    expect(sent).toEqual(['select g from generate_series(1, 1000) g\nlimit 101'])
    expect(screen.getByRole('status')).toHaveTextContent(/^100 rows · /)
    expect(screen.getByRole('grid', { name: 'Query result' })).toHaveAttribute('aria-rowcount', '101')
    expect(screen.getByText(NOTE)).toBeInTheDocument()
  })

  it('a LIMIT inside a subquery is not the query’s own: the editor’s limit still applies', async () => {
    const sent = await runInEditor('select g from generate_series(1, 1000) g where g in (select h from generate_series(1, 500) h limit 400)', 100)
    expect(sent[0]).toMatch(/\nlimit 101$/)
    expect(screen.getByRole('status')).toHaveTextContent(/^100 rows · /)
    expect(screen.getByText(NOTE)).toBeInTheDocument()
  })

  it('rows a statement returns without a limit being added are all shown (INSERT ... RETURNING)', async () => {
    await runInEditor('create table returning_probe (id int);\ninsert into returning_probe select generate_series(1, 250) returning id', 100)
    expect(screen.getByRole('status')).toHaveTextContent(/^250 rows · /)
    expect(screen.queryByText(NOTE)).toBeNull()
  })
})
