import { reportBatchSql } from '@/features/database'
import { executeSql } from '@/features/database/api/execute-sql'
import { isApiError } from '@/lib/http/errors'

interface Database {
  projectRef: string
  connectionString: string | null | undefined
}

interface Read {
  key: string
  sql: string
  /** Sent on its own, after the batch (a slow report does not hold the others back). */
  alone: boolean
  signal: AbortSignal
  resolve: (rows: unknown[]) => void
  reject: (error: unknown) => void
}

// The reads asked for in the same moment, per project and connection.
const pending = new Map<string, { db: Database; reads: Read[] }>()

/**
 * A report's rows, read together with the other reports asked for in the same moment (a page's first
 * render, a refresh): one pg-meta statement for all of them instead of one each (issue 26 item 5). The
 * page, the mock and postgres-meta each handle one call where they handled ten. A batch the database
 * refuses (one report's error) is read again report by report, so that each card shows its own figures
 * or its own error, as when each was read alone.
 */
export function readReportRows(
  db: Database,
  { key, sql, alone = false }: { key: string; sql: string; alone?: boolean },
  signal: AbortSignal,
): Promise<unknown[]> {
  const id = `${db.projectRef}\n${db.connectionString ?? ''}`
  let batch = pending.get(id)
  if (!batch) {
    const created = { db, reads: [] as Read[] }
    pending.set(id, created)
    // After the current task: the reads its other cards (or the route's loader) start join this one.
    setTimeout(() => {
      pending.delete(id)
      send(created.db, created.reads)
    }, 0)
    batch = created
  }
  const reads = batch.reads
  return new Promise((resolve, reject) => reads.push({ key, sql, alone, signal, resolve, reject }))
}

/** The reads of one report in one moment (the same report asked twice is read once). */
interface Group {
  key: string
  sql: string
  reads: Read[]
}

function groups(reads: Read[]): Group[] {
  const byKey = new Map<string, Group>()
  for (const read of reads) {
    const group = byKey.get(read.key)
    if (group) group.reads.push(read)
    else byKey.set(read.key, { key: read.key, sql: read.sql, reads: [read] })
  }
  return [...byKey.values()]
}

/** Aborted once every one of the reads is (the call is left when no card waits for it any more). */
function whileWaitedFor(reads: Read[]) {
  const controller = new AbortController()
  let left = reads.length
  for (const { signal } of reads) {
    const onAbort = () => --left === 0 && controller.abort(signal.reason)
    if (signal.aborted) onAbort()
    else signal.addEventListener('abort', onAbort, { once: true })
  }
  return controller.signal
}

const settle = (reads: Read[], outcome: { rows: unknown[] } | { error: unknown }) => {
  for (const read of reads) if ('rows' in outcome) read.resolve(outcome.rows)
  else read.reject(outcome.error)
}

function readGroup(db: Database, group: Group) {
  executeSql({ ...db, query: group.sql, signal: whileWaitedFor(group.reads) }).then(
    (rows) => settle(group.reads, { rows }),
    (error: unknown) => settle(group.reads, { error }),
  )
}

/** A statement the database refused or stopped (a 400 or a read timeout), not a call that could not be made. */
const refusedByDatabase = (error: unknown) => isApiError(error) && (error.code === 400 || error.code === 408)

function readBatch(db: Database, batched: Group[]) {
  const built = reportBatchSql(batched)
  const reads = batched.flatMap((group) => group.reads)
  // Refused (one report's error) or answered in a shape this page cannot read: each report on its own.
  const readEach = () => batched.forEach((group) => readGroup(db, group))
  executeSql({ ...db, query: built.sql, signal: whileWaitedFor(reads) }).then(
    ([row]) => {
      const answers = built.schema.safeParse(row)
      if (!answers.success || batched.some((group) => !answers.data[group.key])) return readEach()
      for (const group of batched) settle(group.reads, { rows: answers.data[group.key]! })
    },
    (error: unknown) => (refusedByDatabase(error) ? readEach() : settle(reads, { error })),
  )
}

function send(db: Database, reads: Read[]) {
  for (const read of reads) if (read.signal.aborted) read.reject(read.signal.reason)
  const live = reads.filter((read) => !read.signal.aborted)
  const together = groups(live.filter((read) => !read.alone))
  if (together.length === 1) readGroup(db, together[0]!)
  else if (together.length > 1) readBatch(db, together)
  // After the batch: a database that answers one statement at a time answers the batch first.
  for (const group of groups(live.filter((read) => read.alone))) readGroup(db, group)
}
