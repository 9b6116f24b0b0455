import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { configureMock } from '@mocks/state'
import { renderRoute, signInForTest } from '../../test/support/render'
import { testConfig } from '../../test/support/test-config'

const selfHosted = () => {
  configureMock({ platform: false })
  return { config: testConfig({ platform: false, authUrl: '' }) }
}

describe('self-hosted pages whose service the gateway does not map', () => {
  it('storage buckets name the storage service and its variable on a 404', async () => {
    server.use(
      http.get('*/platform/storage/:ref/buckets', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    )
    renderRoute('/project/default/storage/buckets', selfHosted())
    const alert = await screen.findByTestId('service-not-configured', {}, { timeout: 8000 })
    expect(alert).toHaveTextContent('The storage service is not configured')
    expect(alert).toHaveTextContent('set DASHBOARD_STORAGE_URL')
    expect(screen.getByText(/Served by the project.s storage service/)).toBeInTheDocument()
  })

  it('with several projects (CONTRACT §18) names the project field in DASHBOARD_PROJECTS instead', async () => {
    server.use(
      http.get('*/platform/storage/:ref/buckets', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    )
    configureMock({ platform: false })
    // The mock's one self-hosted project, here as the first of a list.
    renderRoute('/project/default/storage/buckets', { config: testConfig({ platform: false, authUrl: '', defaultProjectRef: 'default' }) })
    const alert = await screen.findByTestId('service-not-configured', {}, { timeout: 8000 })
    expect(alert).toHaveTextContent('set storage_url of this project in DASHBOARD_PROJECTS to the service')
    expect(alert).not.toHaveTextContent('DASHBOARD_STORAGE_URL')
  })

  it('storage files say so too, instead of the bucket list', async () => {
    server.use(
      http.get('*/platform/storage/:ref/buckets', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    )
    renderRoute('/project/default/storage/files', selfHosted())
    const alert = await screen.findByTestId('service-not-configured', {}, { timeout: 8000 })
    expect(alert).toHaveTextContent('The storage service is not configured')
    expect(screen.queryByRole('navigation', { name: 'Buckets' })).not.toBeInTheDocument()
  })

  it('logs say so on a 502 from the gateway', async () => {
    server.use(
      http.get(
        '*/platform/projects/:ref/analytics/endpoints/logs.all',
        () => new HttpResponse('Bad Gateway', { status: 502 }),
      ),
    )
    renderRoute('/project/default/logs', selfHosted())
    const alert = await screen.findAllByTestId('service-not-configured', {}, { timeout: 8000 })
    expect(alert[0]).toHaveTextContent('The log analytics service is not configured')
    expect(alert[0]).toHaveTextContent('DASHBOARD_LOGS_URL')
  })

  it('the hosted platform shows the error itself instead', async () => {
    server.use(
      http.get('*/platform/storage/:ref/buckets', () =>
        HttpResponse.json({ message: 'Storage is down' }, { status: 502 }),
      ),
    )
    signInForTest()
    renderRoute('/project/acmeblogprod01/storage/buckets')
    expect(await screen.findByText('Storage is down', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.queryByTestId('service-not-configured')).not.toBeInTheDocument()
  })
})
