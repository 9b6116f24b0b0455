import type { Row, RowsAt } from './json-answer'

/**
 * The page streams one answer's bytes to the worker as they arrive (the worker reads its rows on the
 * way), then says it is complete; or that it was dropped (the request was aborted).
 */
export type ToWorker =
  | { id: number; type: 'bytes'; bytes: Uint8Array }
  /** `early`: after the first slice, the rest wait for 'more' (the page paints the first rows first). */
  | { id: number; type: 'end'; early: boolean }
  | { id: number; type: 'more' }
  | { id: number; type: 'drop' }

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
