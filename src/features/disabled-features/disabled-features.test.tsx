import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { demoProfile } from '@mocks/fixtures/users'
import { server } from '@mocks/node'
import { configureMock } from '@mocks/state'
import { renderRoute, signInForTest } from '../../../test/support/render'
import { testConfig } from '../../../test/support/test-config'
import { disabledFeatureOfPath, disabledSectionIds, FEATURE_KEYS, FEATURE_ROUTES } from './disabled-features'

const SLOW = { timeout: 10_000 }

function disableForUser(...keys: string[]) {
  server.use(http.get('*/platform/profile', () => HttpResponse.json({ ...demoProfile, disabled_features: keys })))
}

async function expectNotFound(router: ReturnType<typeof renderRoute>['router'], path: string) {
  expect(await screen.findByRole('heading', { name: 'Page not found' }, SLOW)).toBeInTheDocument()
  expect(router.state.location.pathname).toBe(path)
}

describe('disabled features (issue 11 item 7)', { timeout: 45_000 }, () => {
  it('maps each switched-off route to its key, from the profile or (self-hosted only) the config', () => {
    const hosted = testConfig()
    const selfHosted = testConfig({ platform: false, disabledFeatures: 'logs:all, billing:all' })
    expect(FEATURE_ROUTES.every(({ key }) => (FEATURE_KEYS as readonly string[]).includes(key))).toBe(true)
    expect(disabledFeatureOfPath('/new', { profileDisabled: ['organizations:create'], config: hosted })).toBe('organizations:create')
    expect(disabledFeatureOfPath('/new/northwind', { profileDisabled: ['projects:create'], config: hosted })).toBe('projects:create')
    expect(disabledFeatureOfPath('/new/northwind', { profileDisabled: ['organizations:create'], config: hosted })).toBeUndefined()
    expect(disabledFeatureOfPath('/project/x/logs', { config: selfHosted })).toBe('logs:all')
    expect(disabledFeatureOfPath('/org/x/billing', { config: selfHosted })).toBe('billing:all')
    // The API report is read from the logs: it goes with them; the database report stays.
    expect(disabledFeatureOfPath('/project/x/reports/api', { config: selfHosted })).toBe('logs:all')
    expect(disabledFeatureOfPath('/project/x/reports/database', { config: selfHosted })).toBeUndefined()
    expect(disabledFeatureOfPath('/project/x/reports/database', { profileDisabled: ['reports:all'], config: hosted })).toBe(
      'reports:all',
    )
    expect([...disabledSectionIds({ config: selfHosted })].sort()).toEqual(['logs', 'reports-api'])
    expect(disabledSectionIds({ config: hosted }).size).toBe(0)
    // The hosted platform ignores the operator's list.
    expect(disabledFeatureOfPath('/project/x/logs', { config: testConfig({ disabledFeatures: 'logs:all' }) })).toBeUndefined()
  })

  it('organizations:create hides the entry point and closes /new', async () => {
    signInForTest()
    disableForUser('organizations:create')
    const { router } = renderRoute('/organizations')
    expect(await screen.findByTestId('organization-list', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'New organization' })).not.toBeInTheDocument()
    await router.navigate({ to: '/new' })
    await expectNotFound(router, '/new')
  })

  it('projects:create hides New project and closes /new/{slug}', async () => {
    signInForTest()
    disableForUser('projects:create')
    const { router } = renderRoute('/org/northwind')
    expect(await screen.findByRole('heading', { name: 'Northwind Labs' }, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'New project' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New project' })).not.toBeInTheDocument()
    await router.navigate({ to: '/new/$slug', params: { slug: 'northwind' } })
    await expectNotFound(router, '/new/northwind')
  })

  it('billing:all hides the billing link and closes the billing page', async () => {
    signInForTest()
    disableForUser('billing:all')
    const { router } = renderRoute('/org/northwind')
    expect(await screen.findByRole('heading', { name: 'Northwind Labs' }, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Billing' })).not.toBeInTheDocument()
    await router.navigate({ to: '/org/$slug/billing', params: { slug: 'northwind' } })
    await expectNotFound(router, '/org/northwind/billing')
  })

  it('logs:all (self-hosted, from config) removes Logs from the sidebar and closes the logs page', async () => {
    configureMock({ platform: false })
    const config = testConfig({ platform: false, authUrl: '', disabledFeatures: 'logs:all' })
    const { router } = renderRoute('/project/default', { config })
    const navigation = await screen.findByRole('navigation', { name: 'Project navigation' }, SLOW)
    // The sidebar is a lazy chunk of its own.
    expect(await within(navigation).findByRole('link', { name: 'SQL editor' }, SLOW)).toBeInTheDocument()
    expect(within(navigation).queryByRole('link', { name: 'Logs' })).not.toBeInTheDocument()
    await router.navigate({ to: '/project/$ref/logs', params: { ref: 'default' } })
    await expectNotFound(router, '/project/default/logs')
  })

  it('logs:all (hosted, from the profile) also removes the API report from the sidebar and closes its page', async () => {
    signInForTest()
    disableForUser('logs:all')
    const { router } = renderRoute('/project/acmeblogprod01')
    const navigation = await screen.findByRole('navigation', { name: 'Project navigation' }, SLOW)
    expect(await within(navigation).findByRole('link', { name: 'Database report' }, SLOW)).toBeInTheDocument()
    expect(within(navigation).queryByRole('link', { name: 'API report' })).not.toBeInTheDocument()
    expect(within(navigation).queryByRole('link', { name: 'Logs' })).not.toBeInTheDocument()
    await router.navigate({ to: '/project/$ref/reports/api', params: { ref: 'acmeblogprod01' } })
    await expectNotFound(router, '/project/acmeblogprod01/reports/api')
  })

  it('assistant:all hides the assistant button and never opens the panel', async () => {
    signInForTest()
    disableForUser('assistant:all')
    renderRoute('/project/acmeblogprod01?aiAssistantPanelOpen=true')
    expect(await screen.findByRole('navigation', { name: 'Project navigation' }, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument())
    expect(screen.queryByRole('button', { name: 'AI assistant' })).not.toBeInTheDocument()
    expect(screen.queryByRole('complementary', { name: 'AI assistant' })).not.toBeInTheDocument()
  })
})
