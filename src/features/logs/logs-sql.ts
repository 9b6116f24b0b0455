import { z } from 'zod/mini'
import { ident, literal } from '@/features/database'
import type { FilterOperator } from './source-names'
import { LOG_SOURCE_NAMES, logSource, REQUEST_ID_SOURCES, type LogFieldType, type LogSourceName } from './sources'

export interface LogFilter {
  path: string
  operator: FilterOperator
  value: string
}

const logRowSchema = z.looseObject({
  id: z.string(),
  timestamp: z.number(),
  event_message: z.catch(z.string(), ''),
})
export type LogRow = z.infer<typeof logRowSchema>
const histogramRowSchema = z.object({ bucket: z.number(), count: z.number() })

/** The SQL expression of a field path: top-level columns as they are, metadata paths through jsonb. */
export function fieldExpression(path: string, type: LogFieldType) {
  const [head, ...rest] = path.split('.')
  if (rest.length === 0) return ident(head!)
  const json = `${ident(head!)} #>> ${literal(`{${rest.join(',')}}`)}`
  if (type === 'number') return `(${json})::numeric`
  if (type === 'boolean') return `(${json})::boolean`
  if (type === 'datetime') return `(${json})::timestamptz`
  return `(${json})`
}

function operatorSql(expression: string, type: LogFieldType, operator: FilterOperator, value: string) {
  if (operator === 'is null') return `${expression} is null`
  if (operator === 'is not null') return `${expression} is not null`
  if (operator === 'contains') return `${expression}::text ilike ${literal(`%${value.replace(/[\\%_]/g, '\\$&')}%`)}`
  if (operator === 'starts with') return `${expression}::text ilike ${literal(`${value.replace(/[\\%_]/g, '\\$&')}%`)}`
  const typed =
    type === 'number' ? String(Number(value)) : type === 'boolean' ? String(value === 'true') : literal(value)
  return `${expression} ${operator} ${typed}`
}

/** Why a filter cannot run, or null. */
export function filterError(source: LogSourceName, filter: LogFilter): string | null {
  const field = logSource(source).fields.find((f) => f.path === filter.path)
  if (!field) return `${filter.path} is not a field of ${source}`
  if (filter.operator === 'is null' || filter.operator === 'is not null') return null
  if (
    field.type === 'number' &&
    ['=', '!=', '>', '>=', '<', '<='].includes(filter.operator) &&
    !Number.isFinite(Number(filter.value))
  )
    return `${filter.path} is a number`
  if (filter.value === '' && filter.operator !== '=' && filter.operator !== '!=') return 'Enter a value'
  return null
}

export function whereClause(source: LogSourceName, filters: readonly LogFilter[], extra: string[] = []) {
  const fields = logSource(source).fields
  const parts = [...extra]
  for (const filter of filters) {
    const field = fields.find((f) => f.path === filter.path)
    if (!field || filterError(source, filter)) continue
    parts.push(operatorSql(fieldExpression(field.path, field.type), field.type, filter.operator, filter.value))
  }
  return parts.length ? `where ${parts.join(' and ')}` : ''
}

const isoBound = (micros: number) => literal(new Date(Math.floor(micros / 1000)).toISOString())

/** A page of events, newest first; `beforeMicros` pages back past the oldest event shown. */
export function logsPageQuery(
  source: LogSourceName,
  filters: readonly LogFilter[],
  limit: number,
  beforeMicros?: number,
) {
  const extra = beforeMicros === undefined ? [] : [`timestamp < ${isoBound(beforeMicros)}::timestamptz`]
  return {
    sql: `select id, timestamp, event_message, metadata from ${ident(source)} ${whereClause(source, filters, extra)} order by timestamp desc, id desc limit ${limit}`,
    schema: logRowSchema,
  }
}

/** Counts per time bucket over the range; bucket = start of the bucket in microseconds. */
export function histogramQuery(
  source: LogSourceName,
  filters: readonly LogFilter[],
  startMs: number,
  endMs: number,
  buckets = 60,
) {
  const widthSeconds = Math.max(1, Math.ceil((endMs - startMs) / 1000 / buckets))
  const start = literal(new Date(startMs).toISOString())
  return {
    sql: `select ((extract(epoch from ${start}::timestamptz) + floor(extract(epoch from timestamp - ${start}::timestamptz) / ${widthSeconds}) * ${widthSeconds}) * 1000000)::bigint as bucket, count(*)::int as count from ${ident(source)} ${whereClause(source, filters)} group by 1 order by 1`,
    schema: histogramRowSchema,
    widthMs: widthSeconds * 1000,
  }
}

/** The New Logs interface: one stream across every source, with the source named on each event. */
export function unifiedPageQuery(
  sources: readonly LogSourceName[],
  search: string,
  requestId: string,
  limit: number,
  beforeMicros?: number,
) {
  const chosen = requestId ? REQUEST_ID_SOURCES : sources.length ? sources : LOG_SOURCE_NAMES
  const conditions = [
    ...(requestId ? [`metadata ->> 'request_id' = ${literal(requestId)}`] : []),
    ...(beforeMicros === undefined ? [] : [`timestamp < ${isoBound(beforeMicros)}::timestamptz`]),
    ...(search ? [`event_message ilike ${literal(`%${search.replace(/[\\%_]/g, '\\$&')}%`)}`] : []),
  ]
  const where = conditions.length ? `where ${conditions.join(' and ')}` : ''
  const union = chosen.map(
    (s) => `select id, timestamp, event_message, metadata, ${literal(s)} as source from ${ident(s)} ${where}`,
  )
  return {
    sql: `select * from (${union.join(' union all ')}) as events order by timestamp desc, id desc limit ${limit}`,
    schema: logRowSchema,
  }
}

/** The SQL a user starts from in SQL mode. */
export const defaultSqlFor = (source: LogSourceName) =>
  `select id, timestamp, event_message, metadata\nfrom ${source}\norder by timestamp desc\nlimit 100`
