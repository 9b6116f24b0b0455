import { z } from 'zod/mini'
import { ident, literal } from '@/features/database'
import { fieldExpression, whereClause, type LogFilter } from '@/features/logs'

/**
 * The API report's queries over the gateway's requests (`edge_logs`, CONTRACT §9), in the logs
 * explorer's SQL: every field through fieldExpression, every filter through whereClause (quoted).
 */
const SOURCE = 'edge_logs'
const FROM = ident(SOURCE)
const PATH = fieldExpression('metadata.request.path', 'string')
const STATUS = fieldExpression('metadata.response.status_code', 'number')
const LATENCY = fieldExpression('metadata.response.origin_time', 'number')
/** An error is an answer with a status of 400 or more. */
const IS_ERROR = `${STATUS} >= 400`

/** Requests whose path contains the text (the report's one filter); empty text, no filter. */
export function pathFilters(pathContains: string): LogFilter[] {
  const value = pathContains.trim()
  return value ? [{ path: 'metadata.request.path', operator: 'contains', value }] : []
}

const num = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value) => Number(value)),
)
const nullableNum = z.nullable(num)

const overTimeRowSchema = z.object({ bucket: num, requests: num, errors: num })
export type ApiOverTimeRow = z.output<typeof overTimeRowSchema>

/** Requests and errors per time bucket over the range; bucket = start of the bucket in microseconds. */
export function apiOverTimeQuery(filters: readonly LogFilter[], startMs: number, endMs: number, buckets = 30) {
  const widthSeconds = Math.max(1, Math.ceil((endMs - startMs) / 1000 / buckets))
  const start = `${literal(new Date(startMs).toISOString())}::timestamptz`
  return {
    sql: `select ((extract(epoch from ${start}) + floor(extract(epoch from timestamp - ${start}) / ${widthSeconds}) * ${widthSeconds}) * 1000000)::bigint as bucket, count(*)::int as requests, (count(*) filter (where ${IS_ERROR}))::int as errors from ${FROM} ${whereClause(SOURCE, filters)} group by 1 order by 1`,
    schema: overTimeRowSchema,
    widthMs: widthSeconds * 1000,
  }
}

const byPathRowSchema = z.object({
  path: z.catch(z.string(), ''),
  requests: num,
  errors: num,
  p95_ms: nullableNum,
})
export type ApiPathRow = z.output<typeof byPathRowSchema>

/** Per path: requests, errors and the 95th percentile of the gateway's latency (origin_time, ms). */
export function apiByPathQuery(filters: readonly LogFilter[], limit = 50) {
  return {
    sql: `select ${PATH} as path, count(*)::int as requests, (count(*) filter (where ${IS_ERROR}))::int as errors, (percentile_cont(0.95) within group (order by ${LATENCY}))::float8 as p95_ms from ${FROM} ${whereClause(SOURCE, filters)} group by 1 order by requests desc, path limit ${Math.max(1, Math.floor(limit))}`,
    schema: byPathRowSchema,
  }
}

const totalsRowSchema = z.object({ requests: num, errors: num, p95_ms: nullableNum })
export type ApiTotals = z.output<typeof totalsRowSchema>

/** The whole range in one row: requests, errors and p95 latency of every request. */
export function apiTotalsQuery(filters: readonly LogFilter[]) {
  return {
    sql: `select count(*)::int as requests, (count(*) filter (where ${IS_ERROR}))::int as errors, (percentile_cont(0.95) within group (order by ${LATENCY}))::float8 as p95_ms from ${FROM} ${whereClause(SOURCE, filters)}`,
    schema: totalsRowSchema,
  }
}

/** One row per bucket of the range, buckets without requests as zeros (the chart shows no gaps). */
export function fillBuckets(rows: readonly ApiOverTimeRow[], startMs: number, endMs: number, widthMs: number) {
  const byBucket = new Map(rows.map((row) => [Math.round(row.bucket / 1000), row]))
  const first = Math.floor(startMs / 1000) * 1000
  const filled: { at: number; requests: number; errors: number }[] = []
  for (let at = first; at < endMs; at += widthMs) {
    const row = byBucket.get(at)
    filled.push({ at, requests: row?.requests ?? 0, errors: row?.errors ?? 0 })
  }
  return filled
}
