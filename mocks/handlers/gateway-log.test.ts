import { describe, expect, it } from 'vitest'
import { makeAccessToken } from '../utils'
import { projectKey } from './edge-functions-state'
import { queryLogs } from './logs-database'

const REF = 'acmeblogprod01'
const token = makeAccessToken({ sub: 'u1', email: 'demo@example.com', aal: 'aal1', exp: Math.floor(Date.now() / 1000) + 3600 })

describe("the project's gateway log (edge_logs)", () => {
  it('records the requests to the project and the calls the dashboard makes for it, no sample routes', async () => {
    const apikey = projectKey(REF, 'anon')
    expect((await fetch(`http://localhost/project-api/${REF}/rest/v1/customers?limit=2`, { headers: { apikey } })).status).toBe(200)
    expect((await fetch(`http://localhost/project-api/${REF}/rest/v1/no_such_table`, { headers: { apikey } })).status).toBe(404)
    expect((await fetch(`http://localhost/platform/storage/${REF}/buckets`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200)

    const end = new Date(Date.now() + 1000)
    const start = new Date(end.getTime() - 7 * 24 * 3600_000)
    const { result } = await queryLogs(
      REF,
      `select metadata #>> '{request,path}' as path, metadata #>> '{response,status_code}' as status, metadata #>> '{request_id}' as request_id from edge_logs order by timestamp`,
      start,
      end,
    )
    expect(result.map(({ path, status }) => ({ path, status }))).toEqual([
      { path: '/rest/v1/customers', status: '200' },
      { path: '/rest/v1/no_such_table', status: '404' },
      { path: '/storage/v1/bucket', status: '200' },
    ])

    // The failed read's request id leads to its REST and database log lines.
    const failed = String(result[1]!.request_id)
    const follow = (source: string) =>
      queryLogs(REF, `select event_message from ${source} where metadata #>> '{request_id}' = '${failed}'`, start, end)
    expect(await follow('postgrest_logs')).toEqual({ result: [{ event_message: 'GET /rest/v1/no_such_table 404' }] })
    expect(await follow('postgres_logs')).toEqual({
      result: [{ event_message: expect.stringMatching(/^ERROR: {2}relation "public\.no_such_table" does not exist/) }],
    })
  }, 240_000)
})
