import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { ExtensionNotice, ExtensionRequired, NeedsExtension } from './extension-required'

const database = { projectRef: 'acmeblogprod01', connectionString: 'postgresql://postgres@db.example.com:5432/postgres' }
const extension = { name: 'pg_cron', reason: 'Jobs run with pg_cron.', install: 'Install postgresql-15-cron.' }
const status = (default_version: string | null) => ({ name: 'pg_cron', installed_version: null, default_version, schema: null })

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

describe('ExtensionRequired', () => {
  it('says what to install when the database does not ship the extension, with no enable action', () => {
    renderWithProviders(<ExtensionRequired database={database} extension={extension} status={status(null)} />)
    const alert = screen.getByRole('alert', { name: 'Needs the pg_cron extension' })
    expect(alert).toHaveTextContent('Jobs run with pg_cron.')
    expect(alert).toHaveTextContent('pg_cron is not available on this database. Install postgresql-15-cron.')
    expect(within(alert).queryByRole('button')).toBeNull()
  })

  it('offers to enable it when available, shows the SQL first, and runs it through the pg-meta call', async () => {
    const sent: string[] = []
    server.use(
      http.post('*/platform/pg-meta/:ref/query', async ({ request }) => {
        sent.push(((await request.json()) as { query: string }).query)
        return HttpResponse.json([])
      }),
    )
    renderWithProviders(<ExtensionRequired database={database} extension={extension} status={status('1.4-1')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('This database has pg_cron 1.4-1 available but not installed.')
    await userEvent.click(screen.getByRole('button', { name: 'Enable pg_cron' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enable pg_cron' })
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent('create extension if not exists "pg_cron" cascade;')
    expect(sent).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable pg_cron' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual(['create extension if not exists "pg_cron" cascade;'])
  })

  it('keeps the dialog open with the database’s message when enabling fails', async () => {
    const message = 'unrecognized configuration parameter "cron.database_name"'
    server.use(http.post('*/platform/pg-meta/:ref/query', () => HttpResponse.json({ message, code: '42704' }, { status: 400 })))
    renderWithProviders(<ExtensionRequired database={database} extension={extension} status={status('1.4-1')} />)
    await userEvent.click(screen.getByRole('button', { name: 'Enable pg_cron' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enable pg_cron' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable pg_cron' }))
    expect(await within(dialog).findByText(message)).toBeInTheDocument()
    expect(within(dialog).getByText('The change failed')).toBeInTheDocument()
  })
})

describe('NeedsExtension', () => {
  const answer = (row: object) =>
    server.use(http.post('*/platform/pg-meta/:ref/query', () => HttpResponse.json([{ name: 'pg_cron', schema: null, ...row }])))
  const page = () => (
    <NeedsExtension database={database} extension={extension}>
      {(installed) => <p>{`Jobs of pg_cron ${installed.installed_version} in ${installed.schema}`}</p>}
    </NeedsExtension>
  )

  it('renders the page with the status once the extension is installed', async () => {
    answer({ installed_version: '1.6', default_version: '1.6', schema: 'pg_catalog' })
    renderWithProviders(page())
    expect(await screen.findByText('Jobs of pg_cron 1.6 in pg_catalog')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the notice, not the page, while the extension is missing', async () => {
    answer({ installed_version: null, default_version: '1.6' })
    renderWithProviders(page())
    const alert = await screen.findByRole('alert', { name: 'Needs the pg_cron extension' })
    expect(within(alert).getByRole('button', { name: 'Enable pg_cron' })).toBeInTheDocument()
    expect(screen.queryByText(/Jobs of pg_cron/)).toBeNull()
  })

  it('says when the check itself failed', async () => {
    server.use(
      http.post('*/platform/pg-meta/:ref/query', () => HttpResponse.json({ message: 'permission denied for table pg_extension' }, { status: 400 })),
    )
    renderWithProviders(page())
    const alert = await screen.findByRole('alert', { name: 'Could not check for the pg_cron extension' })
    expect(alert).toHaveTextContent('permission denied for table pg_extension')
    expect(screen.queryByText(/Jobs of pg_cron/)).toBeNull()
  })
})

describe('ExtensionNotice', () => {
  const row = (installed_version: string | null) => ({ ...status('1.6'), installed_version })
  it('shows nothing once the extension is installed, and the notice while it is missing', () => {
    const { container, rerender } = renderWithProviders(
      <ExtensionNotice database={database} extension={extension} status={{ data: row('1.6'), error: null, isPending: false }} />,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(container.querySelector('[aria-label^="Checking"]')).toBeNull()
    rerender(<ExtensionNotice database={database} extension={extension} status={{ data: row(null), error: null, isPending: false }} />)
    expect(screen.getByRole('alert', { name: 'Needs the pg_cron extension' })).toBeInTheDocument()
  })
})
