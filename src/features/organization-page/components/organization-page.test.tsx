import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { renderRoute, signInForTest } from '../../../../test/support/render'

/** The first render compiles the route tree; give it time. */
const SLOW = { timeout: 8000 }

const readOnlyPermissions = () =>
  server.use(
    http.get('*/platform/profile/permissions', () =>
      HttpResponse.json(
        ['acme-hobby', 'northwind', 'globex'].map((organization_slug) => ({
          organization_slug,
          actions: ['read:Read'],
          resources: ['%'],
          project_refs: null,
          condition: null,
          restrictive: false,
        })),
      ),
    ),
  )

describe('organization page /org/{slug}', () => {
  it('renders valid HTML: React reports no nesting error (no <div> inside the description <p>)', async () => {
    const errors = vi.spyOn(console, 'error')
    signInForTest()
    renderRoute('/org/northwind')
    await screen.findByRole('heading', { name: 'Northwind Labs' }, SLOW)
    expect(screen.getByTestId('plan-badge').closest('p')?.querySelector('div')).toBeFalsy()
    expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
      expect.stringMatching(/descendant of|child of/),
    )
  })

  it('shows the plan and the projects as cards with status text, region, provider, engine and branches under their parent', async () => {
    signInForTest()
    renderRoute('/org/northwind')
    expect(await screen.findByRole('heading', { name: 'Northwind Labs' }, SLOW)).toBeInTheDocument()
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('Pro plan')

    const storefront = screen.getByTestId('project-card-northwindshop1')
    expect(within(storefront).getByRole('link', { name: 'Storefront' })).toBeInTheDocument()
    expect(within(storefront).getAllByTestId('project-status')[0]).toHaveTextContent('Healthy')
    expect(within(storefront).getByText('East US (North Virginia) · AWS · Postgres')).toBeInTheDocument()
    const branches = within(storefront).getByRole('list', { name: 'Branches' })
    expect(within(branches).getByRole('link', { name: 'Storefront · checkout-v2' })).toBeInTheDocument()
    // The branch has no card of its own.
    expect(screen.queryByTestId('project-card-northwindshop2')).not.toBeInTheDocument()

    const analytics = screen.getByTestId('project-card-northwindstats')
    expect(within(analytics).getByTestId('project-status')).toHaveTextContent('Coming up')
    expect(within(analytics).getByTestId('project-status')).toHaveAttribute('data-status', 'COMING_UP')
    expect(within(analytics).getByText('Central EU (Frankfurt) · AWS · OrioleDB')).toBeInTheDocument()
  })

  it('searches, sorts and switches to a table with branches indented under their parent', async () => {
    signInForTest()
    const user = userEvent.setup()
    renderRoute('/org/northwind')
    const search = await screen.findByRole('textbox', { name: 'Search projects' }, SLOW)
    const cards = () =>
      screen
        .getAllByRole('listitem')
        .filter((item) => item.dataset.testid?.startsWith('project-card-'))
        .map((item) => item.dataset.testid)
    expect(cards()).toEqual(['project-card-northwindstats', 'project-card-northwindshop1'])

    await user.type(search, 'checkout')
    expect(cards()).toEqual(['project-card-northwindshop1'])
    await user.clear(search)
    await user.type(search, 'nothing-like-this')
    expect(screen.getByRole('status')).toHaveTextContent('No projects match “nothing-like-this”.')
    await user.clear(search)

    await user.click(screen.getByRole('combobox', { name: 'Sort projects' }))
    await user.click(await screen.findByRole('option', { name: 'Status' }))
    expect(cards()).toEqual(['project-card-northwindshop1', 'project-card-northwindstats'])

    await user.click(screen.getByRole('radio', { name: 'Table' }))
    const table = screen.getByRole('table', { name: 'Projects' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.dataset.testid)).toEqual([
      'project-row-northwindshop1',
      'project-row-northwindshop2',
      'project-row-northwindstats',
    ])
    expect(within(rows[1]!).getByLabelText('Branch of Storefront:')).toBeInTheDocument()
    expect(within(rows[2]!).getByText('OrioleDB')).toBeInTheDocument()
  })

  it("lists members with the roles of the plan's role model", async () => {
    signInForTest()
    const user = userEvent.setup()
    renderRoute('/org/northwind?tab=members')
    const table = await screen.findByRole('table', { name: 'Members' }, SLOW)
    expect(within(table).getByText('sam.rivera')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Role of maria.chen' })).toHaveValue('Developer')
    await user.click(screen.getByRole('combobox', { name: 'Role of maria.chen' }))
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Owner', 'Admin', 'Developer'])
    expect(screen.getByText('Roles on the Pro plan: Owner, Admin, Developer.')).toBeInTheDocument()
    expect(screen.getByText('new.hire@northwind.example')).toBeInTheDocument()
  })

  it('offers Read-only and shows project-scoped roles on the team plan', async () => {
    signInForTest()
    const user = userEvent.setup()
    renderRoute('/org/globex?tab=members')
    await screen.findByRole('table', { name: 'Members' }, SLOW)
    expect(within(screen.getByTestId('member-kim.lee')).getByText('Developer · 1 project')).toBeInTheDocument()
    await user.click(screen.getByRole('combobox', { name: 'Role of jo.park' }))
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Owner',
      'Admin',
      'Developer',
      'Read-only',
    ])
  })

  it('changes a role and invites a member through the network', async () => {
    signInForTest()
    const user = userEvent.setup()
    const sent: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method !== 'GET' && new URL(request.url).pathname.includes('/members'))
        sent.push([request.method, new URL(request.url).pathname, await request.clone().json()])
    })
    renderRoute('/org/northwind?tab=members')
    await user.click(await screen.findByRole('combobox', { name: 'Role of maria.chen' }, SLOW))
    await user.click(await screen.findByRole('option', { name: 'Admin' }))
    await waitFor(() =>
      expect(sent).toContainEqual([
        'PUT',
        '/platform/organizations/northwind/members/b1c2d3e4-0000-4000-8000-000000000003',
        { role_id: 2 },
      ]),
    )

    await user.click(screen.getByRole('button', { name: 'Invite member' }))
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }, SLOW), 'ada@northwind.example')
    await user.click(screen.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() =>
      expect(sent).toContainEqual([
        'POST',
        '/platform/organizations/northwind/members/invitations',
        { email: 'ada@northwind.example', role_id: 3 },
      ]),
    )
    expect(await screen.findByText('ada@northwind.example')).toBeInTheDocument()
  })

  it('disables what the user may not do, with a tooltip saying why', async () => {
    signInForTest()
    readOnlyPermissions()
    const user = userEvent.setup()
    renderRoute('/org/northwind?tab=members')
    const invite = await screen.findByRole('button', { name: 'Invite member' }, SLOW)
    expect(invite).toHaveAttribute('aria-disabled', 'true')
    await user.hover(invite)
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'You need additional permissions to invite members to this organization.',
    )
    await user.click(invite)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New project' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('saves the organization settings', async () => {
    signInForTest()
    const user = userEvent.setup()
    renderRoute('/org/northwind?tab=settings')
    const name = await screen.findByRole('textbox', { name: 'Organization name' }, SLOW)
    expect(name).toHaveValue('Northwind Labs')
    await user.clear(name)
    await user.type(name, 'Northwind Trading')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('heading', { name: 'Northwind Trading' }, SLOW)).toBeInTheDocument()
  })
})
