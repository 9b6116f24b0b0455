import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { configureMock } from '@mocks/state'
import { renderRoute } from '../../../../test/support/render'
import { testConfig } from '../../../../test/support/test-config'

// Several self-hosted projects behind one gateway (CONTRACT §18): what nginx answers for them.
// The project pages load lazily: on a loaded machine in the full suite they took over 10 s.
const SLOW = { timeout: 30_000 }
const project = (ref: string, name: string) => ({
  id: ref === 'prod' ? 1 : 2,
  ref,
  name,
  organization_id: 1,
  status: 'ACTIVE_HEALTHY',
  cloud_provider: 'Self-hosted',
  region: 'Self-hosted',
  parent_project_ref: null,
  preview_branch_refs: [],
})
const PROD = project('prod', '<b>Prod</b> & co')
const STAGING = project('staging', 'Staging')
const UNREACHABLE =
  'The gateway could not reach postgres-meta of project staging. Check that it is running and that pg_meta_url of project staging in DASHBOARD_PROJECTS points at it.'

function gateway() {
  configureMock({ platform: false })
  server.use(
    http.get('*/platform/projects', () => HttpResponse.json([PROD, STAGING])),
    http.get('*/platform/projects/:ref', ({ params }) => {
      const found = [PROD, STAGING].find((p) => p.ref === params.ref)
      return found ? HttpResponse.json({ ...found, connectionString: 'postgresql://postgres@db:5432/postgres' }) : HttpResponse.json({ message: 'No such project' }, { status: 404 })
    }),
    http.get('*/platform/pg-meta/:ref/health', ({ params }) =>
      params.ref === 'prod' ? HttpResponse.json({ date: '2026-01-01T00:00:00Z' }) : HttpResponse.json({ error: 'Bad Gateway', message: UNREACHABLE }, { status: 502 }),
    ),
  )
  return testConfig({ platform: false, authUrl: '', defaultProjectRef: 'prod' })
}

describe('self-hosted with several projects (CONTRACT §18)', { timeout: 120_000 }, () => {
  it('lands on the first project; the organization lists each project by name, as text, with its health', async () => {
    const config = gateway()
    const { router } = renderRoute('/', { config })
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/prod'), SLOW)

    await userEvent.click(await screen.findByRole('link', { name: 'Default Organization' }, SLOW))
    const prod = await screen.findByTestId('project-card-prod', {}, SLOW)
    expect(within(prod).getByRole('link', { name: '<b>Prod</b> & co' })).toBeInTheDocument()
    expect(prod.querySelector('b')).toBeNull()
    expect(await within(prod).findByText('Healthy', {}, SLOW)).toBeInTheDocument()
    const staging = screen.getByTestId('project-card-staging')
    expect(await within(staging).findByText('Unhealthy', {}, SLOW)).toBeInTheDocument()
  })

  it('says on a project whose postgres-meta is down which service is unreachable, and switches to another project', async () => {
    const config = gateway()
    const { router } = renderRoute('/project/staging', { config })
    const alert = await screen.findByRole('alert', {}, SLOW)
    expect(alert).toHaveTextContent('This project is unhealthy')
    expect(alert).toHaveTextContent(UNREACHABLE)

    await userEvent.click(await screen.findByRole('button', { name: 'Project: Staging. Switch project' }, SLOW))
    await userEvent.click(await screen.findByRole('menuitem', { name: '<b>Prod</b> & co' }, SLOW))
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/prod'), SLOW)
    await waitFor(() => expect(screen.queryByText('This project is unhealthy')).not.toBeInTheDocument(), SLOW)
  })
})
