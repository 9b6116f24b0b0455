import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setAccessTokenProvider } from '@/lib/http/client'
import { server } from '@mocks/node'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { queueNameProblem } from './create-queue-modal'
import { SendMessageModal } from './send-message-modal'

const connection = { projectRef: 'acmeblogprod01', connectionString: 'postgresql://postgres@db.example.com:5432/postgres' }

let sent: string[]
beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
  sent = []
  server.use(
    http.post('*/platform/pg-meta/:ref/query', async ({ request }) => {
      const { query } = (await request.json()) as { query: string }
      sent.push(query)
      return HttpResponse.json([{ msg_id: 1 }])
    }),
  )
})

describe('Send a message', () => {
  it('names bad JSON where it is, sends nothing and keeps the text; then sends the text as typed with its delay, quoted', { timeout: 60_000 }, async () => {
    const onClose = vi.fn()
    renderWithProviders(<SendMessageModal connection={connection} queue="jobs" onClose={onClose} />)
    await screen.findByRole('dialog', { name: 'Send a message to jobs' })
    const payload = screen.getByRole('textbox', { name: 'Message (JSON)' })
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(screen.getByText('Enter the message as JSON, for example {"task": "resize", "id": 42}.')).toBeInTheDocument()
    await userEvent.click(payload)
    await userEvent.paste(`{"note": "it's", big: 12345678901234567890}`)
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(screen.getByText(/^The message is not valid JSON: .* at line 1, column 18\.$/)).toBeInTheDocument()
    expect(payload).toHaveValue(`{"note": "it's", big: 12345678901234567890}`)
    expect(sent).toEqual([])

    await userEvent.clear(payload)
    await userEvent.click(payload)
    await userEvent.paste(`{"note": "it's", "big": 12345678901234567890}`)
    await userEvent.type(screen.getByRole('textbox', { name: 'Delay (seconds)' }), '30')
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent).toEqual([
      `select msg_id::float8 as msg_id from pgmq.send('jobs', '{"note": "it''s", "big": 12345678901234567890}'::jsonb, 30::integer) as msg_id`,
    ])
  })
})

describe('A new queue name', () => {
  it('takes letters, digits, _ and - up to pgmq’s 47 characters', () => {
    expect(queueNameProblem('email-jobs_2')).toBeNull()
    expect(queueNameProblem('')).toBe('Enter a name for the queue.')
    for (const name of ['has space', "it's", 'a;b', 'ünï']) expect(queueNameProblem(name)).toBe('Use only letters, digits, underscores (_) and hyphens (-).')
    expect(queueNameProblem('x'.repeat(48))).toBe("Use at most 47 characters (pgmq's limit).")
  })
})
