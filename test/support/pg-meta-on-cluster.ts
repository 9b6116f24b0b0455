import { PostgresMeta } from '@supabase/postgres-meta'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { setAccessTokenProvider } from '@/lib/http/client'
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster'
import { signInForTest } from './render'

/**
 * Answers the dashboard's pg-meta query call with postgres-meta itself on a real cluster, so a page
 * under test talks to real PostgreSQL while the rest of the platform stays mocked.
 */
export function pgMetaOnCluster(cluster: PostgresCluster) {
  const meta = new PostgresMeta({ connectionString: cluster.url(), max: 2 })
  const sent: string[] = []
  return {
    sent,
    /** Runs SQL directly, to check what the page did. */
    async query(sql: string, database?: string): Promise<Record<string, unknown>[]> {
      const client = database ? new PostgresMeta({ connectionString: cluster.url(database), max: 1 }) : meta
      try {
        const { data, error } = await client.query(sql)
        if (error) throw new Error(error.message)
        return JSON.parse(JSON.stringify(data)) as Record<string, unknown>[]
      } finally {
        if (database) await client.end()
      }
    },
    /** Routes this test's pg-meta calls to the cluster (call in beforeEach: handlers reset after each test). */
    use() {
      server.use(
        http.post('*/platform/pg-meta/:ref/query', async ({ request }) => {
          const sql = ((await request.json()) as { query: string }).query
          sent.push(sql)
          const { data, error } = await meta.query(sql)
          return error ? HttpResponse.json(error, { status: 400 }) : HttpResponse.json(data)
        }),
      )
    },
    end: () => meta.end(),
  }
}

/**
 * A page test against real PostgreSQL 15: a throwaway cluster (with `settings`, then `prepare`) for the
 * file, a signed-in user, and the page's pg-meta calls answered by postgres-meta on that cluster while the
 * rest of the platform stays mocked. Answers a SQL runner to check what the page did, the SQL the page
 * sent, and the cluster's port.
 */
export function pageOnPostgres15(
  settings: Record<string, string> = {},
  prepare?: (query: (sql: string, database?: string) => Promise<unknown>) => Promise<void>,
) {
  let cluster: PostgresCluster | undefined
  let pgMeta: ReturnType<typeof pgMetaOnCluster> | undefined
  beforeAll(async () => {
    cluster = await startPostgresCluster(settings)
    pgMeta = pgMetaOnCluster(cluster)
    await prepare?.(pgMeta.query)
  }, 120_000)
  afterAll(async () => {
    await pgMeta?.end()
    cluster?.stop()
  })
  beforeEach(() => {
    const session = signInForTest()
    setAccessTokenProvider(() => session.access_token)
    pgMeta!.use()
  })
  return {
    query: (sql: string, database?: string) => pgMeta!.query(sql, database),
    sent: () => pgMeta!.sent,
    port: () => cluster!.port,
  }
}
