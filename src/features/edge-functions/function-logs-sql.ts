import { z } from 'zod/mini'
import { literal } from '@/features/database'

/** SQL on the log sources of CONTRACT §9 (`function_logs`, `function_edge_logs`), one function's events by metadata.function_id. */
const byFunction = (functionId: string) => `(metadata #>> '{function_id}') = ${literal(functionId)}`
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

export type LogLevelFilter = 'all' | 'error' | 'warning' | 'info' | 'debug'
export type StatusFilter = 'all' | 'success' | 'error'
export type Period = 'hour' | 'day' | 'week'

export const PERIOD_MS: Record<Period, number> = { hour: 3600_000, day: 24 * 3600_000, week: 7 * 24 * 3600_000 }
const BUCKET: Record<Period, string> = { hour: '5 minutes', day: '1 hour', week: '6 hours' }
/** The same buckets in ms, for the chart. */
export const BUCKET_MS: Record<Period, number> = { hour: 5 * 60_000, day: 3600_000, week: 6 * 3600_000 }

const eventSchema = z.object({
  id: z.string(),
  timestamp: z.number(),
  event_message: z.catch(z.string(), ''),
  metadata: z.catch(z.record(z.string(), z.unknown()), {}),
})
export type LogEvent = z.infer<typeof eventSchema>

/** The function's console lines, newest first. */
export function consoleLogsQuery(functionId: string, level: LogLevelFilter, search: string, limit = 200) {
  const where = [byFunction(functionId)]
  if (level !== 'all') where.push(`(metadata #>> '{level}') = ${literal(level)}`)
  if (search.trim()) where.push(`event_message ilike ${literal(`%${escapeLike(search.trim())}%`)}`)
  return {
    sql: `select id, timestamp, event_message, metadata from function_logs where ${where.join(' and ')} order by timestamp desc, id desc limit ${limit}`,
    schema: eventSchema,
  }
}

/** The function's invocations (one edge log each), newest first. */
export function invocationsQuery(functionId: string, status: StatusFilter, limit = 200) {
  const where = [byFunction(functionId)]
  const code = `(metadata #>> '{response,status_code}')::int`
  if (status === 'success') where.push(`${code} < 400`)
  if (status === 'error') where.push(`${code} >= 400`)
  return {
    sql: `select id, timestamp, event_message, metadata from function_edge_logs where ${where.join(' and ')} order by timestamp desc, id desc limit ${limit}`,
    schema: eventSchema,
  }
}

const statsSchema = z.object({
  bucket: z.string(),
  invocations: z.coerce.number(),
  errors: z.coerce.number(),
})
const timingSchema = z.object({
  median: z.nullable(z.coerce.number()),
  p95: z.nullable(z.coerce.number()),
  total: z.coerce.number(),
})

/** Invocations and errors (status >= 500 or a worker error) per bucket of the period. */
export function invocationStatsQuery(functionId: string, period: Period) {
  return {
    sql: `select date_bin(interval ${literal(BUCKET[period])}, timestamp, timestamp '2000-01-01') as bucket, count(*) as invocations, count(*) filter (where (metadata #>> '{response,status_code}')::int >= 500) as errors from function_edge_logs where ${byFunction(functionId)} group by 1 order by 1`,
    schema: statsSchema,
  }
}

/** Median and 95th percentile execution time over the period. */
export function executionTimeQuery(functionId: string) {
  const ms = `(metadata #>> '{execution_time_ms}')::numeric`
  return {
    sql: `select percentile_cont(0.5) within group (order by ${ms}) as median, percentile_cont(0.95) within group (order by ${ms}) as p95, count(*) as total from function_edge_logs where ${byFunction(functionId)}`,
    schema: timingSchema,
  }
}
