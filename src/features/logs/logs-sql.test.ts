import { describe, expect, it } from 'vitest'
import { fieldExpression, filterError, histogramQuery, logsPageQuery, unifiedPageQuery, whereClause } from './logs-sql'
import { logsSearchSchema } from './search'
import { LOG_SOURCES, LOG_SOURCE_NAMES } from './sources'
import { resolveTimeRange } from './time-range'

describe('logs SQL', () => {
  it('has the 12 sources of the spec, each with the common fields', () => {
    expect(LOG_SOURCES.map((s) => s.name)).toEqual([...LOG_SOURCE_NAMES])
    expect(LOG_SOURCES).toHaveLength(12)
    for (const source of LOG_SOURCES)
      expect(source.fields.slice(0, 3).map((f) => f.path)).toEqual(['id', 'timestamp', 'event_message'])
  })

  it('reads metadata paths through jsonb with the field type', () => {
    expect(fieldExpression('event_message', 'string')).toBe('"event_message"')
    expect(fieldExpression('metadata.response.status_code', 'number')).toBe(
      `("metadata" #>> '{response,status_code}')::numeric`,
    )
  })

  it('quotes values and drops filters that do not fit the schema', () => {
    const where = whereClause('edge_logs', [
      { path: 'metadata.response.status_code', operator: '=', value: '500' },
      { path: 'event_message', operator: 'contains', value: "it's 100%" },
      { path: 'metadata.nope', operator: '=', value: 'x' },
    ])
    expect(where).toBe(
      `where ("metadata" #>> '{response,status_code}')::numeric = 500 and "event_message"::text ilike '%it''s 100\\%%'`,
    )
    expect(filterError('edge_logs', { path: 'metadata.response.status_code', operator: '>', value: 'abc' })).toBe(
      'metadata.response.status_code is a number',
    )
    expect(filterError('edge_logs', { path: 'metadata.nope', operator: '=', value: '' })).toBe(
      'metadata.nope is not a field of edge_logs',
    )
  })

  it('pages back from the oldest event shown, newest first', () => {
    const { sql } = logsPageQuery('postgres_logs', [], 100, 1_700_000_000_000_000)
    expect(sql).toBe(
      `select id, timestamp, event_message, metadata from "postgres_logs" where timestamp < '2023-11-14T22:13:20.000Z'::timestamptz order by timestamp desc, id desc limit 100`,
    )
  })

  it('buckets the histogram evenly over the range', () => {
    const { sql, widthMs } = histogramQuery('edge_logs', [], 0, 3600_000, 60)
    expect(widthMs).toBe(60_000)
    expect(sql).toContain('/ 60) * 60) * 1000000)::bigint as bucket')
  })

  it('follows one request id across the sources that carry it in the unified view', () => {
    const { sql } = unifiedPageQuery([], '', 'abc', 100)
    expect(sql.match(/from "(\w+)"/g)).toEqual(['from "edge_logs"', 'from "postgrest_logs"', 'from "postgres_logs"'])
    expect(sql).toContain(`metadata ->> 'request_id' = 'abc'`)
  })

  it('falls back per part of a bad URL', () => {
    expect(
      logsSearchSchema.parse({ source: 'nope', range: '24h', filters: [{ path: 'a', operator: 'like', value: 'x' }] }),
    ).toEqual({
      source: 'edge_logs',
      range: '24h',
      mode: 'builder',
      filters: [],
    })
    expect(resolveTimeRange({ range: 'custom', start: 'x', end: 'y' }, 7_200_500)).toEqual({
      start: 3_600_000,
      end: 7_200_000,
    })
  })
})
