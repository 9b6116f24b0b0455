import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { engineForCurrentState } from '@mocks/handlers/pg-meta'
import { renderRoute, signInForTest } from '../../../../test/support/render'

const SLOW = { timeout: 30_000 }

beforeAll(async () => {
  // The embedded Postgres starts once per file, before the test's clock.
  await (await engineForCurrentState()).query('northwindshop1', 'select 1')
}, 120_000)

describe('the SQL quickstarts page (issue 38 item 3)', () => {
  it('is its own page beside sql/$id, and says on the vector card that this database has no vector extension', async () => {
    signInForTest()
    const { router } = renderRoute('/project/northwindshop1/sql/quickstarts')
    expect(await screen.findByRole('heading', { name: 'SQL quickstarts', level: 1 }, SLOW)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/project/northwindshop1/sql/quickstarts')
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'template-countries',
      'template-todo-list',
      'template-user-profiles',
      'template-vector-search',
    ])
    const vector = screen.getByRole('article', { name: 'Vector search' })
    // The mock's embedded Postgres does not ship pgvector: pg_available_extensions says so.
    expect(await within(vector).findByTestId('template-note', {}, SLOW)).toHaveTextContent(
      'Needs the vector extension, which this database does not offer: the script will fail here.',
    )
    expect(within(screen.getByRole('article', { name: 'Countries' })).queryByTestId('template-note')).toBeNull()
  }, 60_000)
})
