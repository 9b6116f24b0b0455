import type { Row, RowsAt } from './json-answer'

/** The page asks the worker to read one answer's bytes. */
export interface ToWorker {
  id: number
  buffer: ArrayBuffer
}

/** The worker answers: the envelope, then the rows in slices, then the end (or: not JSON). */
export type FromWorker =
  | { id: number; type: 'start'; envelope: unknown; at: RowsAt | undefined }
  | { id: number; type: 'rows'; rows: Row[] }
  | { id: number; type: 'end' }
  | { id: number; type: 'invalid' }
