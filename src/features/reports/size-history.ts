import type { Dexie, Table } from 'dexie'
import { z } from 'zod/mini'
import type { Sample } from './samples'

/**
 * The database's size over time. Postgres keeps no history of it and the platform has no metrics call
 * for it (CONTRACT §9, §13), so this browser keeps the sizes it read: one at each visit of the database
 * report and each of its refreshes, per project, in IndexedDB.
 */
const SIZE_HISTORY_DB_NAME = 'dashboard-report-history'
/** As long as the longest time range of the reports. */
export const SIZE_HISTORY_KEPT_MS = 30 * 24 * 60 * 60_000
/** Per project; the oldest go first (one sample every 5 s for 7 hours, or one a minute for 3 days). */
export const SIZE_HISTORY_MAX = 5000

export interface DatabaseSize {
  bytes: number
  database: string
}

const storedSampleSchema = z.object({
  projectRef: z.string(),
  at: z.number(),
  bytes: z.number(),
  database: z.string(),
})
type StoredSample = z.infer<typeof storedSampleSchema>
type HistoryDatabase = Dexie & { sizes: Table<StoredSample, [string, number]> }

// The IndexedDB library (about 100 KB) loads beside the report's first read, not before it: the page's
// queries do not wait for its code (issue 26 item 5).
let opened: Promise<{ db: HistoryDatabase; keys: { min: unknown; max: unknown } }> | undefined
function database() {
  opened ??= import('dexie').then(({ Dexie }) => {
    const db = new Dexie(SIZE_HISTORY_DB_NAME) as HistoryDatabase
    db.version(1).stores({ sizes: '[projectRef+at], projectRef' })
    return { db, keys: { min: Dexie.minKey, max: Dexie.maxKey } }
  })
  // A chunk that could not load is tried again at the next read.
  opened.catch(() => (opened = undefined))
  return opened
}

/** The stored sizes of a project, oldest first; a damaged record is left out rather than trusted. */
export async function readSizeHistory(projectRef: string): Promise<Sample<DatabaseSize>[]> {
  const { db, keys } = await database()
  const records = await db.sizes
    .where('[projectRef+at]')
    .between([projectRef, keys.min], [projectRef, keys.max])
    .toArray()
  return records.flatMap((record) => {
    const parsed = storedSampleSchema.safeParse(record)
    return parsed.success
      ? [{ at: parsed.data.at, value: { bytes: parsed.data.bytes, database: parsed.data.database } }]
      : []
  })
}

/** Stores one size and drops what is older than the kept window or beyond the cap. */
export async function recordSizeSample(projectRef: string, sample: Sample<DatabaseSize>): Promise<void> {
  const { db, keys } = await database()
  const sizes = db.sizes
  await sizes.put({ projectRef, at: sample.at, bytes: sample.value.bytes, database: sample.value.database })
  const ofProject = sizes.where('[projectRef+at]')
  await ofProject.between([projectRef, keys.min], [projectRef, sample.at - SIZE_HISTORY_KEPT_MS]).delete()
  const count = await sizes.where('projectRef').equals(projectRef).count()
  if (count > SIZE_HISTORY_MAX)
    await ofProject
      .between([projectRef, keys.min], [projectRef, keys.max])
      .limit(count - SIZE_HISTORY_MAX)
      .delete()
}

/** The history with a new sample: what was kept, trimmed like the store, and the new one last. */
export function withSizeSample(
  history: readonly Sample<DatabaseSize>[],
  next: Sample<DatabaseSize>,
): Sample<DatabaseSize>[] {
  const kept = history.filter((sample) => sample.at > next.at - SIZE_HISTORY_KEPT_MS && sample.at < next.at)
  return [...kept, next].slice(-SIZE_HISTORY_MAX)
}

/**
 * This visit's samples with the stored ones before them (read after the visit's first answer): the stored
 * samples from before the visit's first, within the kept window of its last, then the visit's.
 */
export function withStoredHistory(
  stored: readonly Sample<DatabaseSize>[],
  visit: readonly Sample<DatabaseSize>[],
): Sample<DatabaseSize>[] {
  const first = visit[0]?.at ?? Number.POSITIVE_INFINITY
  const last = visit.at(-1)?.at ?? Number.NEGATIVE_INFINITY
  const older = stored.filter((sample) => sample.at < first && sample.at > last - SIZE_HISTORY_KEPT_MS)
  return [...older, ...visit].slice(-SIZE_HISTORY_MAX)
}
