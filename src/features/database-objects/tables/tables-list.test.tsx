import { screen } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import type { SchemaTable } from '@/features/database'
import { renderWithProviders } from '../../../../test/support/render'
import { TablesList } from './tables-list'

function inRouter(ui: ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    basepath: '/dashboard',
    history: createMemoryHistory({ initialEntries: ['/dashboard/project/acmeblogprod01/database/tables'] }),
  })
  return <RouterProvider router={router} />
}

const table = (id: number, name: string, rows: number) =>
  ({ id, name, rows, size_bytes: 8192, columns: 3, rls_enabled: true, policies: 1, realtime: false }) as unknown as SchemaTable

describe('Database > Tables list', () => {
  it('shows the exact count of a small table (not the "~0" of a table never analyzed), the estimate of a big one', async () => {
    renderWithProviders(
      inRouter(<TablesList projectRef="acmeblogprod01" schema="public" tables={[table(1, 'orders', 0), table(2, 'events', 2_500_000)]} counts={new Map([[1, 12]])} canWrite={false} onDrop={() => {}} />),
    )
    const orders = (await screen.findByRole('link', { name: 'orders' })).closest('[role="row"]')!
    expect(orders).toHaveTextContent(/orders12\b/)
    expect(orders).not.toHaveTextContent('~')
    const events = screen.getByRole('link', { name: 'events' }).closest('[role="row"]')!
    expect(events).toHaveTextContent('~2,500,000')
    expect(screen.getByRole('columnheader', { name: 'Rows' })).toBeInTheDocument()
  })
})
