import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { signInForTest } from '../../../../test/support/render'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { INTROSPECTION_TIMEOUT_MESSAGE, runIntrospection } from './introspection'

const connection = { projectRef: 'acmeblogprod01', connectionString: 'postgresql://postgres@db.example.com:5432/postgres' }

beforeEach(() => {
  const session = signInForTest()
  setAccessTokenProvider(() => session.access_token)
})

describe('runIntrospection: every catalog query bounded by its own statement_timeout', () => {
  it('sends the query after set local statement_timeout, in the one pg-meta call', async () => {
    const sent: string[] = []
    server.use(
      http.post('*/platform/pg-meta/:ref/query', async ({ request }) => {
        sent.push(((await request.json()) as { query: string }).query)
        return HttpResponse.json([{ n: 1 }])
      }),
    )
    expect(await runIntrospection(connection, { sql: 'select 1 as n', schema: z.object({ n: z.number() }) })).toEqual([{ n: 1 }])
    expect(sent).toEqual(["set local statement_timeout = '15s';\nselect 1 as n"])
  })

  it('says in words that the catalog read took too long when the timeout fires (SQLSTATE 57014)', async () => {
    server.use(
      http.post('*/platform/pg-meta/:ref/query', () =>
        HttpResponse.json({ error: 'query error', message: 'canceling statement due to statement timeout', code: '57014' }, { status: 400 }),
      ),
    )
    await expect(runIntrospection(connection, { sql: 'select 1', schema: z.object({}) })).rejects.toThrow(INTROSPECTION_TIMEOUT_MESSAGE)
    expect(INTROSPECTION_TIMEOUT_MESSAGE).toMatch(/longer than 15s/)
  })
})
