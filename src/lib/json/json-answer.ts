/**
 * A JSON answer split into its rows and the rest (the envelope), so a worker can parse a large answer
 * and hand the rows over in slices (issue 26 item 2). Pure: the worker runs it, and so do the tests.
 */
export type Row = Record<string, unknown>

/** Where the rows sit: the answer itself (pg-meta's query call) or its `result` (the logs' call). */
export type RowsAt = 'root' | 'result'

export interface SplitAnswer {
  /** The answer without its rows (null when the answer is the rows). */
  envelope: unknown
  rows: Row[] | undefined
  at: RowsAt | undefined
}

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)

/** An array of objects: checked row by row, never cell by cell (the cells are any JSON value). */
export function isRowArray(value: unknown): value is Row[] {
  if (!Array.isArray(value)) return false
  for (const row of value) if (!isRow(row)) return false
  return true
}

/** Parses the answer (throws a SyntaxError when it is not JSON) and takes its rows out. */
export function splitJsonAnswer(text: string): SplitAnswer {
  const value: unknown = JSON.parse(text)
  if (isRowArray(value)) return { envelope: null, rows: value, at: 'root' }
  if (isRow(value) && isRowArray(value.result)) {
    const { result, ...envelope } = value
    return { envelope, rows: result, at: 'result' }
  }
  return { envelope: value, rows: undefined, at: undefined }
}

/** The answer put back together from its envelope and its rows. */
export function joinJsonAnswer(answer: Pick<SplitAnswer, 'envelope' | 'at'>, rows: Row[]): unknown {
  if (answer.at === 'root') return rows
  if (answer.at === 'result') return { ...(answer.envelope as Row), result: rows }
  return answer.envelope
}

/**
 * Slices of at most `size` rows (the first one of at most `firstSize`): each one is a message, read by
 * the page in a short task of its own.
 */
export function sliceRows(rows: Row[], size: number, firstSize = size): Row[][] {
  const slices: Row[][] = []
  for (let start = 0; start < rows.length; ) {
    const end = start + (start === 0 ? firstSize : size)
    slices.push(rows.slice(start, end))
    start = end
  }
  return slices
}
