import { Dexie, type EntityTable } from 'dexie'
import type { Snippet } from '../model/snippet'
import { onClearSqlEditorStorage } from './clear'
import { SQL_HISTORY_DB_NAME, SQL_SNIPPETS_DB_NAME } from './names'

export type StoredSnippet = Snippet & { projectRef: string }

export interface HistoryEntry {
  id?: number
  projectRef: string
  sql: string
  /** Epoch ms when the run started. */
  at: number
  durationMs: number
  rows: number | null
  error: string | null
}

type SnippetDatabase = Dexie & { snippets: EntityTable<StoredSnippet, 'id'> }
type HistoryDatabase = Dexie & { history: EntityTable<HistoryEntry, 'id'> }

let snippetDb: SnippetDatabase | undefined
let historyDb: HistoryDatabase | undefined

export function snippetDatabase(): SnippetDatabase {
  if (!snippetDb) {
    snippetDb = new Dexie(SQL_SNIPPETS_DB_NAME) as SnippetDatabase
    snippetDb.version(1).stores({ snippets: 'id, projectRef' })
  }
  return snippetDb
}

export function historyDatabase(): HistoryDatabase {
  if (!historyDb) {
    historyDb = new Dexie(SQL_HISTORY_DB_NAME) as HistoryDatabase
    historyDb.version(1).stores({ history: '++id, projectRef, [projectRef+at]' })
    onClearSqlEditorStorage(closeHistoryDatabase)
  }
  return historyDb
}

export function closeHistoryDatabase() {
  historyDb?.close()
  historyDb = undefined
}
