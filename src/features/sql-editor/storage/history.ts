import { historyDatabase, type HistoryEntry } from './database'

/** SPEC: the last 100 runs per project. */
export const HISTORY_LIMIT = 100

export async function addHistoryEntry(entry: Omit<HistoryEntry, 'id'>) {
  const db = historyDatabase()
  await db.transaction('rw', db.history, async () => {
    await db.history.add(entry)
    const keys = await db.history
      .where('[projectRef+at]')
      .between([entry.projectRef, -Infinity], [entry.projectRef, Infinity])
      .reverse()
      .offset(HISTORY_LIMIT)
      .primaryKeys()
    if (keys.length > 0) await db.history.bulkDelete(keys)
  })
}

/** Newest first. */
export async function listHistory(projectRef: string): Promise<HistoryEntry[]> {
  return historyDatabase()
    .history.where('[projectRef+at]')
    .between([projectRef, -Infinity], [projectRef, Infinity])
    .reverse()
    .toArray()
}

export type { HistoryEntry }
