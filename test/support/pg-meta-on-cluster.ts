import { PostgresMeta } from '@supabase/postgres-meta'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import type { PostgresCluster } from './postgres-cluster'

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
