import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { preloadPage, renderRoute, signInForTest } from '../../../../test/support/render'

const REF = 'acmeblogprod01'
const ENDPOINT = 'api.custom-host.test'
const URL_OF_HELLO = `https://${ENDPOINT}/functions/v1/hello`
const hello = {
  id: 'f1',
  slug: 'hello',
  name: 'hello',
  status: 'ACTIVE',
  version: 3,
  created_at: 1_700_000_000_000,
  updated_at: 1_700_000_000_000,
  verify_jwt: false,
  import_map: false,
  entrypoint_path: 'index.ts',
}

/** The project's settings name an API URL of its own: every URL of a function derives from it. */
function projectAt(endpoint: string) {
  const reached: string[] = []
  server.use(
    http.get('*/platform/projects/:ref/settings', () =>
      HttpResponse.json({
        app_config: { endpoint, db_schema: 'public' },
        db_host: 'db.x',
        db_port: 5432,
        db_user: 'postgres',
        db_name: 'postgres',
        service_api_keys: [],
      }),
    ),
    http.get('*/v1/projects/:ref/functions', () => HttpResponse.json([hello])),
    http.get('*/v1/projects/:ref/functions/:slug', () => HttpResponse.json(hello)),
    http.post(`https://${endpoint}/functions/v1/:slug`, ({ request }) => {
      reached.push(request.url)
      return HttpResponse.json({ answered: 'by the custom host' })
    }),
  )
  return reached
}

describe("a function's URL is the project's API URL from its settings (app_config.endpoint)", () => {
  beforeAll(async () => {
    await preloadPage(`/project/${REF}/functions`)
    await preloadPage(`/project/${REF}/functions/hello/details`)
  }, 60_000)

  afterEach(() => vi.restoreAllMocks())

  it('on the list, to copy', async () => {
    // jsdom lays nothing out: the virtualized list gets a viewport to fill.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900)
    projectAt(ENDPOINT)
    signInForTest()
    renderRoute(`/project/${REF}/functions`)
    const table = await screen.findByRole('table', { name: 'Edge functions' }, { timeout: 8000 })
    expect(await within(table).findByRole('button', { name: `Copy URL ${URL_OF_HELLO}` })).toBeInTheDocument()
  })

  it("the function's page names the organization in the header and shows the whole URL", async () => {
    projectAt(ENDPOINT)
    signInForTest()
    renderRoute(`/project/${REF}/functions/hello/details`)
    await screen.findByRole('table', { name: 'Function details' }, { timeout: 8000 })
    const breadcrumb = screen.getByLabelText('Breadcrumb')
    expect(await within(breadcrumb).findByRole('link', { name: 'Acme Hobby' })).toBeInTheDocument()
    const url = screen.getAllByTestId('function-url')[0]!
    expect(url).toHaveTextContent(URL_OF_HELLO)
    expect(url).not.toHaveAttribute('data-truncate')
  })

  it('on the details, and the test panel sends its request there', async () => {
    const reached = projectAt(ENDPOINT)
    signInForTest()
    renderRoute(`/project/${REF}/functions/hello/details`)
    const details = await screen.findByRole('table', { name: 'Function details' }, { timeout: 8000 })
    expect(await within(details).findByText(URL_OF_HELLO)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Test' }))
    const panel = await screen.findByRole('dialog')
    expect(within(panel).getByText(`After ${URL_OF_HELLO}`)).toBeInTheDocument()
    await userEvent.click(within(panel).getByRole('button', { name: 'Send request' }))
    expect(await within(panel).findByText(/by the custom host/, {}, { timeout: 8000 })).toBeInTheDocument()
    expect(reached).toEqual([URL_OF_HELLO])
  })
})
