import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { renderRoute, signInForTest } from '../../../../test/support/render'

const QUEUE = {
  name: 'jobs', created_at: '2026-11-29T10:00:00.000Z', is_partitioned: false, is_unlogged: false, queue_length: 2,
  oldest_msg_age_sec: 90, newest_msg_age_sec: 5, total_messages: 7, rls: true,
}

let changes: string[]
beforeEach(() => {
  signInForTest()
  changes = []
  server.use(
    http.post('*/platform/pg-meta/:ref/query', async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
      if (query.includes(`to_regprocedure('pgmq.list_queues()')`)) return HttpResponse.json([{ available: true, partman: false, exposed: false }])
      if (query.includes('from pgmq.list_queues()')) return HttpResponse.json([QUEUE])
      if (/pgmq\.(purge_queue|drop_queue)/.test(query)) {
        changes.push(query)
        return HttpResponse.json(query.includes('purge') ? [{ purged: 2 }] : [{ done: true }])
      }
      return HttpResponse.json([])
    }),
  )
})

describe('a queue’s page', () => {
  it('purges after a confirmation, and drops only once the name is typed, then goes back to the list', { timeout: 60_000 }, async () => {
    const { router } = renderRoute('/project/acmeblogprod01/integrations/queues/jobs')
    expect(await screen.findByText(/Standard · 2 waiting · oldest 1 min 30 s · 7 sent in all/, {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(await screen.findByText('No message is waiting to be read.')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Purge messages' }))
    const purge = await screen.findByRole('dialog', { name: 'Purge queue jobs' })
    expect(purge).toHaveTextContent('Every message in the queue is deleted for good (2 now). Archived messages stay.')
    await userEvent.click(within(purge).getByRole('button', { name: 'Purge messages' }))
    await waitFor(() => expect(changes).toEqual([`select pgmq.purge_queue('jobs')::float8 as purged`]))

    await userEvent.click(screen.getByRole('button', { name: 'Drop queue' }))
    const drop = await screen.findByRole('dialog', { name: 'Drop queue jobs' })
    const confirm = within(drop).getByRole('button', { name: 'Drop queue' })
    expect(confirm).toBeDisabled()
    await userEvent.type(within(drop).getByRole('textbox', { name: 'Type jobs to confirm' }), 'job')
    expect(confirm).toBeDisabled()
    await userEvent.type(within(drop).getByRole('textbox', { name: 'Type jobs to confirm' }), 's')
    await userEvent.click(confirm)
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/acmeblogprod01/integrations/queues'))
    expect(changes.at(-1)).toBe(`select pgmq.drop_queue('jobs') as done`)
  })

  it('says so when there is no such queue', { timeout: 60_000 }, async () => {
    renderRoute('/project/acmeblogprod01/integrations/queues/gone')
    expect(await screen.findByText('There is no queue named gone in this database. It may have been dropped.', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull()
  })
})
