import { z } from 'zod/mini'
import type { LogFilter } from './logs-sql'
import { isLogSourceName, type LogSourceName } from './sources'

/** A query the user saved or ran recently, per project, kept in localStorage. */
export interface StoredLogQuery {
  name: string
  source: LogSourceName
  mode: 'builder' | 'sql'
  filters: LogFilter[]
  sql: string
  at: string
}
const RECENT_LOG_QUERIES_MAX = 10

const storedSchema = z.array(
  z.object({
    name: z.string(),
    source: z.string().check(z.refine(isLogSourceName)),
    mode: z.enum(['builder', 'sql']),
    filters: z.array(z.object({ path: z.string(), operator: z.string(), value: z.string() })),
    sql: z.string(),
    at: z.string(),
  }),
)

const storageKey = (ref: string, kind: 'saved' | 'recent') => `dashboard-logs-${kind}-queries-${ref}`

export function readLogQueries(ref: string, kind: 'saved' | 'recent'): StoredLogQuery[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(localStorage.getItem(storageKey(ref, kind)) ?? '[]'))
    return parsed.success ? (parsed.data as StoredLogQuery[]) : []
  } catch {
    return []
  }
}

export function writeLogQueries(ref: string, kind: 'saved' | 'recent', queries: StoredLogQuery[]) {
  localStorage.setItem(storageKey(ref, kind), JSON.stringify(queries))
}

const sameQuery = (a: StoredLogQuery, b: StoredLogQuery) =>
  a.source === b.source &&
  a.mode === b.mode &&
  a.sql === b.sql &&
  JSON.stringify(a.filters) === JSON.stringify(b.filters)

/** The newest first, without repeats, at most RECENT_LOG_QUERIES_MAX. */
export function addRecent(list: StoredLogQuery[], query: StoredLogQuery) {
  return [query, ...list.filter((q) => !sameQuery(q, query))].slice(0, RECENT_LOG_QUERIES_MAX)
}
