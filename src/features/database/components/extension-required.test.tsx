import { screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { setConfig } from '@/lib/config/config'
import { testConfig } from '../../../../test/support/test-config'
import { ExtensionNotice, ExtensionRequired, NeedsExtension } from './extension-required'

const database = {
  projectRef: 'acmeblogprod01',
  connectionString: 'postgresql://postgres@db.example.com:5432/postgres',
}
const extension = { name: 'pg_cron', reason: 'Jobs run with pg_cron.', install: 'Install postgresql-15-cron.' }
const status = (default_version: string | null) => ({
  name: 'pg_cron',
  installed_version: null,
  default_version,
  schema: null,
})

/** The notice links to the extensions page: it renders inside a router. */
function inRouter(ui: ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    basepath: '/dashboard',
    history: createMemoryHistory({ initialEntries: ['/dashboard/project/acmeblogprod01/integrations/cron'] }),
  })
  return <RouterProvider router={router} />
}

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

describe('ExtensionRequired', () => {
  const unavailable = () =>
    renderWithProviders(inRouter(<ExtensionRequired database={database} extension={extension} status={status(null)} />))

  it('self-hosted: says what to install on the server when it does not ship the extension, with no enable action', async () => {
    setConfig(testConfig({ platform: false, mock: false }))
    unavailable()
    const alert = await screen.findByRole('alert', { name: 'Needs the pg_cron extension' })
    expect(alert).toHaveTextContent('Jobs run with pg_cron.')
    expect(alert).toHaveTextContent(
      'pg_cron is not available here. Your database server does not have pg_cron installed. Install postgresql-15-cron.',
    )
    expect(within(alert).queryByRole('button')).toBeNull()
  })

  it('demo: says the in-browser database cannot load it, with no word of installing packages on a server', async () => {
    setConfig(testConfig({ mock: true }))
    unavailable()
    const alert = await screen.findByRole('alert', { name: 'Needs the pg_cron extension' })
    expect(alert).toHaveTextContent(
      'pg_cron is not available here. The demo database runs inside your browser, where pg_cron cannot be loaded: what needs it does not work in the demo.',
    )
    expect(alert).not.toHaveTextContent(/install|server/i)
    expect(within(alert).getByRole('link', { name: 'See pg_cron on the extensions page' })).toHaveAttribute(
      'href',
      '/dashboard/project/acmeblogprod01/database/extensions?search=pg_cron',
    )
  })

  it('hosted: says the project’s database does not offer it, with no word of installing packages', async () => {
    unavailable()
    const alert = await screen.findByRole('alert', { name: 'Needs the pg_cron extension' })
    expect(alert).toHaveTextContent("pg_cron is not available here. This project's database does not offer pg_cron.")
    expect(alert).not.toHaveTextContent(/install|server/i)
    expect(within(alert).getByRole('link', { name: 'See pg_cron on the extensions page' })).toBeInTheDocument()
  })

  it('shows the page’s preview after the notice, marked as sample data and inert', async () => {
    setConfig(testConfig({ mock: true }))
    renderWithProviders(
      inRouter(
        <ExtensionRequired
          database={database}
          extension={{ ...extension, preview: <button type="button">Sample job</button> }}
          status={status(null)}
        />,
      ),
    )
    const preview = await screen.findByRole('region', { name: 'Preview with sample data: the page with pg_cron' })
    expect(preview).toHaveTextContent('Sample data')
    expect(preview).toHaveTextContent('Preview: what this page shows once pg_cron is enabled.')
    expect(within(preview).getByText('Sample job').closest('[inert]')).not.toBeNull()
  })

  it('offers to enable it when available, shows the SQL first, and runs it through the pg-meta call', async () => {
    const sent: string[] = []
    server.use(
      http.post('*/platform/pg-meta/:ref/query', async ({ request }) => {
        sent.push(((await request.json()) as { query: string }).query)
        return HttpResponse.json([])
      }),
    )
    renderWithProviders(
      inRouter(<ExtensionRequired database={database} extension={extension} status={status('1.4-1')} />),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This database has pg_cron 1.4-1 available but not installed.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Enable pg_cron' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enable pg_cron' })
    expect(within(dialog).getByLabelText('SQL to run')).toHaveTextContent(
      'create extension if not exists "pg_cron" cascade;',
    )
    expect(sent).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable pg_cron' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual(['create extension if not exists "pg_cron" cascade;'])
  })

  it('keeps the dialog open with the database’s message when enabling fails', async () => {
    const message = 'unrecognized configuration parameter "cron.database_name"'
    server.use(
      http.post('*/platform/pg-meta/:ref/query', () => HttpResponse.json({ message, code: '42704' }, { status: 400 })),
    )
    renderWithProviders(
      inRouter(<ExtensionRequired database={database} extension={extension} status={status('1.4-1')} />),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Enable pg_cron' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enable pg_cron' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable pg_cron' }))
    expect(await within(dialog).findByText(message)).toBeInTheDocument()
    expect(within(dialog).getByText('The change failed')).toBeInTheDocument()
  })
})

describe('NeedsExtension', () => {
  const answer = (row: object) =>
    server.use(
      http.post('*/platform/pg-meta/:ref/query', () => HttpResponse.json([{ name: 'pg_cron', schema: null, ...row }])),
    )
  const page = () => (
    <NeedsExtension database={database} extension={extension}>
      {(installed) => <p>{`Jobs of pg_cron ${installed.installed_version} in ${installed.schema}`}</p>}
    </NeedsExtension>
  )

  it('renders the page with the status once the extension is installed', async () => {
    answer({ installed_version: '1.6', default_version: '1.6', schema: 'pg_catalog' })
    renderWithProviders(inRouter(page()))
    expect(await screen.findByText('Jobs of pg_cron 1.6 in pg_catalog')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the notice, not the page, while the extension is missing', async () => {
    answer({ installed_version: null, default_version: '1.6' })
    renderWithProviders(inRouter(page()))
    const alert = await screen.findByRole('alert', { name: 'Needs the pg_cron extension' })
    expect(within(alert).getByRole('button', { name: 'Enable pg_cron' })).toBeInTheDocument()
    expect(screen.queryByText(/Jobs of pg_cron/)).toBeNull()
  })

  it('says when the check itself failed', async () => {
    server.use(
      http.post('*/platform/pg-meta/:ref/query', () =>
        HttpResponse.json({ message: 'permission denied for table pg_extension' }, { status: 400 }),
      ),
    )
    renderWithProviders(inRouter(page()))
    const alert = await screen.findByRole('alert', { name: 'Could not check for the pg_cron extension' })
    expect(alert).toHaveTextContent('permission denied for table pg_extension')
    expect(screen.queryByText(/Jobs of pg_cron/)).toBeNull()
  })
})

describe('ExtensionNotice', () => {
  const row = (installed_version: string | null) => ({ ...status('1.6'), installed_version })
  it('shows nothing once the extension is installed', async () => {
    const { container } = renderWithProviders(
      inRouter(
        <>
          <p>The page</p>
          <ExtensionNotice
            database={database}
            extension={extension}
            status={{ data: row('1.6'), error: null, isPending: false }}
          />
        </>,
      ),
    )
    await screen.findByText('The page')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(container.querySelector('[aria-label^="Checking"]')).toBeNull()
  })

  it('shows the notice while it is missing', async () => {
    renderWithProviders(
      inRouter(
        <ExtensionNotice
          database={database}
          extension={extension}
          status={{ data: row(null), error: null, isPending: false }}
        />,
      ),
    )
    expect(await screen.findByRole('alert', { name: 'Needs the pg_cron extension' })).toBeInTheDocument()
  })
})
