import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../test/support/render'
import { QueryRows } from './query-status'

const list = (query: { data: string[] | undefined; error: unknown; isLoading: boolean }) =>
  renderWithProviders(
    <QueryRows query={query} what="jobs" empty="No jobs yet.">
      {(rows) => <ul aria-label="Jobs">{rows.map((row) => <li key={row}>{row}</li>)}</ul>}
    </QueryRows>,
  )

describe('QueryRows: the states of a database page list', () => {
  it('shows a named loader while the rows load', () => {
    list({ data: undefined, error: null, isLoading: true })
    expect(screen.getByLabelText('Loading jobs')).toBeInTheDocument()
  })

  it('shows nothing for a query that does not run (its extension missing)', () => {
    list({ data: undefined, error: null, isLoading: false })
    expect(screen.queryByLabelText('Loading jobs')).toBeNull()
    expect(screen.queryByText('No jobs yet.')).toBeNull()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('says when there are no rows, and lists them when there are', () => {
    list({ data: [], error: null, isLoading: false })
    expect(screen.getByText('No jobs yet.')).toBeInTheDocument()
    list({ data: ['nightly'], error: null, isLoading: false })
    expect(screen.getByRole('list', { name: 'Jobs' })).toHaveTextContent('nightly')
  })

  it("keeps the rows it has under the database's error of a refresh", () => {
    list({ data: ['nightly'], error: new Error('permission denied for schema cron'), isLoading: false })
    expect(screen.getByRole('alert', { name: 'Could not read the jobs' })).toHaveTextContent('permission denied for schema cron')
    expect(screen.getByRole('list', { name: 'Jobs' })).toBeInTheDocument()
  })
})
