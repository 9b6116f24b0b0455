import { describe, expect, it } from 'vitest'
import { apiByPathQuery, apiOverTimeQuery, apiTotalsQuery, fillBuckets, pathFilters } from './api-report-sql'

const HOSTILE = `x'); drop table edge_logs; --"%_\\`

describe('API report SQL', () => {
  it('groups the gateway requests by path with errors and p95 latency', () => {
    const { sql } = apiByPathQuery([], 20)
    expect(sql).toBe(
      `select ("metadata" #>> '{request,path}') as path, count(*)::int as requests, (count(*) filter (where ("metadata" #>> '{response,status_code}')::numeric >= 400))::int as errors, (percentile_cont(0.95) within group (order by ("metadata" #>> '{response,origin_time}')::numeric))::float8 as p95_ms from "edge_logs"  group by 1 order by requests desc, path limit 20`,
    )
  })

  it('keeps a hostile path filter inside one quoted literal, wildcards escaped', () => {
    const filters = pathFilters(HOSTILE)
    for (const { sql } of [apiByPathQuery(filters), apiTotalsQuery(filters), apiOverTimeQuery(filters, 0, 60_000)]) {
      expect(sql).toContain(
        `where ("metadata" #>> '{request,path}')::text ilike '%x''); drop table edge\\_logs; --"\\%\\_\\\\%'`,
      )
      // Outside the literal, nothing of the filter text: strip every quoted literal and look again.
      expect(sql.replace(/'(?:[^']|'')*'/g, "''")).not.toMatch(/drop table/)
    }
  })

  it('has no filter for blank text and a whole-number limit', () => {
    expect(pathFilters('   ')).toEqual([])
    expect(apiByPathQuery([], 0.5).sql).toMatch(/limit 1$/)
    expect(apiTotalsQuery([]).sql).not.toContain('ilike')
  })

  it('buckets the range and fills buckets without requests with zeros', () => {
    const { sql, widthMs } = apiOverTimeQuery([], 0, 30 * 60_000, 30)
    expect(widthMs).toBe(60_000)
    expect(sql).toContain("'1970-01-01T00:00:00.000Z'::timestamptz")
    const filled = fillBuckets([{ bucket: 60_000 * 1000, requests: 4, errors: 1 }], 0, 3 * 60_000, widthMs)
    expect(filled).toEqual([
      { at: 0, requests: 0, errors: 0 },
      { at: 60_000, requests: 4, errors: 1 },
      { at: 120_000, requests: 0, errors: 0 },
    ])
  })

  it('parses the numbers the logs service may answer as strings', () => {
    const { schema } = apiByPathQuery([])
    expect(schema.parse({ path: '/rest/v1/posts', requests: '3', errors: 0, p95_ms: null })).toEqual({
      path: '/rest/v1/posts',
      requests: 3,
      errors: 0,
      p95_ms: null,
    })
  })
})
