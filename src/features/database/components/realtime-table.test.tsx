import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { recordChanges } from '../api/changes-ledger'
import { REALTIME_ALL_TABLES_REASON, type RealtimePublication } from '../sql/realtime'
import { RealtimeTableSwitch } from './realtime-table'

// The ledger's IndexedDB is the browser's (e2e); here, what the one query call hands it.
vi.mock('../api/changes-ledger', () => ({ recordChanges: vi.fn(() => Promise.resolve()) }))

const database = { projectRef: 'acmeblogprod01', connectionString: 'postgresql://postgres@db.example.com:5432/postgres' }
const table = { schema: 'public', name: `it's "live"` }
const WRITABLE = { can: true, reason: '' }

function renderSwitch(publication: RealtimePublication, write = WRITABLE) {
  return renderWithProviders(<RealtimeTableSwitch database={database} table={table} publication={publication} write={write} />)
}

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

describe('the Realtime switch of a table', () => {
  it('is off limits, saying why, when the publication is FOR ALL TABLES or the project is read-only', async () => {
    const user = userEvent.setup()
    const { unmount } = renderSwitch({ exists: true, all_tables: true, tables: [] })
    const all = screen.getByRole('switch', { name: `Realtime for public.it's "live"` })
    expect(all).toBeChecked()
    expect(all).toBeDisabled()
    await user.hover(all.closest('span')!)
    expect(await screen.findByText(REALTIME_ALL_TABLES_REASON)).toBeInTheDocument()
    unmount()

    renderSwitch({ exists: true, all_tables: false, tables: [] }, { can: false, reason: 'Read-only mode is on for this project.' })
    const readOnly = screen.getByRole('switch', { name: `Realtime for public.it's "live"` })
    expect(readOnly).not.toBeChecked()
    expect(readOnly).toBeDisabled()
  })

  it("shows the SQL that creates the missing publication, and Postgres's error in the dialog when it fails", async () => {
    const sent: string[] = []
    server.use(
      http.post('*/platform/pg-meta/:ref/query', async ({ request }) => {
        sent.push(((await request.json()) as { query: string }).query)
        return HttpResponse.json({ error: 'permission denied to create publication "supabase_realtime"', message: 'permission denied to create publication "supabase_realtime"', code: '42501' }, { status: 400 })
      }),
    )
    const user = userEvent.setup()
    renderSwitch({ exists: false, all_tables: false, tables: [] })
    await user.click(screen.getByRole('switch', { name: `Realtime for public.it's "live"` }))
    const dialog = await screen.findByRole('dialog', { name: `Enable Realtime for public.it's "live"` })
    const sql = `create publication "supabase_realtime";\nalter publication "supabase_realtime" add table "public"."it's ""live""";`
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent(sql, { normalizeWhitespace: false })
    await user.click(within(dialog).getByRole('button', { name: 'Enable Realtime' }))
    expect(await within(dialog).findByText(/permission denied to create publication "supabase_realtime"/)).toBeInTheDocument()
    expect(sent.at(-1)).toContain(sql)
    expect(screen.getByRole('dialog', { name: `Enable Realtime for public.it's "live"` })).toBeInTheDocument()
    // Both statements go into the changes ledger (CONTRACT §17), marked as failed.
    await vi.waitFor(() => expect(recordChanges).toHaveBeenCalled())
    expect(vi.mocked(recordChanges).mock.calls.at(-1)![0]).toEqual([
      expect.objectContaining({ statement: 'create publication "supabase_realtime"', kind: 'ddl', error: expect.stringContaining('permission denied') }),
      expect.objectContaining({ statement: sql.split('\n')[1]!.replace(/;$/, ''), kind: 'ddl', error: expect.stringContaining('permission denied') }),
    ])
  })
})
