import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { renderRoute, signInForTest } from '../../../../test/support/render'
import { formatPointTime } from '../format'
import { readSizeHistory, recordSizeSample, type DatabaseSize } from '../size-history'
import type { Sample } from '../samples'

const DAY = 24 * 60 * 60_000
const NOW = Date.now()
/** What earlier visits stored: three days ago, two days ago, an hour ago. */
const FAKE_HISTORY: Sample<DatabaseSize>[] = [3 * DAY, 2 * DAY, 60 * 60_000].map((ago, i) => ({
  at: NOW - ago,
  value: { bytes: 10_000_000 + i * 1_000_000, database: 'postgres' },
}))

vi.mock('../size-history', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../size-history')>()),
  readSizeHistory: vi.fn(async () => FAKE_HISTORY),
  recordSizeSample: vi.fn(async () => undefined),
}))

const SLOW = { timeout: 15_000 }

describe('Database size over time (issue 23 item 5)', { timeout: 45_000 }, () => {
  it('shows the stored history with the range applied, and stores the new sample', async () => {
    signInForTest()
    server.use(
      http.post('*/platform/pg-meta/:ref/query', async ({ request }) => {
        const { query } = (await request.json()) as { query: string }
        return HttpResponse.json(
          query.includes('pg_database_size') ? [{ bytes: 14_000_000, database: 'postgres' }] : [],
        )
      }),
    )
    const { router } = renderRoute('/project/acmeblogprod01/reports/database?range=30d&refresh=off')
    const card = await screen.findByRole('region', { name: 'Database size' }, SLOW)
    const history = await within(card).findByTestId('database-size-history', {}, SLOW)
    // The three stored samples and this visit's, all within 30 days, since the oldest.
    await waitFor(() =>
      expect(history).toHaveTextContent(
        `Sampled by this browser: 4 samples in this range since ${formatPointTime(FAKE_HISTORY[0]!.at, DAY)}; kept 30 days.`,
      ),
    )
    expect(within(card).getByText('13.4 MB')).toBeInTheDocument()
    expect(vi.mocked(recordSizeSample)).toHaveBeenCalledWith('acmeblogprod01', {
      at: expect.any(Number),
      value: { bytes: 14_000_000, database: 'postgres' },
    })

    await router.navigate({
      to: '/project/$ref/reports/database',
      params: { ref: 'acmeblogprod01' },
      search: { range: '24h', refresh: 'off' },
    })
    await waitFor(() => expect(history).toHaveTextContent('Sampled by this browser: 2 samples in this range'))
    await router.navigate({
      to: '/project/$ref/reports/database',
      params: { ref: 'acmeblogprod01' },
      search: { range: '15m', refresh: 'off' },
    })
    await waitFor(() => expect(history).toHaveTextContent('Sampled by this browser: 1 sample in this range'))
  })

  it("shows the size without waiting for this browser's stored history", async () => {
    signInForTest()
    // IndexedDB still opening: the read has not answered.
    vi.mocked(readSizeHistory).mockImplementationOnce(() => new Promise(() => undefined))
    server.use(
      http.post('*/platform/pg-meta/:ref/query', () => HttpResponse.json([{ bytes: 14_000_000, database: 'postgres' }])),
    )
    renderRoute('/project/acmeblogprod01/reports/database?refresh=off')
    const card = await screen.findByRole('region', { name: 'Database size' }, SLOW)
    expect(await within(card).findByText('13.4 MB', {}, SLOW)).toBeInTheDocument()
    expect(within(card).getByTestId('database-size-history')).toHaveTextContent('Sampled by this browser: 1 sample in this range')
  })
})
