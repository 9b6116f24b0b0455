import { http, HttpResponse } from 'msw'
import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { signInForTest } from '../../../../test/support/render'
import { server } from '@mocks/node'
import { setAccessTokenProvider } from '@/lib/http/client'
import { INTROSPECTION_TIMEOUT_MESSAGE, runIntrospection } from './introspection'

const connection = {
  projectRef: 'acmeblogprod01',
  connectionString: 'postgresql://postgres@db.example.com:5432/postgres',
}

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
    expect(await runIntrospection(connection, { sql: 'select 1 as n', schema: z.object({ n: z.number() }) })).toEqual([
      { n: 1 },
    ])
    expect(sent).toEqual(["set local statement_timeout = '15s';\nselect 1 as n"])
  })

  it('says in words that the catalog read took too long when the timeout fires (SQLSTATE 57014)', async () => {
    server.use(
      http.post('*/platform/pg-meta/:ref/query', () =>
        HttpResponse.json(
          { error: 'query error', message: 'canceling statement due to statement timeout', code: '57014' },
          { status: 400 },
        ),
      ),
    )
    await expect(runIntrospection(connection, { sql: 'select 1', schema: z.object({}) })).rejects.toThrow(
      INTROSPECTION_TIMEOUT_MESSAGE,
    )
    expect(INTROSPECTION_TIMEOUT_MESSAGE).toMatch(/longer than 15s/)
  })
})

describe('the integration pages’ catalog reads are bounded too (issue 21: every introspection query)', () => {
  it('cron, hooks, vault, wrappers and column privileges send their reads after set local statement_timeout', async () => {
    const { cronJobsQueryOptions, cronFunctionsQueryOptions } = await import('../cron/cron-queries')
    const { hooksQueryOptions, hookTablesQueryOptions } = await import('../hooks/hooks-queries')
    const { vaultSecretsQueryOptions } = await import('../vault/vault-queries')
    const { foreignServersQueryOptions } = await import('../wrappers/wrappers-queries')
    const { privilegeRolesQueryOptions } = await import('../column-privileges/column-privileges-queries')
    const sent: string[] = []
    server.use(
      http.post('*/platform/pg-meta/:ref/query', async ({ request }) => {
        sent.push(((await request.json()) as { query: string }).query)
        return HttpResponse.json([])
      }),
    )
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    for (const options of [
      cronJobsQueryOptions(connection),
      cronFunctionsQueryOptions(connection),
      hooksQueryOptions(connection),
      hookTablesQueryOptions(connection),
      vaultSecretsQueryOptions(connection),
      foreignServersQueryOptions(connection),
      privilegeRolesQueryOptions(connection),
    ])
      await client.fetchQuery(options as Parameters<typeof client.fetchQuery>[0])
    expect(sent).toHaveLength(7)
    for (const query of sent) expect(query.startsWith("set local statement_timeout = '15s';\n")).toBe(true)
  })
})
