import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setSession } from '@/features/auth/session-store'
import { renderRoute, signInForTest } from '../../../../test/support/render'

afterEach(() => setSession(null))

describe('/organizations', () => {
  it("lists the user's organizations sorted by name, each with its projects and their statuses", async () => {
    signInForTest()
    renderRoute('/organizations')
    const list = await screen.findByTestId('organization-list', {}, { timeout: 5000 })
    const organizations = within(list).getAllByRole('listitem', { name: /./ })
    expect(organizations.map((item) => item.getAttribute('aria-label'))).toEqual(['Acme Hobby', 'Globex Corporation', 'Northwind Labs', 'Vaultline Security'])
    expect(within(list).getByRole('link', { name: 'Northwind Labs' })).toHaveAttribute('href', '/dashboard/org/northwind')
    expect(within(list).getByRole('link', { name: 'Storefront' })).toHaveAttribute('href', '/dashboard/project/northwindshop1')

    const northwind = within(list).getByRole('listitem', { name: 'Northwind Labs' })
    expect(within(northwind).getByText('3 projects')).toBeInTheDocument()
    const projects = within(northwind).getByRole('list', { name: 'Projects of Northwind Labs' })
    expect(within(projects).getByText('Analytics').closest('li')).toHaveTextContent('Coming up')
    expect(within(projects).getByText('Storefront').closest('li')).toHaveTextContent('Healthy')

    const acme = within(list).getByRole('listitem', { name: 'Acme Hobby' })
    expect(within(acme).getByText('Todo (paused)').closest('li')).toHaveTextContent('Paused')
  })
})
