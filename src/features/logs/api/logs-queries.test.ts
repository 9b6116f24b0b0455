import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { createQueryClient } from '@/app/query-client'
import { histogramQueryOptions, sqlQueryOptions, type LogsView } from './logs-queries'

// SPEC §8's retry rule holds for the logs explorer too: a call that did not get through (the mock's
// log database still starting on a busy machine, a dropped connection) is retried; the log
// service's answer to a wrong query is not.
const LOGS = '*/platform/projects/:ref/analytics/endpoints/logs.all'
const view: LogsView = { source: 'edge_logs', filters: [], start: Date.now() - 3_600_000, end: Date.now() }
const fast = { retryDelay: 0 } as const

describe('logs queries retry as SPEC §8 says', () => {
  it('retries a failed call and shows the later answer', async () => {
    let calls = 0
    server.use(
      http.get(LOGS, () => {
        calls += 1
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ result: [] })
      }),
    )
    const client = createQueryClient()
    const answer = await client.fetchQuery({ ...histogramQueryOptions('ref1', view), ...fast })
    expect(answer.rows).toEqual([])
    expect(calls).toBe(2)
  })

  it('does not retry the log service’s error for a wrong query', async () => {
    let calls = 0
    server.use(
      http.get(LOGS, () => {
        calls += 1
        return HttpResponse.json({ result: [], error: { message: 'column "nope" does not exist' } })
      }),
    )
    const client = createQueryClient()
    await expect(
      client.fetchQuery({ ...sqlQueryOptions('ref1', 'select nope from edge_logs', view.start, view.end), ...fast }),
    ).rejects.toThrow('column "nope" does not exist')
    expect(calls).toBe(1)
  })
})
