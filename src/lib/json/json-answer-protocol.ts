import type { ColumnTable } from './column-table'
import type { Row, RowsAt } from './json-answer'

/**
 * What the page takes ahead of an answer's rows (see AnswerReading): nothing (the answer whole), the
 * first rows while the answer still arrives (the SQL editor's grid), or all of it as columns once it is
 * parsed (the editor's chart), the rows following in both cases.
 */
export type Ahead = 'none' | 'rows' | 'columns'

/**
 * The page opens an answer (saying what it takes ahead of the rows), streams its bytes to the worker as
 * they arrive, then says it is complete; or that it was dropped (the request was aborted); or, when it
 * took something ahead, that it is painted and the rows may come.
 */
export type ToWorker =
  | { id: number; type: 'open'; ahead: Ahead }
  | { id: number; type: 'bytes'; bytes: Uint8Array }
  /** The rest of the body, transferred: the worker reads it to its end itself (no page work per chunk). */
  | { id: number; type: 'stream'; stream: ReadableStream<Uint8Array> }
  | { id: number; type: 'end' }
  | { id: number; type: 'more' }
  | { id: number; type: 'drop' }

/**
 * The worker answers: for `ahead: 'rows'`, the first rows as soon as they are parsed; the envelope (with
 * the number of rows, the whole answer being parsed and shape-checked by then); for `ahead: 'columns'`,
 * the columns; then the rows in slices, then the end (or: not JSON).
 */
export type FromWorker =
  /** Posted once when the worker has loaded (id 0): only then is a body handed to it. */
  | { id: 0; type: 'ready' }
  | { id: number; type: 'first'; rows: Row[] }
  /** The whole answer's rows as columns (its number columns' buffers transferred), ahead of the rows. */
  | { id: number; type: 'columns'; table: ColumnTable }
  | { id: number; type: 'start'; envelope: unknown; at: RowsAt | undefined; count: number }
  | { id: number; type: 'rows'; rows: Row[] }
  | { id: number; type: 'end' }
  | { id: number; type: 'invalid' }
  /** A transferred body that could not be read to its end (the request was aborted, the network failed). */
  | { id: number; type: 'failed'; message: string }
