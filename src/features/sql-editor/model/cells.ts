import type { Row } from '@/features/database/api/execute-sql'
import { rowKeys } from '@/lib/json/column-table'

/** The result's columns: the keys of the first row, then any key a later row adds. */
export function resultColumns(rows: readonly Row[]): string[] {
  return rowKeys(rows)
}

/**
 * A count with thousands separators ("100,000"): the result's first paint cannot wait for the browser
 * to load its number formatting data (the first `toLocaleString` takes 40-60 ms, issue 26 item 2).
 */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

export type CellKind = 'null' | 'json' | 'text' | 'number' | 'boolean'

export function cellKind(value: unknown): CellKind {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'object') return 'json'
  if (typeof value === 'number' || typeof value === 'bigint') return 'number'
  if (typeof value === 'boolean') return 'boolean'
  return 'text'
}

/** The text a cell shows and copies: NULL as the word NULL (the grid styles it apart), JSON compact. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** The value as it is copied or exported (NULL as empty). */
export function cellCopyText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

export const LONG_TEXT_LENGTH = 200
