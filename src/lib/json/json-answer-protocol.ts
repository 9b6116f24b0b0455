import type { Row, RowsAt } from './json-answer'

/**
 * The page opens an answer (`early`: it shows the first rows before the others, see AnswerReading),
 * streams its bytes to the worker as they arrive, then says it is complete; or that it was dropped (the
 * request was aborted); or, for an early answer, that its first rows are painted and the rest may come.
 */
export type ToWorker =
  | { id: number; type: 'open'; early: boolean }
  | { id: number; type: 'bytes'; bytes: Uint8Array }
  /** The rest of the body, transferred: the worker reads it to its end itself (no page work per chunk). */
  | { id: number; type: 'stream'; stream: ReadableStream<Uint8Array> }
  | { id: number; type: 'end' }
  | { id: number; type: 'more' }
  | { id: number; type: 'drop' }

/**
 * The worker answers: for an early answer, its first rows as soon as they are parsed; the envelope (with
 * the number of rows, the whole answer being parsed and shape-checked by then), then the rows in slices,
 * then the end (or: not JSON).
 */
export type FromWorker =
  /** Posted once when the worker has loaded (id 0): only then is a body handed to it. */
  | { id: 0; type: 'ready' }
  | { id: number; type: 'first'; rows: Row[] }
  | { id: number; type: 'start'; envelope: unknown; at: RowsAt | undefined; count: number }
  | { id: number; type: 'rows'; rows: Row[] }
  | { id: number; type: 'end' }
  | { id: number; type: 'invalid' }
  /** A transferred body that could not be read to its end (the request was aborted, the network failed). */
  | { id: number; type: 'failed'; message: string }
