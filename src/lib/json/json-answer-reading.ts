import { columnTable, tableBuffers } from './column-table'
import { sliceRows, type Row } from './json-answer'
import type { Ahead, FromWorker } from './json-answer-protocol'
import { JsonRowsStream } from './json-rows-stream'

/** Rows per message: reading one slice on the page's thread stays far below a long task (50 ms). */
const ROWS_PER_MESSAGE = 2_000
/** The first rows: more than any screen shows, read by the page in a millisecond or two. */
export const FIRST_ROWS = 200

type Post = (message: FromWorker, transfer?: Transferable[]) => void

/**
 * One answer read by the worker as its bytes arrive. For a reader of rows ahead (the SQL editor's grid)
 * the first rows go out as soon as they are parsed, while the rest of the answer is still on the network
 * (issue 32 item 26: the user sees rows within a frame of the last byte, however long the rest takes to
 * parse). For a reader of columns ahead (the editor's chart) the whole answer goes out as columns as
 * soon as it is parsed: number columns are moved, not copied, so the chart is drawn before the page
 * has read a row object (issue 38 item 4). Either way the other rows follow once the answer is whole and
 * shape-checked, after the page asked for them (it paints first). Pure: the worker runs it, and so do
 * the tests.
 */
export class AnswerReading {
  private readonly decoder = new TextDecoder()
  private readonly stream = new JsonRowsStream()
  /** A chunk was not JSON: the rest is skipped, the end says so. */
  private failed = false
  /** Rows already sent with 'first'. */
  private sent = 0
  private moreAsked = false
  private held: Row[][] | undefined
  /** Its last message ('end' or 'invalid') is posted: the worker forgets it. */
  finished = false

  constructor(
    private readonly id: number,
    private readonly ahead: Ahead,
    private readonly post: Post,
  ) {}

  push(bytes: Uint8Array) {
    if (this.failed) return
    try {
      this.stream.push(this.decoder.decode(bytes, { stream: true }))
    } catch {
      this.failed = true
      return
    }
    const parsed = this.stream.rowsSoFar()
    if (this.ahead === 'rows' && this.sent === 0 && parsed.length >= FIRST_ROWS) {
      this.sent = FIRST_ROWS
      this.post({ id: this.id, type: 'first', rows: parsed.slice(0, FIRST_ROWS) })
    }
  }

  end() {
    let answer
    try {
      if (this.failed) throw new SyntaxError('not JSON')
      this.stream.push(this.decoder.decode())
      answer = this.stream.finish()
    } catch {
      return this.invalid()
    }
    // Rows sent early that turn out not to be the answer's rows (the text was something else after all).
    if (this.sent > 0 && answer.at !== 'root') return this.invalid()
    const rows = answer.rows ?? []
    this.post({ id: this.id, type: 'start', envelope: answer.envelope, at: answer.at, count: rows.length })
    const columns = this.ahead === 'columns' && answer.at === 'root' && rows.length > 0
    if (columns) {
      const table = columnTable(rows)
      this.post({ id: this.id, type: 'columns', table }, tableBuffers(table))
    }
    const slices = this.sent > 0 || columns ? sliceRows(rows.slice(this.sent), ROWS_PER_MESSAGE) : sliceRows(rows, ROWS_PER_MESSAGE, FIRST_ROWS)
    // Posted at once, the other slices would be read by the page before it renders the first rows.
    const holdFrom = this.sent > 0 || columns ? 0 : 1
    for (const slice of slices.slice(0, holdFrom)) this.post({ id: this.id, type: 'rows', rows: slice })
    const rest = slices.slice(holdFrom)
    if (this.ahead !== 'none' && answer.at === 'root' && rest.length > 0 && !this.moreAsked) this.held = rest
    else this.sendRest(rest)
  }

  /** The page painted its first rows: the others may come. */
  more() {
    this.moreAsked = true
    const rest = this.held
    this.held = undefined
    if (rest) this.sendRest(rest)
  }

  private sendRest(slices: Row[][]) {
    for (const rows of slices) this.post({ id: this.id, type: 'rows', rows })
    this.post({ id: this.id, type: 'end' })
    this.finished = true
  }

  private invalid() {
    this.post({ id: this.id, type: 'invalid' })
    this.finished = true
  }
}
