import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { renderWithProviders, signInForTest } from '../../../../test/support/render'
import { executeSql } from '../api/execute-sql'
import { QueryError } from './query-error'

const project = { projectRef: 'acmeblogprod01', connectionString: 'postgresql://postgres@db.example.com:5432/postgres' }

/** What executeSql throws when pg-meta answers `status` with `body`. */
async function failure(status: number, body: Record<string, string>) {
  server.use(http.post('*/platform/pg-meta/:ref/query', () => HttpResponse.json(body, { status })))
  return executeSql({ ...project, query: 'select 1' }).then(
    () => {
      throw new Error('expected the query to fail')
    },
    (error: unknown) => error,
  )
}

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

describe('QueryError: postgres-meta answers as the user reads them', () => {
  it("shows a 400's formattedError as is, LINE and caret included, in monospace", async () => {
    const formattedError = 'ERROR:  42601: syntax error at or near "frm"\nLINE 1: select * frm t\n                 ^\n'
    const error = await failure(400, {
      error: formattedError,
      message: 'syntax error at or near "frm"',
      formattedError,
      code: '42601',
      position: '10',
    })
    renderWithProviders(<QueryError error={error} />)

    const text = screen.getByText(/syntax error at or near "frm"/)
    expect(text.tagName).toBe('PRE')
    // Exactly Postgres's text: the caret stays under 'frm'.
    expect(text.textContent).toBe(formattedError)
    expect(screen.getByRole('alert')).toHaveTextContent('The query failed')
  })

  it.each([
    [408, 'Query read timeout', 'The query took too long and was stopped (query read timeout).'],
    [503, 'sorry, too many clients already', 'The database has too many clients right now.'],
    [
      504,
      'Connection terminated due to connection timeout',
      'Could not connect to the database in time (connection timeout).',
    ],
  ])('gives %i its own clear message', async (status, message, shown) => {
    renderWithProviders(<QueryError error={await failure(status, { error: message, message })} />)
    expect(screen.getByRole('alert')).toHaveTextContent(shown)
  })

  it("shows a 500's message, and the gateway's 502 when postgres-meta is down", async () => {
    const { unmount } = renderWithProviders(
      <QueryError error={await failure(500, { error: 'boom', message: 'Internal failure in postgres-meta' })} />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Internal failure in postgres-meta')
    unmount()
    const gateway =
      'The gateway could not reach postgres-meta. Check that it is running and that DASHBOARD_PG_META_URL points at it.'
    renderWithProviders(<QueryError error={await failure(502, { error: 'Bad Gateway', message: gateway })} />)
    expect(screen.getByRole('alert')).toHaveTextContent(gateway)
  })
})
