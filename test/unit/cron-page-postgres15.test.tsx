import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CronJobsPage } from '@/features/database-objects/cron/cron-jobs-page'
import { pageOnPostgres15 } from '../support/pg-meta-on-cluster'
import { renderWithProviders } from '../support/render'

/**
 * The cron page against real PostgreSQL 15 with pg_cron: the mock platform answers everything but the
 * pg-meta query call, which postgres-meta runs on a throwaway cluster.
 */
describe('cron page on PostgreSQL 15 with pg_cron', () => {
  const { query, sent } = pageOnPostgres15({ shared_preload_libraries: "'pg_cron'", 'cron.database_name': "'postgres'" })

  it('enables pg_cron, creates, pauses, edits and deletes a job', async () => {
    const user = userEvent.setup()
    renderWithProviders(<CronJobsPage projectRef="acmeblogprod01" />)
    const note = await screen.findByRole('alert', { name: 'Needs the pg_cron extension' }, { timeout: 15_000 })
    await user.click(within(note).getByRole('button', { name: 'Enable pg_cron' }))
    const enable = await screen.findByRole('dialog', { name: 'Enable pg_cron' })
    await user.click(within(enable).getByRole('button', { name: 'Enable pg_cron' }))
    await user.click(await screen.findByRole('button', { name: 'Create job' }, { timeout: 10_000 }))
    expect(await screen.findByText('No cron jobs yet. Create one to run SQL on a schedule.')).toBeInTheDocument()

    const form = await screen.findByRole('dialog', { name: 'Create job' })
    await user.type(within(form).getByLabelText(/^Name/), 'nightly vacuum')
    const schedule = within(form).getByLabelText(/^Schedule/)
    await user.clear(schedule)
    await user.type(schedule, '0 3 * * *')
    expect(await within(form).findByText('At 03:00')).toBeInTheDocument()
    await user.type(within(form).getByRole('textbox', { name: /^SQL/ }), 'vacuum analyze')
    await user.click(within(form).getByRole('button', { name: 'Create job' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create job' })).toBeNull())

    const table = await screen.findByRole('table', { name: 'Cron jobs' })
    const row = within(table).getByRole('row', { name: /nightly vacuum/ })
    expect(row).toHaveTextContent('At 03:00')
    expect(row).toHaveTextContent('Active')
    expect(row).toHaveTextContent('Never run')
    expect(await query(`select jobname, schedule, command, active from cron.job`)).toEqual([
      { jobname: 'nightly vacuum', schedule: '0 3 * * *', command: 'vacuum analyze', active: true },
    ])

    await user.click(within(row).getByRole('button', { name: 'Pause nightly vacuum' }))
    await waitFor(() => expect(within(table).getByRole('row', { name: /nightly vacuum/ })).toHaveTextContent('Paused'))
    expect(await query(`select active from cron.job`)).toEqual([{ active: false }])

    await user.click(within(table).getByRole('button', { name: 'Edit nightly vacuum' }))
    const edit = await screen.findByRole('dialog', { name: 'Edit job nightly vacuum' })
    const editSchedule = within(edit).getByLabelText(/^Schedule/)
    await user.clear(editSchedule)
    await user.type(editSchedule, '*/15 * * * *')
    await user.click(within(edit).getByRole('button', { name: 'Save job' }))
    await waitFor(() => expect(within(table).getByRole('row', { name: /nightly vacuum/ })).toHaveTextContent('Every 15 minutes'))
    expect(await query(`select schedule, active from cron.job`)).toEqual([{ schedule: '*/15 * * * *', active: false }])

    await user.click(within(table).getByRole('button', { name: 'Run history of nightly vacuum' }))
    const history = await screen.findByRole('dialog', { name: 'Run history of nightly vacuum' })
    expect(await within(history).findByText('This job has not run yet.')).toBeInTheDocument()
    await user.click(within(history).getByRole('button', { name: 'Close' }))

    await user.click(within(table).getByRole('button', { name: 'Delete nightly vacuum' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete job nightly vacuum' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete job' }))
    expect(await screen.findByText('No cron jobs yet. Create one to run SQL on a schedule.')).toBeInTheDocument()
    expect(await query(`select count(*)::int as n from cron.job`)).toEqual([{ n: 0 }])
    expect(sent()).toContain('create extension if not exists "pg_cron" cascade;')
  }, 90_000)
})
