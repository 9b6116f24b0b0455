import type { PGlite } from '@electric-sql/pglite'
import { LOG_SOURCE_NAMES } from '@/features/logs/source-names'
import { generateLogEvents, LOG_HISTORY_MS, type LogTables } from '../fixtures/log-events'
import { recordedLogs, recordLogEvents } from './recorded-logs'

/** The log analytics service's sources, one table each (metadata as jsonb): the dashboard's own list. */
const LOG_TABLES = LOG_SOURCE_NAMES

interface ProjectLogs {
  schema: string
  until: number
  /** The recorded events (recorded-logs.ts) the `recorded_*` tables hold, and the last update of them. */
  recordedFrom?: object
  syncing: Promise<void>
}

/**
 * A separate embedded Postgres for the mock's log events (not any project's database): one schema
 * per project, filled with a week of sample events on first use and topped up with new ones as time
 * passes; beside each source's table a `recorded_` one holds the events the mock recorded for the
 * project (recorded-logs.ts), filled again from them after a reset or a restore of the mock's state.
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
              `create table "${schema}"."${t}" (id text primary key, timestamp timestamptz not null, event_message text not null, metadata jsonb not null); create index on "${schema}"."${t}" (timestamp desc); create table "${schema}"."recorded_${t}" (like "${schema}"."${t}" including all);`,
          ).join(''),
      )
      await insert(db, schema, generateLogEvents(ref, now - LOG_HISTORY_MS, now))
      return { schema, until: now, syncing: Promise.resolve() }
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
  await syncRecorded(db, ref, logs)
  const range = `timestamp >= '${start.toISOString()}'::timestamptz and timestamp <= '${end.toISOString()}'::timestamptz`
  const ctes = LOG_TABLES.map(
    (t) =>
      `${t} as (select * from "${logs.schema}"."${t}" where ${range} union all select * from "${logs.schema}"."recorded_${t}" where ${range})`,
  ).join(', ')
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
 * Events the mock itself produced (a request to the project's gateway, a function's invocation and
 * console lines): recorded at once (recorded-logs.ts) and queued for the logs database until the next
 * logs query of their project, so that a request never waits for the logs database to start.
 */
const pending = new Map<string, LogTables>()

export function appendLogEvents(ref: string, tables: LogTables) {
  recordLogEvents(ref, tables)
  const queued = pending.get(ref) ?? {}
  for (const [table, events] of Object.entries(tables)) (queued[table] ??= []).push(...events)
  pending.set(ref, queued)
}

/** Brings the project's `recorded_` tables up to date, one update at a time per project. */
function syncRecorded(db: PGlite, ref: string, logs: ProjectLogs) {
  // A failed update does not stop the next one (the events stay recorded for the next start).
  logs.syncing = logs.syncing.catch(() => {}).then(async () => {
    const current = recordedLogs()
    const queued = pending.get(ref)
    pending.delete(ref)
    const recorded = (tables: LogTables) => Object.fromEntries(Object.entries(tables).map(([t, events]) => [`recorded_${t}`, events]))
    if (logs.recordedFrom === current) {
      if (queued) await insert(db, logs.schema, recorded(queued))
      return
    }
    // A reset or a restore since the last query: the recorded events are those of the state now.
    logs.recordedFrom = current
    await db.exec(LOG_TABLES.map((t) => `truncate "${logs.schema}"."recorded_${t}";`).join(''))
    await insert(db, logs.schema, recorded(current[ref] ?? {}))
  })
  return logs.syncing
}
