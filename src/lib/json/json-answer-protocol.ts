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
/** A request the worker sends itself (see `answerFetch`): what it needs of the page's Request. */
export interface WorkerRequest {
  url: string
  method: string
  headers: [string, string][]
  body: ArrayBuffer | undefined
  credentials: RequestCredentials
}

export type ToWorker =
  | { id: number; type: 'open'; ahead: Ahead }
  /** Send the request and read its answer here: the answer's bytes never reach the page's thread. */
  | { id: number; type: 'fetch'; ahead: Ahead; request: WorkerRequest }
  /** The page's request was aborted: so is the worker's. */
  | { id: number; type: 'abort' }
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
  /**
   * The answer to a request the worker sent: its status and headers; a failed or empty answer's body
   * (read on the page as usual), else nothing, the worker reading the body as an opened answer.
   */
  | { id: number; type: 'head'; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | undefined }
  /** The request the worker sent got no answer (the network failed, or it was aborted). */
  | { id: number; type: 'unsent'; message: string; aborted: boolean }
  | { id: number; type: 'first'; rows: Row[] }
  /** The whole answer's rows as columns (its number columns' buffers transferred), ahead of the rows. */
  | { id: number; type: 'columns'; table: ColumnTable }
  | { id: number; type: 'start'; envelope: unknown; at: RowsAt | undefined; count: number }
  | { id: number; type: 'rows'; rows: Row[] }
  | { id: number; type: 'end' }
  | { id: number; type: 'invalid' }
  /** A transferred body that could not be read to its end (the request was aborted, the network failed). */
  | { id: number; type: 'failed'; message: string }
