import type { Row, RowsAt } from './json-answer'

/** The page asks the worker to read one answer's bytes. */
export interface ToWorker {
  id: number
  buffer: ArrayBuffer
}

/**
 * The worker answers: the envelope (with the number of rows, the whole answer being parsed and
 * shape-checked by then), then the rows in slices (a small first one, so the page can paint at once),
 * then the end (or: not JSON).
 */
export type FromWorker =
  | { id: number; type: 'start'; envelope: unknown; at: RowsAt | undefined; count: number }
  | { id: number; type: 'rows'; rows: Row[] }
  | { id: number; type: 'end' }
  | { id: number; type: 'invalid' }
