import type { LogEvent, LogTables } from '../fixtures/log-events'
import { defineState } from '../state'

/**
 * The log events the mock itself produced for a project (its gateway's requests, a function's
 * invocations and console lines), kept with the rest of the mock's data (mocks/state.ts) so that they
 * survive a reload, within bounds: the newest of each kind are kept, the oldest leave first.
 */
export const RECORDED_LOG_LIMITS = {
  /** Invocations (function_edge_logs) per function. */
  invocationsPerFunction: 200,
  /** Console lines (function_logs) per function. */
  consoleLinesPerFunction: 500,
  /** Events of any other source (edge_logs, postgrest_logs, postgres_logs) per project and source. */
  eventsPerSource: 1000,
  /** Every recorded event of every project together. */
  total: 10_000,
  /** A longer message is cut to this many characters. */
  messageChars: 2000,
} as const

const PER_FUNCTION: Record<string, number> = {
  function_edge_logs: RECORDED_LOG_LIMITS.invocationsPerFunction,
  function_logs: RECORDED_LOG_LIMITS.consoleLinesPerFunction,
}

const recorded = defineState<Record<string, LogTables>>('recorded-logs', () => ({}))

/** The current recorded events (a new object after a reset or a restore of the mock's state). */
export const recordedLogs = () => recorded.get()

function cut(event: LogEvent): LogEvent {
  const max = RECORDED_LOG_LIMITS.messageChars
  return event.event_message.length > max ? { ...event, event_message: `${event.event_message.slice(0, max)}…` } : event
}

/** The newest `limit` events per value of `key` (events are kept oldest first). */
function newestPer(events: LogEvent[], key: (event: LogEvent) => string, limit: number) {
  const seen = new Map<string, number>()
  const kept: LogEvent[] = []
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]!
    const group = key(event)
    const count = seen.get(group) ?? 0
    if (count >= limit) continue
    seen.set(group, count + 1)
    kept.push(event)
  }
  return kept.reverse()
}

const functionOf = (event: LogEvent) => String(event.metadata.function_id ?? '')

/** Drops the oldest events of all projects until at most `total` are left. */
function trimTotal(all: Record<string, LogTables>) {
  const lists = Object.values(all).flatMap((tables) => Object.values(tables))
  let count = lists.reduce((sum, list) => sum + list.length, 0)
  while (count > RECORDED_LOG_LIMITS.total) {
    let oldest: LogEvent[] | undefined
    for (const list of lists) if (list.length && (!oldest || list[0]!.timestamp < oldest[0]!.timestamp)) oldest = list
    if (!oldest) return
    oldest.shift()
    count--
  }
}

let saveScheduled = false

/** Keeps the events (each source's list oldest first) and saves them once the current burst of events is over. */
export function recordLogEvents(ref: string, tables: LogTables) {
  const all = recorded.get()
  const project = (all[ref] ??= {})
  for (const [source, events] of Object.entries(tables)) {
    const list = [...(project[source] ?? []), ...events.map(cut)]
    const perFunction = PER_FUNCTION[source]
    project[source] = perFunction
      ? newestPer(list, functionOf, perFunction)
      : list.slice(-RECORDED_LOG_LIMITS.eventsPerSource)
  }
  trimTotal(all)
  // One save for the events of one request (an invocation's edge log and its console lines).
  if (saveScheduled) return
  saveScheduled = true
  setTimeout(() => {
    saveScheduled = false
    recorded.commit()
  }, 0)
}
