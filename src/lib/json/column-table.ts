import type { Row } from './json-answer'

/**
 * Rows as columns: what a chart reads (issue 38 item 4). A column whose values are all numbers or null
 * is a Float64Array (null as NaN: JSON has no NaN), which a worker hands over without copying; any
 * other column keeps its values. Pure: the answer worker builds it, and so does the page for a small
 * answer it parsed itself.
 */
export interface ColumnTable {
  names: string[]
  /** One per name, a value per row. */
  values: (Float64Array | unknown[])[]
  count: number
}

/** The keys of the first rows, in their order: every row of one statement has the same keys. */
export function rowKeys(rows: readonly Row[]): string[] {
  const seen = new Set<string>()
  for (const row of rows.slice(0, 50)) for (const key of Object.keys(row)) seen.add(key)
  return [...seen]
}

function columnOf(rows: readonly Row[], name: string): Float64Array | unknown[] {
  const numbers = new Float64Array(rows.length)
  for (let i = 0; i < rows.length; i++) {
    const value = rows[i]![name]
    if (typeof value === 'number') numbers[i] = value
    else if (value === null || value === undefined) numbers[i] = NaN
    else return rows.map((row) => row[name] ?? null)
  }
  return numbers
}

export function columnTable(rows: readonly Row[], names: string[] = rowKeys(rows)): ColumnTable {
  return { names, values: names.map((name) => columnOf(rows, name)), count: rows.length }
}

/** The buffers of a table's number columns: moved to the page rather than copied. */
export function tableBuffers(table: ColumnTable): ArrayBuffer[] {
  return table.values.flatMap((values) => (values instanceof Float64Array ? [values.buffer as ArrayBuffer] : []))
}
