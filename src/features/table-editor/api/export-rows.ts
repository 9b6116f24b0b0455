import Papa from 'papaparse'
import { selectRowsSql, type TableDetail } from '@/features/database'
import { EXPORT_PAGE_ROWS } from '../csv'
import { rowKey, type GridRow, type RowsView } from './rows-query'
import { type DatabaseTarget, runSql } from './run-sql'

/**
 * The current view (filters and sort) as CSV, read page by page by key (offset where the relation
 * has no primary key), full values, never more than one page in memory besides the CSV text.
 */
export async function exportRowsCsv(target: DatabaseTarget, table: TableDetail, view: Omit<RowsView, 'size'>, onProgress: (rows: number) => void, signal: AbortSignal) {
  const names = table.columns.map((c) => c.name)
  const parts = [Papa.unparse({ fields: names, data: [] }).trimEnd() + '\r\n']
  let after: string[] | undefined
  let done = 0
  for (;;) {
    signal.throwIfAborted()
    const rows = (await runSql(
      target,
      selectRowsSql({ table, columns: table.columns, primaryKey: table.primary_key, filters: view.filters, sort: view.sort, limit: EXPORT_PAGE_ROWS, after, offset: after ? 0 : done, full: true }),
      signal,
    )) as GridRow[]
    if (rows.length) parts.push(Papa.unparse(rows.map((row) => names.map((name) => row[name] ?? '')), { header: false }) + '\r\n')
    done += rows.length
    onProgress(done)
    if (rows.length < EXPORT_PAGE_ROWS) break
    if (table.primary_key.length) after = rowKey(table, rows.at(-1)!)
  }
  return new Blob(parts, { type: 'text/csv;charset=utf-8' })
}
