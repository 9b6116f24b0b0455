import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { renderRoute, signInForTest } from '../../../../test/support/render'

const SLOW = { timeout: 8000 }
const STRONG = 'correct-Horse-battery-Staple-42!'

function inTimeZone(timeZone: string) {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...original.call(this), timeZone }
  })
}

describe('create a project /new/{slug}', () => {
  it('preselects the region nearest to the time zone and creates a COMING_UP project', async () => {
    signInForTest()
    inTimeZone('Europe/Berlin')
    const created: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/platform/projects')
        created.push(await request.clone().json())
    })
    const user = userEvent.setup()
    const { router } = renderRoute('/new/northwind')
    const region = await screen.findByRole('combobox', { name: 'Region' }, SLOW)
    await waitFor(() => expect(region).toHaveValue('Central EU (Frankfurt)'))
    expect(screen.getByRole('combobox', { name: 'Organization' })).toHaveValue('Northwind Labs (Pro)')
    expect(screen.getByRole('combobox', { name: 'Cloud provider' })).toHaveValue('AWS')
    expect(screen.getByRole('radio', { name: 'Micro' })).toBeChecked()

    await user.type(screen.getByRole('textbox', { name: 'Project name' }), 'Inventory')
    await user.click(screen.getByLabelText(/Database password/))
    await user.paste(STRONG)
    await waitFor(
      () => expect(screen.getByTestId('password-strength-message')).toHaveTextContent('This password is strong.'),
      SLOW,
    )
    await user.click(screen.getByRole('radio', { name: 'Small' }))
    await user.click(screen.getByRole('button', { name: 'Create new project' }))

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/project\/[a-z]{20}$/))
    expect(created).toEqual([
      {
        name: 'Inventory',
        organization_slug: 'northwind',
        db_pass: STRONG,
        cloud_provider: 'AWS',
        region: 'eu-central-1',
        desired_instance_size: 'small',
      },
    ])
    expect(await screen.findByRole('heading', { name: 'Inventory' }, SLOW)).toBeInTheDocument()
    expect(screen.getByTestId('project-status')).toHaveAttribute('data-status', 'COMING_UP')
    expect(screen.getByText('Setting up your project')).toBeInTheDocument()
  }, 30_000)

  it('falls back to Southeast Asia (Singapore) and offers only Singapore on FLY', async () => {
    signInForTest()
    inTimeZone('UTC')
    const user = userEvent.setup()
    renderRoute('/new/northwind')
    const region = await screen.findByRole('combobox', { name: 'Region' }, SLOW)
    await waitFor(() => expect(region).toHaveValue('Southeast Asia (Singapore)'))
    await user.click(region)
    expect(await screen.findAllByRole('option')).toHaveLength(16)
    await user.click(region)
    await user.click(screen.getByRole('combobox', { name: 'Cloud provider' }))
    await user.click(await screen.findByRole('option', { name: 'Fly.io' }))
    await user.click(region)
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Southeast Asia (Singapore)'])
  })

  it('refuses a weak password and keeps the free plan on micro', async () => {
    signInForTest()
    const user = userEvent.setup()
    renderRoute('/new/acme-hobby')
    await user.type(await screen.findByRole('textbox', { name: 'Project name' }, SLOW), 'Notes')
    expect(screen.getByRole('radio', { name: 'Small' })).toBeDisabled()
    expect(screen.getByTestId('instance-size-small')).toHaveTextContent('Available on paid plans.')
    await user.click(screen.getByLabelText(/Database password/))
    await user.paste('password')
    await waitFor(() =>
      expect(screen.getByTestId('password-strength-message')).toHaveTextContent('This password is not acceptable.'),
    )
    await user.click(screen.getByRole('button', { name: 'Create new project' }))
    expect(screen.getByText('Choose a stronger password')).toBeInTheDocument()
  })

  it('explains the free project limit and blocks creating another free project', async () => {
    signInForTest()
    server.use(
      http.get('*/platform/organizations/:slug/members/reached-free-project-limit', () =>
        HttpResponse.json([{ username: 'demo', primary_email: 'demo@example.com', free_project_limit: 2 }]),
      ),
    )
    renderRoute('/new/acme-hobby')
    const alert = (await screen.findByText('The free project limit is reached', {}, SLOW)).closest('[role="alert"]')
    expect(alert).toHaveTextContent(
      'The Free plan allows 2 active projects per user, and demo@example.com already has 2.',
    )
    expect(screen.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
      'href',
      '/dashboard/org/acme-hobby/billing',
    )
    expect(screen.getByRole('button', { name: 'Create new project' })).toBeDisabled()
  })

  it('carries the plan to /new/{slug} and says when the organization is on another plan', async () => {
    signInForTest()
    renderRoute('/new/northwind?plan=team')
    expect(await screen.findByText('You chose the Team plan', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText(/Northwind Labs is on the Pro plan/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'billing page' })).toHaveAttribute(
      'href',
      '/dashboard/org/northwind/billing#plans',
    )
  })
})
