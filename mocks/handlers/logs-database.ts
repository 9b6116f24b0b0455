import type { PGlite } from '@electric-sql/pglite'
import { LOG_SOURCE_NAMES } from '@/features/logs/source-names'
import { generateLogEvents, LOG_HISTORY_MS, type LogTables } from '../fixtures/log-events'

/** The log analytics service's sources, one table each (metadata as jsonb): the dashboard's own list. */
const LOG_TABLES = LOG_SOURCE_NAMES

interface ProjectLogs {
  schema: string
  until: number
}

/**
 * A separate embedded Postgres for the mock's log events (not any project's database): one schema
 * per project, filled with a week of events on first use and topped up with new ones as time passes.
 */
let database: Promise<PGlite> | undefined
const projects = new Map<string, Promise<ProjectLogs>>()

function logsDatabase() {
  database ??= import('@electric-sql/pglite').then(({ PGlite }) => PGlite.create())
  return database
}

async function insert(db: PGlite, schema: string, tables: LogTables) {
  for (const [table, events] of Object.entries(tables)) {
    if (!events.length) continue
    // Inline JSON is several times faster than a bound parameter of this size in PGlite.
    const json = JSON.stringify(events).replaceAll("'", "''")
    await db.exec(
      `insert into "${schema}"."${table}" select * from jsonb_to_recordset('${json}'::jsonb) as e(id text, timestamp timestamptz, event_message text, metadata jsonb)`,
    )
  }
}

async function projectLogs(ref: string, now: number): Promise<ProjectLogs> {
  let entry = projects.get(ref)
  if (!entry) {
    entry = (async () => {
      const db = await logsDatabase()
      const schema = `logs_${ref.replace(/[^a-z0-9_]/gi, '_')}`
      await db.exec(
        `create schema "${schema}";` +
          LOG_TABLES.map(
            (t) =>
              `create table "${schema}"."${t}" (id text primary key, timestamp timestamptz not null, event_message text not null, metadata jsonb not null); create index on "${schema}"."${t}" (timestamp desc);`,
          ).join(''),
      )
      await insert(db, schema, generateLogEvents(ref, now - LOG_HISTORY_MS, now))
      return { schema, until: now }
    })()
    projects.set(ref, entry)
  }
  const logs = await entry
  // Live tail: the events of the time since the last query.
  if (now - logs.until > 1000) {
    const from = logs.until
    logs.until = now
    await insert(await logsDatabase(), logs.schema, generateLogEvents(ref, from, now))
  }
  return logs
}

const micros = (value: Date) => value.getTime() * 1000

function toJson(value: unknown, key?: string): unknown {
  if (value instanceof Date) return key === 'timestamp' ? micros(value) : value.toISOString()
  if (typeof value === 'bigint') return Number(value)
  if (Array.isArray(value)) return value.map((v) => toJson(v))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v, k)]))
  return value
}

/**
 * Runs the client's SQL, read-only, with each source's name bound to its events in the time range
 * (as the log analytics service applies iso_timestamp_start / _end). Timestamps come back in microseconds.
 */
export async function queryLogs(ref: string, sql: string, start: Date, end: Date) {
  const logs = await projectLogs(ref, Date.now())
  const db = await logsDatabase()
  await flushPending(db, ref, logs.schema)
  const range = `timestamp >= '${start.toISOString()}'::timestamptz and timestamp <= '${end.toISOString()}'::timestamptz`
  const ctes = LOG_TABLES.map((t) => `${t} as (select * from "${logs.schema}"."${t}" where ${range})`).join(', ')
  const body = sql.trim().replace(/;+\s*$/, '')
  const withClause = /^with\s/i.test(body)
    ? `with ${ctes}, ${body.replace(/^with\s+(recursive\s+)?/i, '')}`
    : `with ${ctes} ${body}`
  try {
    const rows = await db.transaction(async (tx) => {
      await tx.query('set transaction read only')
      return (await tx.query<Record<string, unknown>>(withClause)).rows
    })
    return { result: rows.map((row) => toJson(row) as Record<string, unknown>) }
  } catch (error) {
    return { result: [], error: { message: error instanceof Error ? error.message : String(error) } }
  }
}

/**
 * Events the mock itself produced (a function's invocation and console lines), kept until the next
 * logs query of their project: an invocation never waits for the logs database to start.
 */
const pending = new Map<string, LogTables>()

export function appendLogEvents(ref: string, tables: LogTables) {
  const queued = pending.get(ref) ?? {}
  for (const [table, events] of Object.entries(tables)) (queued[table] ??= []).push(...events)
  pending.set(ref, queued)
}

async function flushPending(db: PGlite, ref: string, schema: string) {
  const queued = pending.get(ref)
  if (!queued) return
  pending.delete(ref)
  await insert(db, schema, queued)
}
